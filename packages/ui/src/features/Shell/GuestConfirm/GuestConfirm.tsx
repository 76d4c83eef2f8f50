import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';

export interface GuestConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the sign-in dialog (SHELL-101). */
  onSignIn: () => void;
}

/** SHELL-101, ERR-23: a guest asked for a sign-in-only service: offer sign-in (IDS_SDANGNHAPTHUEBAOVNP) or cancel. */
export function GuestConfirm({ open, onOpenChange, onSignIn }: GuestConfirmProps) {
  const { t } = useTranslation('ui');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell.guest.title')}
      message={t('IDS_SDANGNHAPTHUEBAOVNP')}
      confirmLabel={t('shell.guest.confirm')}
      onConfirm={() => {
        onOpenChange(false);
        onSignIn();
      }}
    />
  );
}
