import { SUPPORT_DESCRIPTION_MAX_LENGTH, SUPPORT_DESCRIPTION_MIN_LENGTH } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../components/private/FieldShell';
import * as fieldStyles from '../../../components/private/field.css';
import { cx } from '../../../lib/cx';
import * as requestStyles from '../SupportRequestForm/SupportRequestForm.css';

export interface DescriptionFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The description box of a support request and of a quality report: one rule (VAL-13), one field. */
export function DescriptionField({ label, value, onChange, error }: DescriptionFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <FieldShell
      label={label}
      hint={t('support.request.descriptionHint', {
        min: SUPPORT_DESCRIPTION_MIN_LENGTH,
        max: SUPPORT_DESCRIPTION_MAX_LENGTH,
      })}
      error={error}
    >
      {(a11y) => (
        <textarea
          {...a11y}
          className={cx(fieldStyles.control, requestStyles.description)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={SUPPORT_DESCRIPTION_MAX_LENGTH}
          rows={5}
          required
        />
      )}
    </FieldShell>
  );
}
