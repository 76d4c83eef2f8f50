import type { GatewayDevice } from '@selfcare/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import * as styles from '../private/linkedServices.css';

export interface GatewayDeviceListProps {
  /** Connected and blocked devices as one list (domain mergeGatewayDevices). */
  devices: readonly GatewayDevice[];
  /** Blocks or unblocks a device, after the confirm dialog. */
  onBlock: (device: GatewayDevice) => void;
  onUnblock: (device: GatewayDevice) => void;
  /** The MAC of the device being changed. */
  pending?: string | undefined;
  failure?: string | undefined;
}

/** ACC-78, ACC-79: the devices the gateway sees, blocked ones marked, each blocked or unblocked after a confirm. */
export function GatewayDeviceList({ devices, onBlock, onUnblock, pending, failure }: GatewayDeviceListProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [asking, setAsking] = useState<GatewayDevice | undefined>(undefined);
  const nameOf = (device: GatewayDevice) => device.name ?? t('linkedServices.devices.unnamed');
  const askingText = (key: 'Title' | 'Message') =>
    asking
      ? t(`linkedServices.devices.${asking.blocked ? 'unblock' : 'block'}${key}`, {
          name: nameOf(asking),
          mac: asking.mac,
        })
      : '';
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('linkedServices.devices.title')}
      </h2>
      {devices.length === 0 ? (
        <p className={styles.lead}>{t('linkedServices.devices.empty')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {devices.map((device) => (
            <li key={device.mac} className={styles.row}>
              <div className={styles.rowBody}>
                <p className={styles.rowName}>{nameOf(device)}</p>
                <p className={styles.muted}>
                  {t('linkedServices.devices.details', { mac: device.mac })}
                  {device.ip ? ` · ${t('linkedServices.devices.ip', { ip: device.ip })}` : ''}
                </p>
              </div>
              <div className={styles.actions}>
                <Badge tone={device.blocked ? 'critical' : 'positive'}>
                  {t(device.blocked ? 'linkedServices.devices.blocked' : 'linkedServices.devices.connected')}
                </Badge>
                <Button
                  size="sm"
                  variant={device.blocked ? 'secondary' : 'critical'}
                  aria-label={t(
                    device.blocked
                      ? 'linkedServices.devices.unblockNamed'
                      : 'linkedServices.devices.blockNamed',
                    { name: nameOf(device) },
                  )}
                  loading={pending === device.mac}
                  onClick={() => setAsking(device)}
                >
                  {t(device.blocked ? 'linkedServices.devices.unblock' : 'linkedServices.devices.block')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
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
        tone={asking?.blocked ? 'brand' : 'critical'}
        title={askingText('Title')}
        message={askingText('Message')}
        confirmLabel={t(asking?.blocked ? 'linkedServices.devices.unblock' : 'linkedServices.devices.block')}
        onConfirm={() => {
          if (asking) (asking.blocked ? onUnblock : onBlock)(asking);
          setAsking(undefined);
        }}
      />
    </section>
  );
}
