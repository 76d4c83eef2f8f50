import type { Queries } from '@selfcare/api-client/query';

/** The reads of one gateway's page (ACC-77 … ACC-80): the loader prefetches them, the page renders them. */
export function gatewayReads(queries: Pick<Queries, 'linkedServiceQueries'>, account: string) {
  const q = queries.linkedServiceQueries;
  return {
    gateway: q.gateway(account),
    networks: q.wifiNetworks(account),
    connected: q.connectedDevices(account),
    blocked: q.blockedDevices(account),
    wifi: q.wifiSchedules(account),
    reboot: q.rebootSchedules(account),
  };
}
