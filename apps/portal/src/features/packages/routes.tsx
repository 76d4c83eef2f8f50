import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { defaultServiceGroup, isServiceGroup } from '../../config/serviceGroups';
import { activePackages } from '../../lib/packages/prefetch';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

/** PKG-01: a group's cards (and the subscriber's active ones) load with the page's chunk. */
const catalogueData = prefetches((portal, { params }) => {
  const group = params['service'] ?? defaultServiceGroup;
  return isServiceGroup(group)
    ? [portal.queries.packageQueries.search({ group }), activePackages(portal)]
    : [];
});

const detailData = prefetches((portal, { params }) => [
  params['code'] !== undefined && portal.queries.packageQueries.search({ keyword: params['code'] }),
  activePackages(portal),
]);

/** A package page reads its own texts and those of the register / cancel dialogs (lib/packages). */
const packagePage = <Module,>(load: () => Promise<Module>) =>
  withNamespaces(['packages', 'packageActions', 'ui:packages', 'ui:payment'], load);

/** /dich-vu and its sub-pages (SHELL-051 … SHELL-059) and the shareable package detail. */
export const packagesRoutes: RouteObject[] = [
  {
    path: '/dich-vu',
    loader: catalogueData,
    lazy: packagePage(() => import('./CatalogueRoute')),
  },
  {
    path: '/dich-vu/:service',
    loader: catalogueData,
    lazy: packagePage(() => import('./CatalogueRoute')),
  },
  {
    path: paths.packageDetail.path,
    loader: detailData,
    lazy: packagePage(() => import('./PackageDetailRoute')),
  },
];
