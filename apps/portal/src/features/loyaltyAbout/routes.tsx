import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

/**
 * LOY-10, LOY-13, LOY-14, LOY-54 … LOY-56: `/vinaphone-plus/about` (the programme) and its
 * `?key=becomePartner` (the partner registration). Open to visitors: no guard, guest rows only.
 */
const aboutData = prefetches(({ queries }, { request }) =>
  new URL(request.url).searchParams.get('key') === 'becomePartner'
    ? [queries.loyaltyPartnerQueries.businessFields(), queries.loyaltyQueries.areas({})]
    : [queries.loyaltyPartnerQueries.about()],
);

export const loyaltyAboutRoutes: RouteObject[] = [
  {
    path: paths.loyalty.getHref('about'),
    loader: aboutData,
    lazy: withNamespaces(['loyaltyAbout', 'ui:loyaltyPartners'], () => import('./AboutRoute')),
  },
];
