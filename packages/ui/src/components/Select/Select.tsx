import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon } from '@radix-ui/react-icons';
import { Select as RadixSelect } from 'radix-ui';
import { cx } from '../../lib/cx';
import type { FieldChromeProps } from '../private/FieldShell';
import { FieldShell } from '../private/FieldShell';
import * as fieldStyles from '../private/field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldChromeProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Defaults to 'Chọn một mục' / 'Choose an option'. */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
}

/** A labelled single choice from a list (Radix Select underneath), e.g. province, billing cycle. */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  required,
  name,
  ...chrome
}: SelectProps) {
  const { t } = useTranslation('ui');
  return (
    <FieldShell {...chrome}>
      {(a11y, labelId) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
          name={name}
        >
          <RadixSelect.Trigger
            className={cx(fieldStyles.control, styles.trigger)}
            aria-labelledby={labelId}
            {...a11y}
          >
            <RadixSelect.Value placeholder={placeholder ?? t('select.placeholder')} />
            <RadixSelect.Icon>
              <ChevronDownIcon width={20} height={20} aria-hidden="true" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator>
                      <CheckIcon width={16} height={16} aria-hidden="true" />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FieldShell>
  );
}
