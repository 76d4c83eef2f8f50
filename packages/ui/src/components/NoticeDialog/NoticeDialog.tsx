import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from 'radix-ui';
import { Button } from '../Button/Button';
import { AlertFrame } from '../private/AlertFrame';

export interface NoticeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The message to show, usually the server's own text. */
  message: ReactNode;
  /** Defaults to 'Đóng' / 'Close'. */
  closeLabel?: string;
  /** Extra actions before the close button (e.g. 'Nhập lại' and resend in the roaming OTP notice). */
  actions?: ReactNode;
  /** When false, Escape does not close it and there is no close button: one of `actions` must. */
  dismissable?: boolean;
}

/** AUTH-11, ROAM-095, ERR-24: the popup titled 'Thông báo' ('Notice') that shows a message. */
export function NoticeDialog({
  open,
  onOpenChange,
  message,
  closeLabel,
  actions,
  dismissable = true,
}: NoticeDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <AlertFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.notice')}
      message={message}
      dismissable={dismissable}
      actions={
        <>
          {actions}
          {dismissable ? (
            <AlertDialog.Cancel asChild>
              <Button variant={actions === undefined ? 'primary' : 'secondary'}>
                {closeLabel ?? t('common.close')}
              </Button>
            </AlertDialog.Cancel>
          ) : null}
        </>
      }
    />
  );
}
