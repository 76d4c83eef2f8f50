import { Button } from '@selfcare/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAuthDialog } from '../../lib/authDialog';
import { useSession } from '../../lib/services';
import { paths } from '../../config/paths';

/**
 * SHELL-003, SHELL-004 (UNSPEC): /dang-nhap and /dang-ky are pages that open the dialog on their
 * tab; a signed-in visitor goes home, and so does one who signs in here.
 */
function AuthPage({ tab }: { tab: 'login' | 'register' }) {
  const { t } = useTranslation('auth');
  const dialog = useAuthDialog();
  const navigate = useNavigate();
  const { state } = useSession();
  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (!signedIn) dialog.open({ tab, onSignedIn: () => void navigate(paths.home.getHref()) });
  }, [dialog, navigate, tab, signedIn]);
  if (signedIn) return <Navigate to={paths.home.getHref()} replace />;
  const title = tab === 'login' ? t('pages.loginTitle') : t('pages.registerTitle');
  return (
    <section aria-labelledby="auth-page-title">
      <h1 id="auth-page-title">{title}</h1>
      <p>{t('pages.loginLead')}</p>
      <Button onClick={() => dialog.open({ tab, onSignedIn: () => void navigate(paths.home.getHref()) })}>
        {tab === 'login' ? t('pages.openLogin') : t('pages.openRegister')}
      </Button>
    </section>
  );
}

export function LoginPage() {
  return <AuthPage tab="login" />;
}

export function RegisterPage() {
  return <AuthPage tab="register" />;
}
