import { isSubscriberKey } from '@selfcare/api-client/query';
import { returnsHomeAfterSignOut } from '@selfcare/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFeedback } from '../../lib/feedback';
import { useServices } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';

/**
 * AUTH-63 … AUTH-67: tell the operator (authen_logout), then clear the session and the account's
 * storage (loyalty data included), and leave protected pages for home; the subscriber's cached answers
 * go with the session (lib/queryClient.ts). The device forgets the session even when the call fails;
 * the toast says which happened. The subscriber's reads still on their way (a prefetch on intent, a
 * refetch on mount) are stopped first: sent after the logout, they would come back 401.
 */
export function useSignOut(): () => Promise<void> {
  const { session } = useServices();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { run } = useCallMutation('authen_logout');
  return useCallback(async () => {
    const { state } = session.getSnapshot();
    if (state.status !== 'signedIn') return;
    await queryClient.cancelQueries({ predicate: (query) => isSubscriberKey(query.queryKey) });
    const result = await run({ msisdn: state.msisdn });
    session.signOut('signedOut');
    feedback.toast(
      result.ok ? 'success' : 'error',
      result.ok ? t('messages.logoutSuccess') : t('messages.logoutFailed'),
    );
    if (returnsHomeAfterSignOut(pathname)) void navigate('/');
  }, [session, queryClient, run, feedback, navigate, pathname, t]);
}
