import { EXCLUDED_PAYMENT_PATHS_SETTING, parsePathList, shouldFetchUserInfo } from '@selfcare/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFeedback } from '../../lib/feedback';
import { usePortalQueries, useServices, useSession } from '../../lib/services';
import { localKeys } from '../../lib/storage';

/**
 * ERR-02, DOM-04, DOM-05: a 401 while signed in expires the session: the toast
 * 'Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại', a forced logout (storage cleared, and with the
 * session the subscriber's cached answers, lib/queryClient.ts) and home.
 */
export function useSessionExpiry(): void {
  const { session } = useServices();
  const { state } = useSession();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  useEffect(() => {
    if (state.status !== 'expired') return;
    feedback.toast('error', t('messages.sessionExpired'));
    session.signOut('forceLogin');
    void navigate('/', { replace: true });
  }, [state.status, session, feedback, navigate, t]);
}

const excludedPaths = parsePathList(EXCLUDED_PAYMENT_PATHS_SETTING);

/**
 * DOM-32, SHELL-115: once signed in and off the excluded payment paths, the user info is fetched and kept.
 * Returns the customer's name once known (the header greets them by it), else null.
 */
export function useUserInfo(): string | null {
  const { accountQueries } = usePortalQueries();
  const { state } = useSession();
  const { pathname } = useLocation();
  const msisdn = state.status === 'signedIn' ? state.msisdn : null;
  const wanted =
    msisdn !== null &&
    shouldFetchUserInfo(true, pathname, excludedPaths) &&
    window.localStorage.getItem(localKeys.fullName) === null;
  // A failure is shown nowhere: the header works without a name.
  const { data } = useQuery({ ...accountQueries.userInfo({ msisdn: msisdn ?? '' }), enabled: wanted });
  useEffect(() => {
    if (!wanted || !data) return;
    if (data.fullName) window.localStorage.setItem(localKeys.fullName, data.fullName);
    if (data.customerId) window.localStorage.setItem(localKeys.customerId, data.customerId);
  }, [wanted, data]);
  if (msisdn === null) return null;
  return data?.fullName || window.localStorage.getItem(localKeys.fullName) || null;
}
