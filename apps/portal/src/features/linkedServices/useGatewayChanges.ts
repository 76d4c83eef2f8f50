import type { ApiError } from '@selfcare/api-client';
import { rebootScheduleRequest, wifiScheduleRequest } from '@selfcare/api-client';
import type {
  GatewayDevice,
  RebootSchedule,
  RebootScheduleDraft,
  WifiNetwork,
  WifiSchedule,
  WifiScheduleDraft,
} from '@selfcare/domain';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback';
import { usePortalQueries } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';
import { gatewayRefusalOf } from './gatewayRefusal';

interface WriteState {
  readonly failure: ApiError | undefined;
  readonly errorMessage: string | undefined;
  reset(): void;
}

/**
 * The writes of the gateway page (ACC-77 … ACC-80), each run after its confirm dialog (ui). A write re-reads
 * what it changes; a refused one re-reads too, since a refusal such as 'already blocked' (GW04) or 'no such
 * schedule' (GW06) means the page was out of date. Each section shows the failure of its latest write only.
 */
export function useGatewayChanges(account: string) {
  const { t } = useTranslation(['linkedServices']);
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const q = usePortalQueries().linkedServiceQueries;
  const keys = {
    gateway: [q.gateway(account).queryKey, q.wifiNetworks(account).queryKey],
    devices: [q.connectedDevices(account).queryKey, q.blockedDevices(account).queryKey],
    wifi: [q.wifiSchedules(account).queryKey],
    reboot: [q.rebootSchedules(account).queryKey],
  } satisfies Record<string, QueryKey[]>;
  const writes = {
    gateway: useCallMutation('gnms', { invalidates: keys.gateway }),
    block: useCallMutation('gnms_block_client_access', { invalidates: keys.devices }),
    unblock: useCallMutation('gnms_unblock_client_access', { invalidates: keys.devices }),
    addWifi: useCallMutation('gnms_on_off_wifi_schedule', { invalidates: keys.wifi }),
    deleteWifi: useCallMutation('gnms_control_schedule_deletion', { invalidates: keys.wifi }),
    addReboot: useCallMutation('gnms_reboot_device_schedule', { invalidates: keys.reboot }),
    deleteReboot: useCallMutation('gnms_control_schedule_deletion', { invalidates: keys.reboot }),
  };

  /** A write's failure in the reader's language: the gateway's own refusals by code, else the shared text. */
  const failureOf = (...sectionWrites: WriteState[]) => {
    const failed = sectionWrites.find((write) => write.failure !== undefined);
    const refusal = gatewayRefusalOf(failed?.failure);
    return refusal ? t(`linkedServices:refusals.${refusal}`) : failed?.errorMessage;
  };

  /** Runs one write of a section (clearing the section's other failure first) and tells how it went. */
  const change = async (
    others: readonly WriteState[],
    run: () => Promise<{ ok: boolean }>,
    done: string,
    stale: readonly QueryKey[],
  ) => {
    for (const other of others) other.reset();
    const outcome = await run();
    if (outcome.ok) feedback.toast('success', done);
    else await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  const nameOf = (device: GatewayDevice) => device.name ?? device.mac;
  const deleting = (write: { isPending: boolean; variables?: { schedule_id: string } | undefined }) =>
    write.isPending ? write.variables?.schedule_id : undefined;
  const gatewayWrite = writes.gateway.variables;
  return {
    restart: () =>
      change(
        [],
        () => writes.gateway.run({ account, action: 'reboot' }),
        t('linkedServices:done.restart'),
        keys.gateway,
      ),
    switchNetwork: (network: WifiNetwork, enabled: boolean) =>
      change(
        [],
        () =>
          writes.gateway.run({ account, action: 'set_wlan', index: network.index, enabled: enabled ? 1 : 0 }),
        t(enabled ? 'linkedServices:done.networkOn' : 'linkedServices:done.networkOff', {
          name: network.name,
        }),
        keys.gateway,
      ),
    block: (device: GatewayDevice) =>
      change(
        [writes.unblock],
        () => writes.block.run({ account, mac: device.mac }),
        t('linkedServices:done.blocked', { name: nameOf(device) }),
        keys.devices,
      ),
    unblock: (device: GatewayDevice) =>
      change(
        [writes.block],
        () => writes.unblock.run({ account, mac: device.mac }),
        t('linkedServices:done.unblocked', { name: nameOf(device) }),
        keys.devices,
      ),
    addWifi: (draft: WifiScheduleDraft) =>
      change(
        [writes.deleteWifi],
        () => writes.addWifi.run(wifiScheduleRequest(account, draft)),
        t('linkedServices:done.scheduleAdded'),
        keys.wifi,
      ),
    deleteWifi: (schedule: WifiSchedule) =>
      change(
        [writes.addWifi],
        () => writes.deleteWifi.run({ account, schedule_id: schedule.id }),
        t('linkedServices:done.scheduleDeleted'),
        keys.wifi,
      ),
    addReboot: (draft: RebootScheduleDraft) =>
      change(
        [writes.deleteReboot],
        () => writes.addReboot.run(rebootScheduleRequest(account, draft)),
        t('linkedServices:done.scheduleAdded'),
        keys.reboot,
      ),
    deleteReboot: (schedule: RebootSchedule) =>
      change(
        [writes.addReboot],
        () => writes.deleteReboot.run({ account, schedule_id: schedule.id }),
        t('linkedServices:done.scheduleDeleted'),
        keys.reboot,
      ),
    gateway: {
      pending: !writes.gateway.isPending
        ? undefined
        : gatewayWrite?.action === 'set_wlan'
          ? gatewayWrite.index
          : ('restart' as const),
      failure: failureOf(writes.gateway),
    },
    devices: {
      pending: writes.block.isPending
        ? writes.block.variables?.mac
        : writes.unblock.isPending
          ? writes.unblock.variables?.mac
          : undefined,
      failure: failureOf(writes.block, writes.unblock),
    },
    wifi: {
      pending: writes.addWifi.isPending ? 'add' : deleting(writes.deleteWifi),
      failure: failureOf(writes.addWifi, writes.deleteWifi),
    },
    reboot: {
      pending: writes.addReboot.isPending ? 'add' : deleting(writes.deleteReboot),
      failure: failureOf(writes.addReboot, writes.deleteReboot),
    },
  };
}
