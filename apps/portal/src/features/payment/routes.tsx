import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { confirmationRead } from '../../lib/confirmationRead';
import { signedInRoutes } from '../../lib/guard';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

/**
 * PKG-30 (UNSPEC): the payment gateway sends the browser back here. Issue 47: behind sign-in, since only the
 * server's confirmation of the subscriber's own payment is shown (a guest is asked to sign in here first).
 */
export const paymentRoutes: RouteObject[] = [
  signedInRoutes([
    {
      path: paths.paymentReturn.path,
      loader: prefetches(({ queries }, { request }) => [
        confirmationRead(queries, new URL(request.url).search),
      ]),
      lazy: withNamespaces(['payment'], () => import('./PaymentReturnRoute')),
    },
  ]),
];
