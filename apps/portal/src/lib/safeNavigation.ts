/**
 * Issue 23 (XSS): every navigation to a server-supplied address (payment redirect_url, bank and
 * operator-app deep links, banners, short-link targets, return paths) asks here first. A refused
 * address is not followed; the caller tells the user (errors:unsafeLink) and stays.
 */
import { navigationHref, safeNavigationTarget, type NavigationPolicy } from '@selfcare/domain';
import { config } from '../config/env';
import { navigationPolicyOf } from '../config/navigation';

let policy: NavigationPolicy | undefined;

/** The configured policy, with this page's origin as the portal's own. */
export function navigationPolicy(): NavigationPolicy {
  policy ??= navigationPolicyOf(config, window.location.origin);
  return policy;
}

/** The address to hand to the browser, or undefined when the guard refuses it. */
export function checkedHref(url: string | null | undefined): string | undefined {
  const target = safeNavigationTarget(url, navigationPolicy());
  return target === undefined ? undefined : navigationHref(target);
}
