import { canChangeEzcomSim, validateSimSerial, type EzcomCheck } from '@selfcare/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../private/sim.css';
import { useFocusWhenTrue } from '../private/useFocusWhenTrue';

export interface EzcomSimChangeProps {
  /** The operator's check: the subscriber type decides (VAL-61). */
  check: EzcomCheck;
  /** A valid serial of the new EZCom SIM. */
  onSubmit: (serial: string) => void;
  /** The request id once the change was accepted. */
  requestId?: string | undefined;
  pending?: boolean;
  failure?: string | undefined;
}

/**
 * ACC-32, VAL-61, ROLE-07: the EZCom SIM change. A postpaid subscriber is told plainly that it is for
 * prepaid only and gets no form (the server refuses it too); a prepaid one types the new SIM's serial.
 */
export function EzcomSimChange({
  check,
  onSubmit,
  requestId,
  pending = false,
  failure,
}: EzcomSimChangeProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  // Once sent, the form and its button give way to the answer: focus goes to the heading above it.
  const heading = useFocusWhenTrue<HTMLHeadingElement>(requestId !== undefined);
  const [serial, setSerial] = useState('');
  const [serialError, setSerialError] = useState<string | undefined>(undefined);
  const allowed = check.allowed && canChangeEzcomSim(check.subscriberType);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSimSerial(serial);
    if (!checked.ok) {
      setSerialError(t(checked.error));
      return;
    }
    setSerialError(undefined);
    onSubmit(checked.value);
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('sim.ezcom.title')}
      </h2>
      <p className={styles.lead}>{t('sim.ezcom.lead')}</p>
      {!allowed ? (
        <p className={styles.refusal}>{t('sim.ezcom.refused')}</p>
      ) : requestId !== undefined ? (
        <p role="status" className={styles.success}>
          {t('sim.ezcom.done', { id: requestId })}
        </p>
      ) : (
        <form className={styles.inline} onSubmit={submit} noValidate>
          <TextField
            label={t('sim.ezcom.serial')}
            hint={t('sim.multiSim.serialHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            value={serial}
            onChange={(event) => setSerial(event.target.value.replace(/[^\d ]/g, ''))}
            error={serialError}
            required
          />
          <Button type="submit" loading={pending}>
            {t('sim.ezcom.submit')}
          </Button>
        </form>
      )}
      {failure !== undefined ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
    </section>
  );
}
