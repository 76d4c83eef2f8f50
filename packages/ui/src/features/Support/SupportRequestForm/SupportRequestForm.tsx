import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  nameIn,
  sanitizePhoneInput,
  validateSupportRequest,
  type SupportCategory,
  type SupportRequestErrors,
  type SupportRequestField,
  type SupportRequestForm as SupportRequestValues,
} from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { Select } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import { FieldShell } from '../../../components/private/FieldShell';
import { DescriptionField } from '../private/DescriptionField';
import * as supportStyles from '../private/support.css';
import { downscalePhoto } from '../../../lib/downscalePhoto';
import * as styles from './SupportRequestForm.css';

export interface SupportRequestFormProps {
  categories: readonly SupportCategory[];
  /** The signed-in number, offered as the contact number. */
  defaultContactNumber?: string;
  /** A valid form (domain rules passed) and its downscaled photo, if one was chosen. */
  onSubmit: (values: SupportRequestValues, photo: Blob | undefined) => void;
  submitting?: boolean;
  /** The operator's refusal; the form keeps everything typed so it can be sent again. */
  failure?: string | undefined;
  /** Tests and stories may stand in for the canvas. */
  shrinkPhoto?: (file: Blob) => Promise<Blob>;
}

interface Photo {
  readonly blob: Blob;
  readonly url: string;
}

/**
 * ACC-67: category, description, contact number and an optional photo (made smaller in the browser).
 * The rules are the domain's (VAL-11 … VAL-13); errors show under each field after a send attempt and
 * focus goes to the first wrong field.
 */
export function SupportRequestForm({
  categories,
  defaultContactNumber = '',
  onSubmit,
  submitting = false,
  failure,
  shrinkPhoto = downscalePhoto,
}: SupportRequestFormProps) {
  const { t, i18n } = useTranslation('ui');
  const [categoryId, setCategoryId] = useState('');
  const [description, setDescription] = useState('');
  const [contactNumber, setContactNumber] = useState(defaultContactNumber);
  const [photo, setPhoto] = useState<Photo | undefined>(undefined);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<SupportRequestErrors>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  // After a refused attempt, focus the first field in error (WCAG 3.3.1).
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const messageOf = (field: SupportRequestField) => {
    const error = errors[field];
    return error === undefined ? undefined : t(error.key, error.params);
  };

  const choosePhoto = async (file: File | undefined) => {
    setPhotoError(undefined);
    if (file === undefined) return;
    try {
      const blob = await shrinkPhoto(file);
      setPhoto({ blob, url: URL.createObjectURL(blob) });
    } catch {
      setPhoto(undefined);
      setPhotoError(t('support.request.photoUnreadable'));
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const removePhoto = () => {
    setPhoto(undefined);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateSupportRequest({ categoryId, description, contactNumber });
    if (!check.ok) {
      setErrors(check.errors);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    onSubmit(check.value, photo?.blob);
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <Select
        label={t('support.request.category')}
        placeholder={t('support.request.categoryPlaceholder')}
        options={categories.map((category) => ({
          value: category.id,
          label: nameIn(category.name, i18n.language),
        }))}
        value={categoryId}
        onValueChange={setCategoryId}
        error={messageOf('categoryId')}
        required
      />
      <DescriptionField
        label={t('support.request.description')}
        value={description}
        onChange={setDescription}
        error={messageOf('description')}
      />
      <TextField
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        label={t('support.request.contactNumber')}
        value={contactNumber}
        onChange={(event) => setContactNumber(sanitizePhoneInput(event.target.value))}
        error={messageOf('contactNumber')}
        required
      />
      <FieldShell
        label={t('support.request.photo')}
        hint={t('support.request.photoHint')}
        error={photoError}
        optional
      >
        {(a11y) => (
          <div className={styles.photoRow}>
            <input
              {...a11y}
              ref={fileInput}
              className={styles.fileInput}
              type="file"
              accept="image/*"
              onChange={(event) => void choosePhoto(event.target.files?.[0])}
            />
            {photo ? (
              <>
                <img className={styles.preview} src={photo.url} alt={t('support.request.photoPreview')} />
                <Button type="button" variant="secondary" size="sm" onClick={removePhoto}>
                  {t('support.request.photoRemove')}
                </Button>
              </>
            ) : null}
          </div>
        )}
      </FieldShell>
      {failure !== undefined ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <p className={supportStyles.lead}>{t('support.request.replyPromise')}</p>
      <div>
        <Button type="submit" loading={submitting}>
          {t('support.request.submit')}
        </Button>
      </div>
    </form>
  );
}
