import type { MemberInfo } from '@selfcare/domain';
import { Button, CancelMembershipForm, Dialog, MemberCard } from '@selfcare/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../lib/useCallMutation';
import { useFeedback } from '../../lib/feedback';
import * as styles from './loyalty.css';

export interface MemberCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: MemberInfo;
  token: string;
  msisdn: string;
}

/**
 * LOY-31 … LOY-39, ROLE-12: the member card dialog: the card (flip, QR or barcode), Close, and the
 * cancel-membership form whose Confirm sends the reason (assumed row huyHoiVien, LOY-40).
 */
export function MemberCardDialog({ open, onOpenChange, member, token, msisdn }: MemberCardDialogProps) {
  const { t } = useTranslation(['loyalty', 'ui']);
  const feedback = useFeedback();
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCallMutation('huyHoiVien');
  const close = () => {
    setCancelling(false);
    cancel.reset();
    onOpenChange(false);
  };
  const confirm = async (reason: string) => {
    const outcome = await cancel.run({ token, msisdn, lyDo: reason });
    if (!outcome.ok) return;
    close();
    feedback.toast('success', t('card.cancelled'));
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('card.title')}
      size="md"
      footer={
        cancelling ? undefined : (
          <>
            <Button variant="ghost" onClick={() => setCancelling(true)}>
              {t('ui:loyalty.cancel.open')}
            </Button>
            <Button onClick={close}>{t('card.close')}</Button>
          </>
        )
      }
    >
      <div className={styles.dialogBody}>
        <MemberCard member={member} />
        {cancelling ? (
          <CancelMembershipForm
            onConfirm={(reason) => void confirm(reason)}
            onClose={close}
            pending={cancel.isPending}
            error={cancel.errorMessage}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
