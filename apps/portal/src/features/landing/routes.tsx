import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';
import { landingCampaigns } from './registry';

/**
 * Issue 21, LAND-69 (public pages, no guard): each campaign at its paths of §2.1 and every one at
 * /khuyen-mai/<slug>. The loader fetches the campaign's table (static content, no call) while the
 * page's chunk loads, so the first screen needs nothing from the operator's servers.
 */
// The ui Landing area's texts (step numbers, store buttons, the dates notice) load with the page (issue 22).
const page = withNamespaces(['ui:landing'], () => import('./LandingRoute'));

const landingData = async (slug: string | undefined) => (await import('./tables')).loadLandingData(slug);

export const landingRoutes: RouteObject[] = [
  ...landingCampaigns.flatMap(({ slug, paths: own }) =>
    own.map((path): RouteObject => ({ path, loader: () => landingData(slug), lazy: page })),
  ),
  { path: paths.landing.path, loader: ({ params }) => landingData(params.slug), lazy: page },
];
