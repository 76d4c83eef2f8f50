import type { HomeGateway, WifiNetwork } from '@selfcare/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import * as styles from '../private/linkedServices.css';

export interface GatewayPanelProps {
  gateway: HomeGateway;
  networks: readonly WifiNetwork[];
  /** Restarts the gateway now, after the confirm dialog. */
  onRestart: () => void;
  /** Switches one network on or off, after the confirm dialog. */
  onSwitchNetwork: (network: WifiNetwork, enabled: boolean) => void;
  /** What is being changed: 'restart' or the index of the network being switched. */
  pending?: 'restart' | number | undefined;
  /** The last change's failure, in the reader's language. */
  failure?: string | undefined;
}

type Asking = { kind: 'restart' } | { kind: 'switch'; network: WifiNetwork; enabled: boolean };

/** ACC-77, ACC-78: the gateway, restart now, and its wifi networks (name, band, on/off); each change confirmed. */
export function GatewayPanel({
  gateway,
  networks,
  onRestart,
  onSwitchNetwork,
  pending,
  failure,
}: GatewayPanelProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const networksId = useId();
  const [asking, setAsking] = useState<Asking | undefined>(undefined);
  const confirm = () => {
    if (asking?.kind === 'restart') onRestart();
    if (asking?.kind === 'switch') onSwitchNetwork(asking.network, asking.enabled);
    setAsking(undefined);
  };
  const switchText = (key: 'Title' | 'Message', a: Extract<Asking, { kind: 'switch' }>) =>
    t(`linkedServices.gateway.${a.enabled ? 'turnOn' : 'turnOff'}${key}`, { name: a.network.name });
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('linkedServices.gateway.title')}
        </h2>
        <Badge tone={gateway.online ? 'positive' : 'caution'}>
          {t(gateway.online ? 'linkedServices.gateway.online' : 'linkedServices.gateway.offline')}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('linkedServices.gateway.model')}</dt>
        <dd className={styles.factValue}>{gateway.model}</dd>
        <dt className={styles.factName}>{t('linkedServices.gateway.serial')}</dt>
        <dd className={styles.factValue}>{gateway.serial}</dd>
        {gateway.firmware ? (
          <>
            <dt className={styles.factName}>{t('linkedServices.gateway.firmware')}</dt>
            <dd className={styles.factValue}>{gateway.firmware}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={pending === 'restart'}
          onClick={() => setAsking({ kind: 'restart' })}
        >
          {t('linkedServices.gateway.restart')}
        </Button>
      </div>
      <h3 id={networksId} className={styles.cardTitle}>
        {t('linkedServices.gateway.networks')}
      </h3>
      <ul className={styles.list} aria-labelledby={networksId}>
        {networks.map((network) => (
          <li key={network.index} className={styles.row}>
            <div className={styles.rowBody}>
              <p className={styles.rowName}>{network.name}</p>
              <p className={styles.muted}>
                {t('linkedServices.gateway.band', { band: network.band })} ·{' '}
                {t(
                  network.enabled ? 'linkedServices.gateway.networkOn' : 'linkedServices.gateway.networkOff',
                )}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t(
                network.enabled
                  ? 'linkedServices.gateway.turnOffNamed'
                  : 'linkedServices.gateway.turnOnNamed',
                { name: network.name },
              )}
              loading={pending === network.index}
              onClick={() => setAsking({ kind: 'switch', network, enabled: !network.enabled })}
            >
              {t(network.enabled ? 'linkedServices.gateway.turnOff' : 'linkedServices.gateway.turnOn')}
            </Button>
          </li>
        ))}
      </ul>
      {failure !== undefined ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => {
          if (!open) setAsking(undefined);
        }}
        tone={
          asking?.kind === 'restart' || (asking?.kind === 'switch' && !asking.enabled) ? 'critical' : 'brand'
        }
        title={
          asking?.kind === 'switch' ? switchText('Title', asking) : t('linkedServices.gateway.restartTitle')
        }
        message={
          asking?.kind === 'switch'
            ? switchText('Message', asking)
            : t('linkedServices.gateway.restartMessage')
        }
        confirmLabel={
          asking?.kind === 'switch'
            ? t(asking.enabled ? 'linkedServices.gateway.turnOn' : 'linkedServices.gateway.turnOff')
            : t('linkedServices.gateway.restart')
        }
        onConfirm={confirm}
      />
    </section>
  );
}
