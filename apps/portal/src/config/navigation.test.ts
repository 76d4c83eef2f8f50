import { describe, expect, it } from 'vitest';
import { readConfig } from './env';
import { navigationPolicyOf } from './navigation';

describe('navigation policy from the configuration (issue 23)', () => {
  it('the default configuration allows the portal paths and the VietQR bank link site only', () => {
    expect(navigationPolicyOf(readConfig({}), 'http://127.0.0.1:4173')).toEqual({
      allowedHosts: ['dl.vietqr.io'],
      appSchemes: [],
      ownOrigin: 'http://127.0.0.1:4173',
    });
  });

  it('a deployment allows the hosts of its configured https addresses, its listed hosts and app schemes', () => {
    const policy = navigationPolicyOf(
      readConfig({
        VITE_PAYMENT_SITE_URL: 'https://pay.operator.example/',
        VITE_ENTERPRISE_PORTAL_URL: 'https://business.operator.example',
        VITE_ROAMING_APP_URL: 'myoperator://roaming',
        VITE_NAVIGATION_HOSTS: 'gateway.operator.example, www.operator.example',
        VITE_APP_SCHEMES: 'vcbdigibank',
      }),
    );
    expect(policy.allowedHosts).toEqual([
      'pay.operator.example',
      'business.operator.example',
      'dl.vietqr.io',
      'gateway.operator.example',
      'www.operator.example',
    ]);
    expect(policy.appSchemes).toEqual(['myoperator', 'vcbdigibank']);
  });
});
