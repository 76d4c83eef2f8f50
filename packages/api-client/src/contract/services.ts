import type { ServiceName } from './define';

/**
 * The default base URL of each service: same-origin paths that the portal's dev/preview server
 * proxies to apps/sandbox, and that the sandbox serves. A deployment configures real bases instead.
 */
export const defaultServiceBases: Readonly<Record<ServiceName, string>> = {
  mobile: '/api/mobile',
  otp: '/api/otp',
  login: '/api/login',
  loyalty: '/api/loyalty',
  roaming: '/api/roaming',
  packagePayment: '/api/payment',
  bankList: '/api/banks',
  config: '/api/config',
  shortLink: '/api/short-link',
};

/** Where a deployment signs payment, loyalty and subscriber-update values (never a bundled secret). */
export const defaultSignerPath = '/api/signer/sign';
