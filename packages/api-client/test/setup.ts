/** A client wired to the test server with the portal's default base paths and fixed test values. */
import { createApiClient } from '../src/client/createApiClient';
import type { ApiClientOptions } from '../src/client/options';
import { sandboxBaseUrls } from '../src/client/options';
import type { ServiceName } from '../src/contract';
import { createHmacSigner } from '../src/contract';

export const TEST_SECRETS = {
  packagePayment: 'pay-test-key',
  loyalty: 'loy-test-key',
  subscriberUpdate: 'sub-test-key',
};
export const testSigner = createHmacSigner(TEST_SECRETS);
export const FIXED_NOW = new Date('2024-08-26T03:04:05.000Z');
export const PRODUCT = 'myvnpt';
export const SESSION = 'session-abc';
export const MSISDN = '84912345678';

export function baseUrlsFor(origin: string): Record<ServiceName, string> {
  const entries = Object.entries(sandboxBaseUrls).map(([service, path]) => [service, origin + path]);
  return Object.fromEntries(entries) as Record<ServiceName, string>;
}

export function testClient(origin: string, overrides: Partial<ApiClientOptions> = {}) {
  let requestCount = 0;
  return createApiClient({
    baseUrls: baseUrlsFor(origin),
    productId: PRODUCT,
    getSession: () => SESSION,
    getMsisdn: () => MSISDN,
    getLoyaltyToken: () => 'member-token',
    signer: testSigner,
    now: () => FIXED_NOW,
    newRequestId: () => `req-${++requestCount}`,
    language: () => 'vi',
    timeoutMs: 2_000,
    bearers: { loyalty: 'loyalty-bearer', roaming: 'roaming-bearer', config: 'config-bearer' },
    deviceInfo: () => 'test-device',
    ...overrides,
  });
}
