import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from 'radix-ui';
import { Button } from '../Button/Button';
import { AlertFrame } from '../private/AlertFrame';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Defaults to 'Xác nhận' / 'Confirm'. */
  confirmLabel?: string;
  /** Defaults to 'Huỷ' / 'Cancel'. */
  cancelLabel?: string;
  /** `critical` for destructive actions such as cancelling a package. */
  tone?: 'brand' | 'critical';
  /** Keeps the dialog open with a busy confirm button while the action runs. */
  loading?: boolean;
}

/** Asks the user to confirm or cancel an action (e.g. sign in first, cancel a package). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  tone = 'brand',
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <AlertFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      message={message}
      actions={
        <>
          <AlertDialog.Cancel asChild>
            <Button variant="secondary" onClick={onCancel} disabled={loading}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          </AlertDialog.Cancel>
          {/* Not an AlertDialog.Action: the owner closes the dialog when the action has finished. */}
          <Button
            variant={tone === 'critical' ? 'critical' : 'primary'}
            loading={loading}
            onClick={onConfirm}
          >
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    />
  );
}
