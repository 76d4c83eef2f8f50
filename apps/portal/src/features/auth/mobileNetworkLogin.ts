import { portalPathsOnly, safeNavigationTarget } from '@selfcare/domain';
import { config } from '../../config/env';

// The login host's address moved to lib (the short-link page needs it too); re-exported for the dialog.
export { mobileNetworkLoginHref } from '../../lib/mobileNetworkLoginHref';

/**
 * The return path after the mobile-network sign-in, without the `code` parameter. Issue 23: the
 * `redirect` parameter is anyone's to write, so only a portal path the navigation guard accepts is
 * followed ('//evil', '/\\evil', '/..//evil', javascript: … give the home page).
 */
export function redirectWithoutCode(search: string): string {
  const target = safeNavigationTarget(new URLSearchParams(search).get('redirect') ?? '/', portalPathsOnly);
  if (target?.kind !== 'internal') return '/';
  const url = new URL(target.path, 'http://portal.invalid');
  url.searchParams.delete('code');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * AUTH-56 (UNSPEC): the code is decrypted by a configured server endpoint, so the key never ships
 * in the bundle. Answers the number and session, or null when either is missing (DOM-31).
 */
export async function decryptMobileNetworkCode(
  code: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<{ msisdn: string; session: string } | null> {
  try {
    const response = await fetchImpl(config.mobileNetworkLogin.decryptUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { mobile?: unknown; session?: unknown };
    return typeof body.mobile === 'string' &&
      body.mobile !== '' &&
      typeof body.session === 'string' &&
      body.session !== ''
      ? { msisdn: body.mobile, session: body.session }
      : null;
  } catch {
    return null;
  }
}
