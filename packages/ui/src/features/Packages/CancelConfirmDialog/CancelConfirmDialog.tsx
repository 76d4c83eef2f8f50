import { useTranslation } from 'react-i18next';
import { formatPhoneDisplay, type PackageSummary } from '@selfcare/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';

export interface CancelConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pkg: Pick<PackageSummary, 'code'>;
  /** The subscriber's number, shown grouped (DOM-26). */
  msisdn: string;
  onConfirm: () => void;
  /** The cancellation is running. */
  cancelling?: boolean;
}

/** PKG-12: cancelling asks first, showing the package code and the number. */
export function CancelConfirmDialog({
  open,
  onOpenChange,
  pkg,
  msisdn,
  onConfirm,
  cancelling = false,
}: CancelConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="critical"
      title={t('packages.cancel.title')}
      message={t('packages.cancel.message', { code: pkg.code, phone: formatPhoneDisplay(msisdn) })}
      confirmLabel={t('packages.cancel.confirm')}
      cancelLabel={t('packages.cancel.keep')}
      onConfirm={onConfirm}
      loading={cancelling}
    />
  );
}
