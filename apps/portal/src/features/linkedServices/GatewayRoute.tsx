import { isApiFailure } from '@selfcare/api-client';
import { mergeGatewayDevices } from '@selfcare/domain';
import { GatewayDeviceList, GatewayPanel, GatewaySchedulePanel, Skeleton } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoadFailure } from '../../lib/LoadFailure';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries } from '../../lib/services';
import { gatewayReads } from './gatewayReads';
import { gatewayRefusalOf } from './gatewayRefusal';
import { useGatewayChanges } from './useGatewayChanges';

/** ACC-77 … ACC-80: the home wifi gateway of one linked home internet account. */
function Gateway({ account }: { account: string }) {
  const { t } = useTranslation(['linkedServices']);
  const reads = gatewayReads(usePortalQueries(), account);
  const changes = useGatewayChanges(account);
  const gateway = useQuery(reads.gateway);
  const networks = useQuery(reads.networks);
  const connected = useQuery(reads.connected);
  const blocked = useQuery(reads.blocked);
  const wifi = useQuery(reads.wifi);
  const reboot = useQuery(reads.reboot);
  if (gateway.isError) {
    // GW01: not a gateway of the caller's linked accounts (a changed address): say so, not the server's words.
    const notFound = isApiFailure(gateway.error) && gatewayRefusalOf(gateway.error.error) === 'notFound';
    return notFound ? (
      <p role="alert">{t('linkedServices:refusals.notFound')}</p>
    ) : (
      <LoadFailure error={gateway.error} onRetry={() => void gateway.refetch()} />
    );
  }
  const devicesFailed = connected.isError ? connected : blocked.isError ? blocked : undefined;
  return (
    <>
      {gateway.data && networks.data ? (
        <GatewayPanel
          gateway={gateway.data}
          networks={networks.data}
          onRestart={() => void changes.restart()}
          onSwitchNetwork={(network, enabled) => void changes.switchNetwork(network, enabled)}
          pending={changes.gateway.pending}
          failure={changes.gateway.failure}
        />
      ) : networks.isError ? (
        <LoadFailure error={networks.error} onRetry={() => void networks.refetch()} />
      ) : (
        <Skeleton shape="rect" height="12rem" />
      )}
      {devicesFailed ? (
        <LoadFailure error={devicesFailed.error} />
      ) : connected.data && blocked.data ? (
        <GatewayDeviceList
          devices={mergeGatewayDevices(connected.data, blocked.data)}
          onBlock={(device) => void changes.block(device)}
          onUnblock={(device) => void changes.unblock(device)}
          pending={changes.devices.pending}
          failure={changes.devices.failure}
        />
      ) : (
        <Skeleton shape="rect" height="12rem" />
      )}
      {wifi.isError ? <LoadFailure error={wifi.error} onRetry={() => void wifi.refetch()} /> : null}
      {wifi.data ? (
        <GatewaySchedulePanel
          kind="wifi"
          schedules={wifi.data}
          onAdd={(draft) => void changes.addWifi(draft)}
          onDelete={(schedule) => void changes.deleteWifi(schedule)}
          pending={changes.wifi.pending}
          failure={changes.wifi.failure}
        />
      ) : null}
      {reboot.isError ? <LoadFailure error={reboot.error} onRetry={() => void reboot.refetch()} /> : null}
      {reboot.data ? (
        <GatewaySchedulePanel
          kind="reboot"
          schedules={reboot.data}
          onAdd={(draft) => void changes.addReboot(draft)}
          onDelete={(schedule) => void changes.deleteReboot(schedule)}
          pending={changes.reboot.pending}
          failure={changes.reboot.failure}
        />
      ) : null}
    </>
  );
}

/** Issue 17: the gateway page, under the linked services it belongs to. */
export function Component() {
  const { t } = useTranslation(['linkedServices']);
  const account = useParams()['account'] ?? '';
  return (
    <section className={pageStyles.page} aria-labelledby="home-gateway-title">
      <PrefetchLink to={paths.linkedServices.getHref()}>{t('linkedServices:back')}</PrefetchLink>
      <h1 id="home-gateway-title" className={pageStyles.title}>
        {t('linkedServices:gatewayTitle')}
      </h1>
      <p>{t('linkedServices:gatewayLead', { account })}</p>
      <Gateway key={account} account={account} />
    </section>
  );
}
