import { validateRegistrationPhone } from '@selfcare/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/PhoneField/PhoneField';
import { FamilyOtpDialog, type FamilyOtpDialogProps } from '../FamilyOtpDialog/FamilyOtpDialog';

export interface AddFamilyMemberDialogProps extends Pick<
  FamilyOtpDialogProps,
  'open' | 'onOpenChange' | 'codeSent' | 'pending' | 'failure'
> {
  /** A valid number (its 84 form): check that it may join, then send the master a code. */
  onRequestCode: (msisdn: string) => void;
  onConfirm: (msisdn: string, otp: string) => void;
}

/**
 * ACC-16, ACC-17, VAL-22: the add-member dialog (§2.5): the number, a code sent to the master, and a
 * confirm enabled only with a valid number and the code.
 */
export function AddFamilyMemberDialog({
  onRequestCode,
  onConfirm,
  onOpenChange,
  ...dialog
}: AddFamilyMemberDialogProps) {
  const { t } = useTranslation('ui');
  const [phone, setPhone] = useState('');
  const checked = validateRegistrationPhone(phone);
  const [touched, setTouched] = useState(false);
  return (
    <FamilyOtpDialog
      {...dialog}
      onOpenChange={(open) => {
        if (!open) {
          setPhone('');
          setTouched(false);
        }
        onOpenChange(open);
      }}
      title={t('family.add.title')}
      description={t('family.add.description')}
      ready={checked.ok}
      onRequestCode={() => {
        if (checked.ok) onRequestCode(checked.value);
      }}
      onConfirm={(otp) => {
        if (checked.ok) onConfirm(checked.value, otp);
      }}
    >
      <PhoneField
        label={t('family.add.phone')}
        value={phone}
        onValueChange={setPhone}
        onBlur={() => setTouched(true)}
        error={touched && phone !== '' && !checked.ok ? t(checked.error) : undefined}
        required
      />
    </FamilyOtpDialog>
  );
}
