import type { Queries } from '@selfcare/api-client/query';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { signedInRoutes } from '../../lib/guard';
import { prefetches, type ReadOptions } from '../../lib/routeData';
import { localKeys } from '../../lib/storage';
import { withNamespaces } from '../../lib/withNamespaces';

/**
 * VinaPhone Plus, the member's side (issue 15): the member page, the point history, the services that
 * earn points and the privileges of every tier. A guest is asked to sign in on the page and stays there
 * (lib/guard.ts). The member's token is the one the sign-in stored (DOM-13); each page's loader fetches
 * the member info and the page's own reads with it while the chunk loads (without a token the page's
 * useMember fetches one, and its reads follow).
 */
type MemberParams = { token: string; msisdn: string };

const memberData = (
  pageReads: (loyalty: Queries['loyaltyQueries'], member: MemberParams) => ReadOptions[] = () => [],
) =>
  prefetches(({ queries, subscriber }) => {
    const token = subscriber === null ? null : window.localStorage.getItem(localKeys.loyaltyTokenMember);
    if (subscriber === null || token === null) return [];
    const member = { token, msisdn: subscriber };
    return [queries.loyaltyQueries.memberInfo(member), ...pageReads(queries.loyaltyQueries, member)];
  });

export const loyaltyRoutes: RouteObject[] = [
  signedInRoutes([
    {
      path: paths.loyalty.getHref(),
      loader: memberData(),
      lazy: withNamespaces(['loyalty', 'ui:loyalty', 'ui:loyaltyPartners'], () => import('./MemberRoute')),
    },
    {
      path: paths.loyalty.getHref('point-history'),
      loader: memberData((loyalty, member) => [loyalty.pointHistory(member)]),
      lazy: withNamespaces(['loyalty', 'ui:loyalty'], () => import('./PointHistoryRoute')),
    },
    {
      path: paths.loyalty.getHref('point-service'),
      loader: memberData((loyalty, member) => [loyalty.pointServices(member), loyalty.pointRates(member)]),
      lazy: withNamespaces(['loyalty', 'ui:loyalty'], () => import('./PointServiceRoute')),
    },
    {
      path: paths.loyalty.getHref('membership-benefits'),
      loader: memberData((loyalty, member) => [loyalty.tierBenefits(member)]),
      lazy: withNamespaces(['loyalty', 'ui:loyalty'], () => import('./BenefitsRoute')),
    },
    {
      // LOY-08: /vinaphone-plus/promotions?id={categoryId}; the offers are read on the page, by category.
      path: paths.loyalty.getHref('promotions'),
      loader: memberData(),
      lazy: withNamespaces(['loyalty', 'ui:loyalty', 'ui:loyaltyOffers'], () => import('./PromotionsRoute')),
    },
    {
      // LOY-05, LOY-06: /vinaphone-plus/offer?tabIndex=1|2, the member's vouchers and gifts.
      path: paths.loyalty.getHref('offer'),
      loader: memberData(),
      lazy: withNamespaces(['loyalty', 'ui:loyalty', 'ui:loyaltyOffers'], () => import('./MyOffersRoute')),
    },
    {
      path: paths.loyalty.getHref('voucher-history'),
      loader: memberData((loyalty, member) => [loyalty.voucherHistory(member)]),
      lazy: withNamespaces(
        ['loyalty', 'ui:loyalty', 'ui:loyaltyOffers'],
        () => import('./VoucherHistoryRoute'),
      ),
    },
    {
      // LOY-57: the path is not in the spec (assumed, docs/decisions/loyalty.md).
      path: paths.loyalty.getHref('point-gift'),
      loader: memberData(),
      lazy: withNamespaces(['loyalty', 'ui:loyalty', 'ui:loyaltyOffers'], () => import('./PointGiftRoute')),
    },
  ]),
];
