import type { RouteObject } from 'react-router-dom';
import { homeRoutes } from '../features/home/routes';
import { authRoutes } from '../features/auth/routes';
import { shellRoutes } from '../features/shell/routes';
import { newsRoutes } from '../features/news/routes';
import { searchRoutes } from '../features/search/routes';
import { orderRoutes } from '../features/order/routes';
import { paymentRoutes } from '../features/payment/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { packagesRoutes } from '../features/packages/routes';
import { roamingRoutes } from '../features/roaming/routes';
import { supportRoutes } from '../features/support/routes';
import { simRoutes } from '../features/sim/routes';
import { storesRoutes } from '../features/stores/routes';
import { loyaltyRoutes } from '../features/loyalty/routes';
import { loyaltyAboutRoutes } from '../features/loyaltyAbout/routes';
import { familyRoutes } from '../features/family/routes';
import { linkedServicesRoutes } from '../features/linkedServices/routes';
import { eInvoicesRoutes } from '../features/einvoices/routes';
import { accountOverviewRoutes } from '../features/accountOverview/routes';
import { accountUsageRoutes } from '../features/accountUsage/routes';
import { ekycRoutes } from '../features/ekyc/routes';
import { shortLinkRoutes } from '../features/shortLink/routes';
import { tttbRoutes } from '../features/tttb/routes';
import { landingRoutes } from '../features/landing/routes';
import { notFoundRoutes } from '../features/not-found/routes';
import { withNamespaces } from '../lib/withNamespaces';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

/**
 * Every page and the shell itself are lazy chunks, each fetched with the texts it reads (lib/withNamespaces.ts):
 * the entry holds only React, the router and i18n.
 * Each feature exports its own route objects from features/<name>/routes.tsx; one line per feature.
 */
export const routes: RouteObject[] = [
  {
    // The shell's header, footer and sign-in dialog read the ui and auth texts; every page may show an error.
    lazy: withNamespaces(['ui', 'auth', 'errors'], () => import('./Shell')),
    hydrateFallbackElement: <PageLoading />,
    // In the entry, not in the shell's chunk: when that chunk (or a stylesheet it preloads) cannot load, the
    // connection dropping during a first visit, the reader still gets the sentence and its retry, not the
    // router's technical default.
    ErrorBoundary: RouteError,
    children: [
      ...homeRoutes,
      ...authRoutes,
      ...shellRoutes,
      ...newsRoutes,
      ...searchRoutes,
      ...orderRoutes,
      ...paymentRoutes,
      ...paymentsRoutes,
      ...packagesRoutes,
      ...roamingRoutes,
      ...supportRoutes,
      ...simRoutes,
      ...storesRoutes,
      ...loyaltyRoutes,
      ...loyaltyAboutRoutes,
      ...familyRoutes,
      ...linkedServicesRoutes,
      ...eInvoicesRoutes,
      ...accountOverviewRoutes,
      ...accountUsageRoutes,
      ...ekycRoutes,
      ...shortLinkRoutes,
      ...tttbRoutes,
      ...landingRoutes,
      // SHELL-040 (GAP): anything else is a not-found page, last.
      ...notFoundRoutes,
    ],
  },
];
