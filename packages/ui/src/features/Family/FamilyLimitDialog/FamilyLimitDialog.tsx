import {
  currentFamilyLimit,
  familyLimitSlider,
  lastThreeDigits,
  MessageKey,
  type FamilyLimitKind,
  type FamilyMember,
} from '@selfcare/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '../../../components/Slider/Slider';
import { FamilyOtpDialog, type FamilyOtpDialogProps } from '../FamilyOtpDialog/FamilyOtpDialog';
import * as styles from '../private/family.css';

export interface FamilyLimitDialogProps extends Pick<
  FamilyOtpDialogProps,
  'open' | 'onOpenChange' | 'codeSent' | 'pending' | 'failure' | 'onRequestCode'
> {
  kind: FamilyLimitKind;
  member: FamilyMember;
  /** The new limit (MB or minutes) and the code. */
  onConfirm: (value: number, otp: string) => void;
}

/**
 * ACC-13, ACC-14, CONST-56, VAL-57: the data / voice limit slider dialog (§2.5), from 0 to the maximum in
 * its step; under 500 MB left the data slider cannot go below the current allowance and says why. The Radix
 * slider moves by arrow keys (a step), Page Up / Down and Home / End.
 */
export function FamilyLimitDialog({
  kind,
  member,
  onConfirm,
  onOpenChange,
  ...dialog
}: FamilyLimitDialogProps) {
  const { t, i18n } = useTranslation('ui');
  const current = currentFamilyLimit(kind, member);
  const slider = familyLimitSlider(kind, member);
  const [value, setValue] = useState(current);
  const digits = lastThreeDigits(member.msisdn);
  const number = new Intl.NumberFormat(i18n.language);
  const format = (amount: number) =>
    t(kind === 'data' ? 'family.limit.dataValue' : 'family.limit.voiceValue', {
      value: number.format(amount),
    });
  return (
    <FamilyOtpDialog
      {...dialog}
      onOpenChange={(open) => {
        if (!open) setValue(current);
        onOpenChange(open);
      }}
      title={t(kind === 'data' ? 'family.limit.dataTitle' : 'family.limit.voiceTitle', { digits })}
      description={t('family.limit.current', { value: format(current) })}
      ready={value !== current}
      onConfirm={(otp) => onConfirm(value, otp)}
    >
      <Slider
        label={t(kind === 'data' ? 'family.limit.dataSlider' : 'family.limit.voiceSlider')}
        value={value}
        onValueChange={setValue}
        min={slider.min}
        max={slider.max}
        step={slider.step}
        formatValue={format}
      />
      {slider.reductionBlocked ? <p className={styles.notice}>{t(MessageKey.familyReduceBlocked)}</p> : null}
    </FamilyOtpDialog>
  );
}
