import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';

/** SHELL-003, SHELL-004, SHELL-030: sign-in and registration pages and the login-3G route. */
export const authRoutes: RouteObject[] = [
  { path: paths.login.path, lazy: withNamespaces(['auth'], () => import('./LoginRoute')) },
  { path: paths.register.path, lazy: withNamespaces(['auth'], () => import('./RegisterRoute')) },
  { path: paths.login3g.path, lazy: withNamespaces(['auth'], () => import('./MobileLoginRoute')) },
];
