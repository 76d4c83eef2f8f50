import {
  EMPTY_PARTNER_APPLICATION,
  PARTNER_FIELD_MAX_LENGTH,
  safeCaptchaImage,
  validatePartnerApplication,
  type FieldError,
  type IsoDate,
  type PartnerApplication,
  type PartnerField,
} from '@selfcare/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../private/form.css';

export type PartnerCaptcha =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly id: string; readonly image: string };

export interface PartnerRegistrationFormProps {
  /** Business fields and areas as options (labels in the reader's language); undefined while loading. */
  businessFields: readonly SelectOption[] | undefined;
  areas: readonly SelectOption[] | undefined;
  captcha: PartnerCaptcha;
  onRefreshCaptcha: () => void;
  /** A form every rule accepted (VAL-52 … VAL-56, LOY-25). */
  onSubmit: (values: PartnerApplication) => void;
  /** Vietnam's calendar day, for the age rule (VAL-56). */
  today: IsoDate;
  pending?: boolean;
  /** The server's refusal of the captcha answer, translated. */
  captchaError?: string | undefined;
  /** Any other refusal of the server, as sent. */
  error?: string | undefined;
}

/**
 * LOY-55: the partner registration. Errors show once a field is left, and for every field on a send;
 * the first field in error then takes focus. The input stays as typed when the server refuses it; only
 * the captcha answer starts empty for each new captcha image.
 */
export function PartnerRegistrationForm(props: PartnerRegistrationFormProps) {
  const { t } = useTranslation('ui');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PartnerApplication>(EMPTY_PARTNER_APPLICATION);
  const [touched, setTouched] = useState<ReadonlySet<PartnerField>>(new Set());
  const [sent, setSent] = useState(0);
  const captchaId = props.captcha.status === 'ready' ? props.captcha.id : '';
  // The answer belongs to one captcha: a new image starts with an empty answer.
  const [answer, setAnswer] = useState({ captchaId, text: '' });
  const current: PartnerApplication = {
    ...values,
    captchaAnswer: answer.captchaId === captchaId ? answer.text : '',
  };
  const errors = validatePartnerApplication(current, props.today);
  const shown = (field: PartnerField): string | undefined => {
    const error: FieldError | undefined = errors[field];
    if (error && (sent > 0 || touched.has(field))) return t(error.key, error.params);
    return undefined;
  };

  useEffect(() => {
    if (sent > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [sent]);

  const set = (field: PartnerField) => (value: string) => {
    if (field === 'captchaAnswer') setAnswer({ captchaId, text: value });
    else setValues((previous) => ({ ...previous, [field]: value }));
  };
  const leave = (field: PartnerField) => () => setTouched((previous) => new Set(previous).add(field));
  const text = (field: PartnerField, label: string, extra: Record<string, unknown> = {}) => ({
    label,
    value: current[field],
    required: true,
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    onBlur: leave(field),
    error: shown(field),
    ...extra,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent((count) => count + 1);
    if (Object.keys(errors).length === 0 && props.captcha.status === 'ready') props.onSubmit(current);
  };
  const image = props.captcha.status === 'ready' ? safeCaptchaImage(props.captcha.image) : undefined;

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('loyaltyPartners.partner.formLabel')}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('loyaltyPartners.partner.account')}</legend>
        <TextField
          {...text('loginName', t('loyaltyPartners.partner.loginName'), {
            hint: t('loyaltyPartners.partner.loginNameHint'),
            autoComplete: 'username',
            maxLength: PARTNER_FIELD_MAX_LENGTH.loginName,
          })}
        />
        <PasswordField
          {...text('password', t('loyaltyPartners.partner.password'), {
            hint: t('loyaltyPartners.partner.passwordHint'),
            autoComplete: 'new-password',
            maxLength: 64,
          })}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('loyaltyPartners.partner.business')}</legend>
        <TextField
          {...text('company', t('loyaltyPartners.partner.company'), {
            autoComplete: 'organization',
            maxLength: PARTNER_FIELD_MAX_LENGTH.company,
          })}
        />
        {props.businessFields && props.areas ? (
          <>
            <Select
              label={t('loyaltyPartners.partner.businessField')}
              options={props.businessFields}
              value={current.businessFieldId}
              onValueChange={(value) => {
                set('businessFieldId')(value);
                leave('businessFieldId')();
              }}
              required
              error={shown('businessFieldId')}
            />
            <Select
              label={t('loyaltyPartners.partner.area')}
              options={props.areas}
              value={current.areaId}
              onValueChange={(value) => {
                set('areaId')(value);
                leave('areaId')();
              }}
              required
              error={shown('areaId')}
            />
          </>
        ) : (
          <div role="status" aria-label={t('loyaltyPartners.partner.listsLoading')}>
            <Skeleton shape="rect" height="6rem" />
          </div>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('loyaltyPartners.partner.contact')}</legend>
        <TextField
          {...text('contactName', t('loyaltyPartners.partner.contactName'), {
            autoComplete: 'name',
            maxLength: PARTNER_FIELD_MAX_LENGTH.contactName,
          })}
        />
        <TextField
          {...text('phone', t('loyaltyPartners.partner.phone'), {
            hint: t('loyaltyPartners.partner.phoneHint'),
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            maxLength: 11,
          })}
        />
        <TextField
          {...text('email', t('loyaltyPartners.partner.email'), {
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            maxLength: 254,
          })}
        />
        <TextField
          {...text('idNumber', t('loyaltyPartners.partner.idNumber'), {
            hint: t('loyaltyPartners.partner.idNumberHint'),
            inputMode: 'numeric',
            maxLength: 12,
          })}
        />
        <TextField
          {...text('birthDate', t('loyaltyPartners.partner.birthDate'), {
            type: 'date',
            autoComplete: 'bday',
          })}
        />
      </fieldset>
      <div className={styles.captchaRow}>
        {props.captcha.status === 'loading' ? (
          <div role="status" aria-label={t('loyaltyPartners.partner.captchaLoading')}>
            <Skeleton shape="rect" width="150px" height="50px" />
          </div>
        ) : image === undefined ? (
          <p role="alert">{t('loyaltyPartners.partner.captchaFailed')}</p>
        ) : (
          <img className={styles.captchaImage} src={image} alt={t('loyaltyPartners.partner.captchaImage')} />
        )}
        <Button type="button" variant="secondary" onClick={props.onRefreshCaptcha}>
          {t('loyaltyPartners.partner.refreshCaptcha')}
        </Button>
      </div>
      <TextField
        {...text('captchaAnswer', t('loyaltyPartners.partner.captcha'), {
          hint: t('loyaltyPartners.partner.captchaHint'),
          autoComplete: 'off',
          autoCapitalize: 'characters',
          spellCheck: false,
          maxLength: PARTNER_FIELD_MAX_LENGTH.captchaAnswer,
          // The server's refusal stands until a new answer is typed for the new image.
          error:
            current.captchaAnswer === '' && props.captchaError ? props.captchaError : shown('captchaAnswer'),
        })}
      />
      {sent > 0 && Object.keys(errors).length > 0 ? (
        <p role="alert">
          {t('loyaltyPartners.partner.errorsSummary', { count: Object.keys(errors).length })}
        </p>
      ) : null}
      {props.error ? <p role="alert">{props.error}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={props.pending ?? false}>
          {t('loyaltyPartners.partner.submit')}
        </Button>
      </div>
    </form>
  );
}
