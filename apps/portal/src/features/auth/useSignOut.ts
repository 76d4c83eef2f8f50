import { returnsHomeAfterSignOut } from '@selfcare/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFeedback } from '../../lib/feedback';
import { useServices } from '../../lib/services';

/**
 * AUTH-63 … AUTH-67: tell the operator (authen_logout), then clear the session, the account's
 * storage (loyalty data included) and cached data, and leave protected pages for home.
 * The device forgets the session even when the call fails; the toast says which happened.
 */
export function useSignOut(): () => Promise<void> {
  const { api, session } = useServices();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation('auth');
  return useCallback(async () => {
    const { state } = session.getSnapshot();
    if (state.status !== 'signedIn') return;
    const result = await api.client.call('authen_logout', { msisdn: state.msisdn });
    session.signOut('signedOut');
    queryClient.clear();
    feedback.toast(
      result.ok ? 'success' : 'error',
      result.ok ? t('messages.logoutSuccess') : t('messages.logoutFailed'),
    );
    if (returnsHomeAfterSignOut(pathname)) void navigate('/');
  }, [api, session, feedback, queryClient, navigate, pathname, t]);
}
