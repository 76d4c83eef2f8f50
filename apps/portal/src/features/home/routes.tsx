import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

export const homeRoutes: RouteObject[] = [{ path: paths.home.path, lazy: () => import('./HomeRoute') }];
