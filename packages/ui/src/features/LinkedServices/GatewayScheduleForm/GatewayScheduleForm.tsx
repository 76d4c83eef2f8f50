import {
  WEEKDAYS,
  scheduleErrorField,
  validateRebootSchedule,
  validateWifiSchedule,
  type GatewayScheduleError,
  type RebootSchedule,
  type RebootScheduleDraft,
  type Weekday,
  type WifiSchedule,
  type WifiScheduleDraft,
} from '@selfcare/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../private/linkedServices.css';
import { useScheduleText } from '../private/useScheduleText';

/** A wifi on/off or a restart schedule form, with the schedules it must not overlap. */
export type GatewayScheduleFormProps = (
  | { kind: 'wifi'; existing: readonly WifiSchedule[]; onSubmit: (draft: WifiScheduleDraft) => void }
  | { kind: 'reboot'; existing: readonly RebootSchedule[]; onSubmit: (draft: RebootScheduleDraft) => void }
) & {
  /** While the schedule is being added. */
  pending?: boolean;
};

interface Failure {
  error: GatewayScheduleError;
  params?: Readonly<Record<string, number>> | undefined;
}

/**
 * ACC-80: the times (24-hour) and the days of a new schedule, checked by the domain's rules (time format, at
 * least one day, no overlap with the existing ones, the limit) before `onSubmit`; the refusal is shown by the
 * field it concerns.
 */
export function GatewayScheduleForm(props: GatewayScheduleFormProps) {
  const { t } = useTranslation('ui');
  const text = useScheduleText();
  const errorId = useId();
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [days, setDays] = useState<readonly Weekday[]>([]);
  const [failure, setFailure] = useState<Failure | undefined>(undefined);
  const message = failure ? t(`linkedServices.schedules.errors.${failure.error}`, failure.params) : undefined;
  const field = failure ? scheduleErrorField(failure.error) : undefined;
  const daysErrorId = field === 'days' ? errorId : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked =
      props.kind === 'wifi'
        ? validateWifiSchedule({ offAt: first, onAt: second, days }, props.existing)
        : validateRebootSchedule({ at: first, days }, props.existing);
    if (!checked.ok) {
      setFailure({ error: checked.error, params: checked.params });
      return;
    }
    setFailure(undefined);
    if (props.kind === 'wifi') props.onSubmit(checked.value as WifiScheduleDraft);
    else props.onSubmit(checked.value as RebootScheduleDraft);
  };
  const toggleDay = (day: Weekday, on: boolean) =>
    setDays((current) => (on ? [...current, day] : current.filter((d) => d !== day)));
  // A wrong time is told on the first field, 'the same times' on the second.
  const timeError = (which: 'first' | 'second') =>
    field === 'time' && (failure?.error === 'sameTimes') === (which === 'second') ? message : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.times}>
        <TextField
          type="time"
          label={t(props.kind === 'wifi' ? 'linkedServices.schedules.offAt' : 'linkedServices.schedules.at')}
          hint={t('linkedServices.schedules.timeHint')}
          value={first}
          onChange={(event) => setFirst(event.target.value)}
          error={timeError('first')}
        />
        {props.kind === 'wifi' ? (
          <TextField
            type="time"
            label={t('linkedServices.schedules.onAt')}
            value={second}
            onChange={(event) => setSecond(event.target.value)}
            error={timeError('second')}
          />
        ) : null}
      </div>
      <fieldset className={styles.days} aria-describedby={daysErrorId}>
        <legend className={styles.legend}>{t('linkedServices.schedules.days')}</legend>
        {WEEKDAYS.map((day) => (
          <Checkbox
            key={day}
            label={text.dayName(day)}
            checked={days.includes(day)}
            onCheckedChange={(on) => toggleDay(day, on)}
          />
        ))}
      </fieldset>
      {field === 'days' || field === 'form' ? (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={props.pending ?? false}>
          {t('linkedServices.schedules.add')}
        </Button>
      </div>
    </form>
  );
}
