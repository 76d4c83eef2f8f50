import { config } from '../config/env';
import { paths } from '../config/paths';

/**
 * AUTH-10, AUTH-56: the mobile-network login host identifies the number from the network and
 * comes back to the login-3G route with an encrypted `code`; `redirect` is where the person was.
 * Shared by the sign-in dialog and the short-link page (DOM-33: a guest goes to the login host).
 */
export function mobileNetworkLoginHref(location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  const back = new URL(paths.login3g.getHref(), location.origin);
  back.searchParams.set('redirect', `${location.pathname}${location.search}`);
  const target = new URL(config.mobileNetworkLogin.url, location.origin);
  target.searchParams.set('return', back.toString());
  return target.toString();
}
