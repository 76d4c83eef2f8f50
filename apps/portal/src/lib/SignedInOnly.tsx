import { Button } from '@selfcare/ui';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useRevalidator } from 'react-router-dom';
import { useAuthDialog } from './authDialog';
import { useSession } from './services';

/**
 * The guard of signed-in pages (lib/guard.ts): a guest is asked to sign in where they are; once signed
 * in, the page shows and its loaders run. Closing the dialog leaves a way to open it again.
 */
export function Component() {
  // The shell loads the auth texts with the sign-in dialog.
  const { t } = useTranslation('auth');
  const { state } = useSession();
  const dialog = useAuthDialog();
  const { revalidate } = useRevalidator();
  const signedIn = state.status === 'signedIn';
  // Once signed in, the loaders that skipped the guest run again.
  const askToSignIn = useCallback(
    () => dialog.open({ tab: 'login', onSignedIn: () => void revalidate() }),
    [dialog, revalidate],
  );
  useEffect(() => {
    if (!signedIn) askToSignIn();
  }, [signedIn, askToSignIn]);
  if (signedIn) return <Outlet />;
  return (
    <section aria-labelledby="signed-in-only-title">
      <h1 id="signed-in-only-title">{t('signedInOnly.title')}</h1>
      <p>{t('signedInOnly.lead')}</p>
      <Button onClick={askToSignIn}>{t('signedInOnly.signIn')}</Button>
    </section>
  );
}
