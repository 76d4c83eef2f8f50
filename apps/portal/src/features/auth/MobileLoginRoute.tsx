import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFeedback } from '../../lib/feedback';
import { useServices } from '../../lib/services';
import { decryptMobileNetworkCode, redirectWithoutCode } from './mobileNetworkLogin';

/**
 * AUTH-56 … AUTH-60, DOM-31: decrypt the `code`, store number and session, and go back to where the
 * person was, without the code in the address. A missing or unreadable code fails with ERR-09.
 */
export function Component() {
  const { t } = useTranslation(['auth', 'ui']);
  const { session } = useServices();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const { search } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(search).get('code');
    void (code ? decryptMobileNetworkCode(code) : Promise.resolve(null)).then((decrypted) => {
      if (decrypted) {
        session.signInByMobileNetwork(decrypted);
        feedback.toast('success', t('ui:IDS_LOGIN_OTP_SUCCESS'));
        void navigate(redirectWithoutCode(search), { replace: true });
      } else {
        feedback.toast('error', t('messages.mobileLoginFailed'));
        void navigate('/', { replace: true });
      }
    });
  }, [search, session, feedback, navigate, t]);
  return (
    <section aria-labelledby="mobile-login-title" aria-busy="true">
      <h1 id="mobile-login-title">{t('pages.mobileLoginTitle')}</h1>
      <p role="status">{t('pages.mobileLoginBusy')}</p>
    </section>
  );
}
