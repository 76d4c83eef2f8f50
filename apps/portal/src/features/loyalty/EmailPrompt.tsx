import { Button, Card, Dialog, EmailUpdateForm } from '@selfcare/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback';
import { localKeys } from '../../lib/storage';
import { useCallMutation } from '../../lib/useCallMutation';

/**
 * LOY-24, LOY-25 (UI not described): the sign-in sets the add-email flag for a member (DOM-15); while it is
 * set, the member page offers the email update (capNhatEmail). Sending it or choosing "Later" clears the
 * flag, so the offer comes back only with the next sign-in.
 */
export function EmailPrompt({ token, msisdn }: { token: string; msisdn: string }) {
  const { t } = useTranslation(['loyalty']);
  const feedback = useFeedback();
  const storage = window.localStorage;
  const [offered, setOffered] = useState(() => storage.getItem(localKeys.updateEmail) === 'true');
  const [open, setOpen] = useState(false);
  const update = useCallMutation('capNhatEmail');
  if (!offered) return null;
  const done = () => {
    storage.removeItem(localKeys.updateEmail);
    setOpen(false);
    setOffered(false);
  };
  const send = async (email: string) => {
    const outcome = await update.run({ token, msisdn, email });
    if (!outcome.ok) return;
    done();
    feedback.toast('success', t('email.saved'));
  };
  return (
    <Card as="section" title={t('email.title')} headingLevel={2} padding="lg">
      <p>{t('email.lead')}</p>
      <Button onClick={() => setOpen(true)}>{t('email.open')}</Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('email.title')} size="sm">
        <EmailUpdateForm
          onSubmit={(email) => void send(email)}
          onLater={done}
          pending={update.isPending}
          error={update.errorMessage}
        />
      </Dialog>
    </Card>
  );
}
