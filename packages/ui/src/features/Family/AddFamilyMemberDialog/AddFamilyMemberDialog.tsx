import { validateRegistrationPhone } from '@selfcare/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/PhoneField/PhoneField';
import { FamilyOtpDialog, type FamilyOtpDialogProps } from '../FamilyOtpDialog/FamilyOtpDialog';
import { FamilyMemberCodeStep, type FamilyInvitationStep } from './FamilyMemberCodeStep';

export type { FamilyInvitationStep } from './FamilyMemberCodeStep';

export interface AddFamilyMemberDialogProps extends Pick<
  FamilyOtpDialogProps,
  'open' | 'onOpenChange' | 'codeSent' | 'pending' | 'failure'
> {
  /** A valid number (its 84 form): check that it may join, then send the master a code. */
  onRequestCode: (msisdn: string) => void;
  onConfirm: (msisdn: string, otp: string) => void;
  /** Issue 47: the invitation sent; the dialog then asks for the code the member received. */
  invitation?: FamilyInvitationStep | undefined;
  /** Issue 47: adds the invited member with the code they read out. */
  onConfirmMember?: (otp: string) => void;
  /** Issue 47: sends the invited member a new code. */
  onResendInvite?: () => void;
}

/**
 * ACC-16, ACC-17, VAL-22: the add-member dialog (§2.5): the number, a code sent to the master, and a
 * confirm enabled only with a valid number and the code. Issue 47: that invites the number; a second step
 * asks for the code the invited number received, which its holder reads out if they agree.
 */
export function AddFamilyMemberDialog({
  onRequestCode,
  onConfirm,
  onOpenChange,
  invitation,
  onConfirmMember,
  onResendInvite,
  ...dialog
}: AddFamilyMemberDialogProps) {
  const { t } = useTranslation('ui');
  const [phone, setPhone] = useState('');
  const checked = validateRegistrationPhone(phone);
  const [touched, setTouched] = useState(false);
  if (invitation !== undefined) {
    return (
      <FamilyMemberCodeStep
        open={dialog.open}
        onOpenChange={onOpenChange}
        invitation={invitation}
        onConfirm={(otp) => onConfirmMember?.(otp)}
        onResend={() => onResendInvite?.()}
        pending={dialog.pending}
        failure={dialog.failure}
      />
    );
  }
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
