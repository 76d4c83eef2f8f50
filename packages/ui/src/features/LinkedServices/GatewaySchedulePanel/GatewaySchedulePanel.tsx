import type { RebootSchedule, RebootScheduleDraft, WifiSchedule, WifiScheduleDraft } from '@selfcare/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { GatewayScheduleForm } from '../GatewayScheduleForm/GatewayScheduleForm';
import * as styles from '../private/linkedServices.css';
import { useScheduleText } from '../private/useScheduleText';

type Kinds =
  | {
      kind: 'wifi';
      schedules: readonly WifiSchedule[];
      onAdd: (draft: WifiScheduleDraft) => void;
      onDelete: (schedule: WifiSchedule) => void;
    }
  | {
      kind: 'reboot';
      schedules: readonly RebootSchedule[];
      onAdd: (draft: RebootScheduleDraft) => void;
      onDelete: (schedule: RebootSchedule) => void;
    };

export type GatewaySchedulePanelProps = Kinds & {
  /** 'add' while a schedule is added, or the id of the one being deleted. */
  pending?: string | undefined;
  failure?: string | undefined;
};

type Asking =
  | { kind: 'add'; draft: WifiScheduleDraft | RebootScheduleDraft }
  | { kind: 'delete'; schedule: WifiSchedule | RebootSchedule };

/** ACC-80: a gateway's wifi on/off or restart schedules, with the form to add one; adding and deleting are confirmed. */
export function GatewaySchedulePanel(props: GatewaySchedulePanelProps) {
  const { t } = useTranslation('ui');
  const text = useScheduleText();
  const titleId = useId();
  const [asking, setAsking] = useState<Asking | undefined>(undefined);
  const describe = (schedule: WifiScheduleDraft | RebootScheduleDraft) =>
    'at' in schedule ? text.reboot(schedule) : text.wifi(schedule);
  const confirm = () => {
    if (asking?.kind === 'add') {
      if (props.kind === 'wifi') props.onAdd(asking.draft as WifiScheduleDraft);
      else props.onAdd(asking.draft as RebootScheduleDraft);
    }
    if (asking?.kind === 'delete') {
      if (props.kind === 'wifi') props.onDelete(asking.schedule as WifiSchedule);
      else props.onDelete(asking.schedule as RebootSchedule);
    }
    setAsking(undefined);
  };
  const ask = (draft: WifiScheduleDraft | RebootScheduleDraft) => setAsking({ kind: 'add', draft });
  const prefix = props.kind === 'wifi' ? 'wifi' : 'reboot';
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t(`linkedServices.schedules.${prefix}Title`)}
      </h2>
      {props.schedules.length === 0 ? (
        <p className={styles.lead}>{t(`linkedServices.schedules.${prefix}Empty`)}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {props.schedules.map((schedule) => (
            <li key={schedule.id} className={styles.row}>
              <p className={styles.rowName}>{describe(schedule)}</p>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('linkedServices.schedules.deleteNamed', { schedule: describe(schedule) })}
                loading={props.pending === schedule.id}
                onClick={() => setAsking({ kind: 'delete', schedule })}
              >
                {t('linkedServices.schedules.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {/* A new key after each change resets the form once its schedule is in the list. */}
      {props.kind === 'wifi' ? (
        <GatewayScheduleForm
          key={props.schedules.length}
          kind="wifi"
          existing={props.schedules}
          onSubmit={ask}
          pending={props.pending === 'add'}
        />
      ) : (
        <GatewayScheduleForm
          key={props.schedules.length}
          kind="reboot"
          existing={props.schedules}
          onSubmit={ask}
          pending={props.pending === 'add'}
        />
      )}
      {props.failure !== undefined ? (
        <p role="alert" className={styles.error}>
          {props.failure}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => {
          if (!open) setAsking(undefined);
        }}
        tone={asking?.kind === 'delete' ? 'critical' : 'brand'}
        title={
          asking?.kind === 'delete'
            ? t('linkedServices.schedules.deleteTitle')
            : t(`linkedServices.schedules.${prefix === 'wifi' ? 'addWifiTitle' : 'addRebootTitle'}`)
        }
        message={asking ? describe(asking.kind === 'add' ? asking.draft : asking.schedule) : ''}
        confirmLabel={t(
          asking?.kind === 'delete' ? 'linkedServices.schedules.delete' : 'linkedServices.schedules.add',
        )}
        onConfirm={confirm}
      />
    </section>
  );
}
