import { createApiClient, type ApiClient, type Signer } from '@selfcare/api-client';
import { createQueries, type Queries } from '@selfcare/api-client/query';
import { config } from '../config/env';
import type { Language } from './i18n';
import type { LoadingStore } from './loading';
import type { SessionStore } from './session';
import { storeMemberTokens } from './memberTokens';
import { localKeys } from './storage';
import { subscriberOf } from './subscriber';

/**
 * Signing happens on a server (the sandbox here, the operator's signer in a deployment), so no
 * secret is ever part of the bundle: the portal only posts the message to sign, with its session,
 * because the signer signs only for a live session's own subscriber (issue 23).
 */
export function createRemoteSigner(
  url: string,
  fetchImpl: typeof fetch,
  getSession: () => string | null | undefined = () => undefined,
): Signer {
  return async (purpose, message) => {
    const session = getSession() ?? undefined;
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ purpose, message, session }),
    });
    const body: unknown = await response.json().catch(() => null);
    const signature = (body as { signature?: unknown } | null)?.signature;
    if (!response.ok || typeof signature !== 'string') throw new Error(`signing failed (${response.status})`);
    return signature;
  };
}

export interface PortalApi {
  client: ApiClient;
  /** Every read's option factory, built once; private keys carry the signed-in number. */
  queries: Queries;
}

export function createPortalApi(options: {
  session: SessionStore;
  loading: LoadingStore;
  language: () => Language;
  fetchImpl?: typeof fetch;
}): PortalApi {
  const fetchImpl = options.loading.track(options.fetchImpl ?? ((input, init) => fetch(input, init)));
  const client = createApiClient({
    baseUrls: config.apiBases,
    productId: config.productId,
    getSession: () => options.session.getSnapshot().token,
    getMsisdn: () => subscriberOf(options.session),
    getLoyaltyToken: () => window.localStorage.getItem(localKeys.loyaltyTokenMember),
    // Issue 47: tokens renewed after one expired are kept where the sign-in kept the first ones (DOM-13).
    onMemberTokens: (tokens) => storeMemberTokens(window.localStorage, tokens),
    // ERR-02: a 401 while signed in expires the session; the shell shows the toast and logs out.
    onUnauthorized: () => options.session.reportResponseCode(401),
    signer: createRemoteSigner(config.signingUrl, fetchImpl, () => options.session.getSnapshot().token),
    bearers: config.bearers,
    language: options.language,
    fetch: fetchImpl,
  });
  return { client, queries: createQueries(client, { subscriber: () => subscriberOf(options.session) }) };
}
