import { EXCLUDED_PAYMENT_PATHS_SETTING, parsePathList, shouldFetchUserInfo } from '@selfcare/domain';
import { toUserInfo } from '@selfcare/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFeedback } from '../../lib/feedback';
import { useServices, useSession } from '../../lib/services';
import { localKeys } from '../../lib/storage';

/**
 * ERR-02, DOM-04, DOM-05: a 401 while signed in expires the session: the toast
 * 'Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại', a forced logout (storage cleared) and home.
 */
export function useSessionExpiry(): void {
  const { session } = useServices();
  const { state } = useSession();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  useEffect(() => {
    if (state.status !== 'expired') return;
    feedback.toast('error', t('messages.sessionExpired'));
    session.signOut('forceLogin');
    queryClient.clear();
    void navigate('/', { replace: true });
  }, [state.status, session, feedback, queryClient, navigate, t]);
}

const excludedPaths = parsePathList(EXCLUDED_PAYMENT_PATHS_SETTING);

/** DOM-32, SHELL-115: once signed in and off the excluded payment paths, the user info is fetched and kept. */
export function useUserInfo(): void {
  const { api } = useServices();
  const { state } = useSession();
  const { pathname } = useLocation();
  const msisdn = state.status === 'signedIn' ? state.msisdn : null;
  const wanted = msisdn !== null && shouldFetchUserInfo(true, pathname, excludedPaths);
  useEffect(() => {
    if (!wanted || msisdn === null || window.localStorage.getItem(localKeys.fullName) !== null) return;
    void api.client.call('core_customer_get_info', { msisdn }).then((result) => {
      if (!result.ok) return; // shown nowhere: the header works without a name
      const info = toUserInfo(result.data.result);
      if (info.fullName) window.localStorage.setItem(localKeys.fullName, info.fullName);
      if (info.customerId) window.localStorage.setItem(localKeys.customerId, info.customerId);
    });
  }, [api, msisdn, wanted]);
}
