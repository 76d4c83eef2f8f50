import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/** SHELL-003, SHELL-004, SHELL-030: sign-in and registration pages and the login-3G route. */
export const authRoutes: RouteObject[] = [
  { path: paths.login.path, lazy: () => import('./LoginRoute') },
  { path: paths.register.path, lazy: () => import('./RegisterRoute') },
  { path: paths.login3g.path, lazy: () => import('./MobileLoginRoute') },
];
