import {
  sanitizePhoneInput,
  SIM_4G_CONTACT_DAYS,
  validatePhoneField,
  type Sim4gEligibility,
  type Sim4gRequest,
} from '@selfcare/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../private/sim.css';
import { useFocusWhenTrue } from '../private/useFocusWhenTrue';
import { formatSimDate } from '../private/formatSimDate';

export interface Sim4gChangeFormProps {
  /** The operator's eligibility check (ACC-30). */
  eligibility: Sim4gEligibility;
  /** The signed-in number, offered as the contact number. */
  defaultContactPhone?: string;
  /** The accepted change with a valid contact number. */
  onAccept: (contactPhone: string) => void;
  /** Once accepted: the request and the day staff get in touch by (CONST-87). */
  accepted?: Sim4gRequest | undefined;
  pending?: boolean;
  failure?: string | undefined;
}

/**
 * ACC-30, ACC-31: the 4G SIM change. Refused with the operator's reason when not eligible; otherwise a
 * contact number and the subscriber's acceptance (the button waits for the tick), then the day by which
 * staff get in touch (SIM_4G_CONTACT_DAYS).
 */
export function Sim4gChangeForm({
  eligibility,
  defaultContactPhone = '',
  onAccept,
  accepted,
  pending = false,
  failure,
}: Sim4gChangeFormProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  // Once sent, the form and its button give way to the answer: focus goes to the heading above it.
  const heading = useFocusWhenTrue<HTMLHeadingElement>(accepted !== undefined);
  const [contactPhone, setContactPhone] = useState(defaultContactPhone);
  const [agreed, setAgreed] = useState(false);
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePhoneField(contactPhone);
    if (!checked.ok) {
      setPhoneError(t(checked.error));
      return;
    }
    setPhoneError(undefined);
    if (agreed) onAccept(checked.value);
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('sim.sim4g.title')}
      </h2>
      <p className={styles.lead}>{t('sim.sim4g.lead', { days: SIM_4G_CONTACT_DAYS })}</p>
      {accepted !== undefined ? (
        <p role="status" className={styles.success}>
          {t('sim.sim4g.accepted', {
            id: accepted.requestId,
            date: formatSimDate(accepted.contactBy, i18n.language),
          })}
        </p>
      ) : !eligibility.eligible ? (
        <div className={styles.refusal}>
          <p className={styles.strong}>{t('sim.sim4g.notEligibleTitle')}</p>
          {eligibility.reason !== undefined ? <p>{eligibility.reason}</p> : null}
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            label={t('sim.sim4g.contactPhone')}
            value={contactPhone}
            onChange={(event) => setContactPhone(sanitizePhoneInput(event.target.value))}
            error={phoneError}
            required
          />
          <Checkbox label={t('sim.sim4g.accept')} checked={agreed} onCheckedChange={setAgreed} required />
          {failure !== undefined ? (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={!agreed} loading={pending}>
              {t('sim.sim4g.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
