import { callKey } from '@selfcare/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePortalQueries, useSession } from '../services';

/** PKG-01 (UNSPEC source): a group's packages come from package_search with the group code. */
export function useGroupPackages(group: string) {
  return useQuery(usePortalQueries().packageQueries.search({ group }));
}

/** PKG-02: a package is active when it is in the signed-in subscriber's active-service list. */
export function useActivePackageCodes(): ReadonlySet<string> {
  const { packageQueries } = usePortalQueries();
  const { state } = useSession();
  const signedIn = state.status === 'signedIn';
  const { data } = useQuery({ ...packageQueries.active(), enabled: signedIn });
  return useMemo(() => new Set(signedIn ? (data ?? []).map((pkg) => pkg.code) : []), [data, signedIn]);
}

/** The active lists (of whoever is signed in), to refresh after a register or cancel. */
export const activePackagesKey = callKey('mobile_get_service_active_list');

/** The shareable detail finds its package by code, whatever group the address names. */
export function usePackageByCode(code: string) {
  return useQuery({
    ...usePortalQueries().packageQueries.search({ keyword: code }),
    select: (found) => found.find((pkg) => pkg.code === code),
  });
}
