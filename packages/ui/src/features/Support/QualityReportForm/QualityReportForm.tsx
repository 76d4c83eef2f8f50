import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canChooseAddressLevel,
  chooseAddress,
  formatGeoPosition,
  nameIn,
  validateQualityReport,
  type AddressSelection,
  type GeoPosition,
  type QualityCategoryChoice,
  type QualityPlaceMode,
  type QualityReportDraft,
  type QualityReportErrors,
  type QualityReportField,
} from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { Select } from '../../../components/Select/Select';
import { FieldShell } from '../../../components/private/FieldShell';
import { DescriptionField } from '../private/DescriptionField';
import * as choiceStyles from '../../../components/private/choice.css';
import * as requestStyles from '../SupportRequestForm/SupportRequestForm.css';
import { currentPosition } from '../private/currentPosition';
import * as styles from './QualityReportForm.css';

/** One entry of an address list (a province, a district or a ward). */
export interface QualityPlaceOption {
  readonly id: string;
  readonly name: string;
}

/** The cascade's loaded lists; a level without a list is not loaded yet. */
export interface QualityPlaceOptions {
  readonly province?: readonly QualityPlaceOption[] | undefined;
  readonly district?: readonly QualityPlaceOption[] | undefined;
  readonly ward?: readonly QualityPlaceOption[] | undefined;
}

export interface QualityReportFormProps {
  /** The leaves of the category tree (domain qualityCategoryChoices). */
  categories: readonly QualityCategoryChoice[];
  places: QualityPlaceOptions;
  /** Called after every cascade change: the owner loads the lists the new selection allows (DOM-27). */
  onAddressChange?: (selection: AddressSelection) => void;
  /** A report the domain accepted. */
  onSubmit: (draft: QualityReportDraft) => void;
  submitting?: boolean;
  /** The operator's refusal; the form keeps everything typed so it can be sent again. */
  failure?: string | undefined;
  /** Counts the reports that went through: each new one clears the form and shows the thanks. */
  sentCount?: number;
  /** Where the device is; the browser's geolocation unless a story or a test stands in for it. */
  locate?: () => Promise<GeoPosition>;
}

const levels = ['province', 'district', 'ward'] as const;

/**
 * ACC-73 (form not described): a category (a leaf of the tree), the place (the province → district →
 * ward cascade, or the device's position with the visitor's permission) and a description. The rules are
 * the domain's (VAL-12, VAL-13); errors show under each field after a send attempt, focus on the first.
 */
export function QualityReportForm({
  categories,
  places,
  onAddressChange,
  onSubmit,
  submitting = false,
  failure,
  sentCount = 0,
  locate = currentPosition,
}: QualityReportFormProps) {
  const { t, i18n } = useTranslation('ui');
  const modeName = useId();
  const [categoryId, setCategoryId] = useState('');
  const [placeMode, setPlaceMode] = useState<QualityPlaceMode>('address');
  const [address, setAddress] = useState<AddressSelection>({});
  const [position, setPosition] = useState<GeoPosition | undefined>(undefined);
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<QualityReportErrors>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // A report went through: start a fresh one (the place mode stays as the reporter chose it).
  // Adjusted while rendering, as React advises for state that follows a prop.
  const [clearedFor, setClearedFor] = useState(sentCount);
  if (clearedFor !== sentCount) {
    setClearedFor(sentCount);
    setCategoryId('');
    setAddress({});
    setPosition(undefined);
    setDescription('');
  }

  // After a refused attempt, focus the first field in error (WCAG 3.3.1).
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const messageOf = (field: QualityReportField) => {
    const error = errors[field];
    return error === undefined ? undefined : t(error.key, error.params);
  };

  const choose = (level: (typeof levels)[number], id: string) => {
    const next = chooseAddress(address, level, id === '' ? undefined : id);
    if (next === address) return;
    setAddress(next);
    onAddressChange?.(next);
  };

  const findPosition = async () => {
    setLocating(true);
    setLocateFailed(false);
    try {
      setPosition(await locate());
    } catch {
      setPosition(undefined);
      setLocateFailed(true);
    } finally {
      setLocating(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const check = validateQualityReport({ categoryId, placeMode, address, position, description });
    if (!check.ok) {
      setErrors(check.errors);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    onSubmit(check.value);
  };

  const positionMessage = locateFailed ? t('support.quality.locateFailed') : messageOf('position');

  return (
    <form ref={form} className={requestStyles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <Select
        label={t('support.quality.category')}
        placeholder={t('support.quality.categoryPlaceholder')}
        options={categories.map((category) => ({
          value: category.id,
          label: category.path.map((name) => nameIn(name, i18n.language)).join(' › '),
        }))}
        value={categoryId}
        onValueChange={setCategoryId}
        error={messageOf('categoryId')}
        required
      />
      <fieldset className={choiceStyles.fieldset}>
        <legend className={choiceStyles.legend}>{t('support.quality.placeLegend')}</legend>
        <div className={styles.modes}>
          {(['address', 'position'] as const).map((mode) => (
            <label key={mode} className={choiceStyles.option}>
              <input
                className={choiceStyles.radio}
                type="radio"
                name={modeName}
                value={mode}
                checked={placeMode === mode}
                onChange={() => setPlaceMode(mode)}
              />
              <span>
                {t(mode === 'address' ? 'support.quality.byAddress' : 'support.quality.byPosition')}
              </span>
            </label>
          ))}
        </div>
        {placeMode === 'address' ? (
          <div className={styles.cascade}>
            {levels.map((level) => (
              <Select
                key={level}
                label={t(`support.quality.${level}`)}
                placeholder={t('support.quality.choose')}
                options={(places[level] ?? []).map((option) => ({ value: option.id, label: option.name }))}
                value={address[level] ?? ''}
                onValueChange={(id) => choose(level, id)}
                disabled={!canChooseAddressLevel(address, level) || (places[level] ?? []).length === 0}
                error={messageOf(level)}
                required
              />
            ))}
          </div>
        ) : (
          <FieldShell
            label={t('support.quality.locate')}
            hideLabel
            hint={t('support.quality.locateHint')}
            error={positionMessage}
          >
            {(a11y) => (
              <div className={styles.locate}>
                <Button
                  {...a11y}
                  type="button"
                  variant="secondary"
                  loading={locating}
                  onClick={() => void findPosition()}
                >
                  {t('support.quality.locate')}
                </Button>
                {position !== undefined ? (
                  <p className={styles.located} role="status">
                    {t('support.quality.located', { position: formatGeoPosition(position) })}
                  </p>
                ) : null}
              </div>
            )}
          </FieldShell>
        )}
      </fieldset>
      <DescriptionField
        label={t('support.quality.description')}
        value={description}
        onChange={setDescription}
        error={messageOf('description')}
      />
      {failure !== undefined ? (
        <p className={requestStyles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {/* Present from the start so that the confirmation is announced when it appears. */}
      <div role="status">
        {sentCount > 0 ? <p className={styles.sent}>{t('support.quality.sent')}</p> : null}
      </div>
      <div>
        <Button type="submit" loading={submitting}>
          {t('support.quality.submit')}
        </Button>
      </div>
    </form>
  );
}
