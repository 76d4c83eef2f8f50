import { createGroupQueries } from '@selfcare/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi, useSession } from '../services';

/** The mapped package queries of api-client, built once per client. */
export function usePackageQueryOptions() {
  const { client } = useApi();
  return useMemo(() => createGroupQueries(client).packageQueries, [client]);
}

/** PKG-01 (UNSPEC source): a group's packages come from package_search with the group code. */
export function useGroupPackages(group: string) {
  const queries = usePackageQueryOptions();
  return useQuery(queries.search({ group }));
}

/** PKG-02: a package is active when it is in the signed-in subscriber's active-service list. */
export function useActivePackageCodes(): ReadonlySet<string> {
  const queries = usePackageQueryOptions();
  const session = useSession();
  const msisdn = session.state.status === 'signedIn' ? session.state.msisdn : null;
  const options = queries.active();
  const { data } = useQuery({
    ...options,
    // Keyed by the number too, so another subscriber never sees these codes.
    queryKey: [...options.queryKey, msisdn] as unknown as typeof options.queryKey,
    enabled: msisdn !== null,
  });
  return useMemo(() => new Set(msisdn === null ? [] : (data ?? []).map((pkg) => pkg.code)), [data, msisdn]);
}

/** The first query key segment of the active list, to refresh it after a register or cancel. */
export function activePackagesKey(queries: ReturnType<typeof usePackageQueryOptions>) {
  return queries.active().queryKey;
}

/** The shareable detail finds its package by code, whatever group the address names. */
export function usePackageByCode(code: string) {
  const queries = usePackageQueryOptions();
  return useQuery({
    ...queries.search({ keyword: code }),
    select: (found) => found.find((pkg) => pkg.code === code),
  });
}
