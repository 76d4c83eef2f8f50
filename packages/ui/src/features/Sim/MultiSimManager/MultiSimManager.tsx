import {
  canLinkAnotherSim,
  MULTISIM_MAX_SIMS,
  shortSimSerial,
  validateSimSerial,
  type LinkedSim,
  type MultiSimStatus,
} from '@selfcare/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../private/sim.css';
import { formatSimDate } from '../private/formatSimDate';

export type MultiSimAction = 'link' | 'unlink' | 'unregister';

export interface MultiSimManagerProps {
  status: MultiSimStatus;
  /** A valid serial (domain validateSimSerial), while below the maximum. */
  onLink: (serial: string) => void;
  /** Confirmed in a dialog first. */
  onUnlink: (serial: string) => void;
  /** Ends the service; confirmed in a dialog first. */
  onUnregister: () => void;
  /** The action on its way. */
  pending?: MultiSimAction | undefined;
  /** The operator's refusal of the last action. */
  failure?: string | undefined;
}

/**
 * ACC-28: the extra SIMs sharing the subscriber's number, a field to link one more (up to
 * MULTISIM_MAX_SIMS), and the destructive actions (unlink one, cancel the service) behind a confirmation.
 */
export function MultiSimManager({
  status,
  onLink,
  onUnlink,
  onUnregister,
  pending,
  failure,
}: MultiSimManagerProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const [serial, setSerial] = useState('');
  const [serialError, setSerialError] = useState<string | undefined>(undefined);
  const [unlinking, setUnlinking] = useState<LinkedSim | undefined>(undefined);
  const [unregistering, setUnregistering] = useState(false);
  const linkedCount = status.sims.length;
  const room = canLinkAnotherSim(linkedCount);
  const field = useRef<HTMLInputElement>(null);

  const heading = useRef<HTMLHeadingElement>(null);

  // A SIM just linked empties the field for the next one; a SIM just removed took the focused button
  // with it, so focus goes to the section's heading instead of the page's body.
  const previousCount = useRef(linkedCount);
  useEffect(() => {
    if (linkedCount > previousCount.current) setSerial('');
    if (linkedCount < previousCount.current) heading.current?.focus();
    previousCount.current = linkedCount;
  }, [linkedCount]);

  const link = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSimSerial(serial);
    if (!checked.ok) {
      setSerialError(t(checked.error));
      field.current?.focus();
      return;
    }
    setSerialError(undefined);
    onLink(checked.value);
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('sim.multiSim.title')}
      </h2>
      <p className={styles.lead}>{t('sim.multiSim.lead', { max: MULTISIM_MAX_SIMS })}</p>
      {linkedCount === 0 ? (
        <EmptyState title={t('sim.multiSim.emptyTitle')} description={t('sim.multiSim.emptyDescription')} />
      ) : (
        <>
          <p className={styles.muted}>
            {t('sim.multiSim.count', { count: linkedCount, max: MULTISIM_MAX_SIMS })}
          </p>
          <ul className={styles.list} aria-labelledby={titleId}>
            {status.sims.map((sim) => (
              <li key={sim.serial} className={styles.row}>
                <span className={styles.rowText}>
                  <span className={styles.strong}>
                    {t('sim.multiSim.serialLabel', { serial: sim.serial })}
                  </span>
                  <span className={styles.muted}>
                    {t('sim.multiSim.linkedAt', {
                      date: formatSimDate(new Date(sim.linkedAt), i18n.language),
                    })}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('sim.multiSim.unlinkNamed', { serial: shortSimSerial(sim.serial) })}
                  loading={pending === 'unlink' && unlinking?.serial === sim.serial}
                  onClick={() => setUnlinking(sim)}
                >
                  {t('sim.multiSim.unlink')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {room.ok ? (
        <form className={styles.inline} onSubmit={link} noValidate>
          <TextField
            ref={field}
            label={t('sim.multiSim.serial')}
            hint={t('sim.multiSim.serialHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            value={serial}
            onChange={(event) => setSerial(event.target.value.replace(/[^\d ]/g, ''))}
            error={serialError}
            required
          />
          <Button type="submit" loading={pending === 'link'}>
            {t('sim.multiSim.link')}
          </Button>
        </form>
      ) : (
        <p className={styles.notice}>{t('sim.multiSim.full')}</p>
      )}
      {failure !== undefined ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      {linkedCount > 0 ? (
        <div className={styles.actions}>
          <Button
            variant="critical"
            loading={pending === 'unregister'}
            onClick={() => setUnregistering(true)}
          >
            {t('sim.multiSim.unregister')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={unlinking !== undefined}
        onOpenChange={(open) => (open ? undefined : setUnlinking(undefined))}
        title={t('sim.multiSim.unlinkTitle')}
        message={t('sim.multiSim.unlinkMessage', {
          serial: unlinking ? shortSimSerial(unlinking.serial) : '',
        })}
        confirmLabel={t('sim.multiSim.unlink')}
        tone="critical"
        onConfirm={() => {
          if (unlinking) onUnlink(unlinking.serial);
          setUnlinking(undefined);
        }}
      />
      <ConfirmDialog
        open={unregistering}
        onOpenChange={setUnregistering}
        title={t('sim.multiSim.unregisterTitle')}
        message={t('sim.multiSim.unregisterMessage', { count: linkedCount })}
        confirmLabel={t('sim.multiSim.unregister')}
        tone="critical"
        onConfirm={() => {
          onUnregister();
          setUnregistering(false);
        }}
      />
    </section>
  );
}
