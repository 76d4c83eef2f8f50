import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';

/** PKG-30 (UNSPEC): the payment gateway sends the browser back here with the outcome. */
export const paymentRoutes: RouteObject[] = [
  { path: paths.paymentReturn.path, lazy: withNamespaces(['payment'], () => import('./PaymentReturnRoute')) },
];
