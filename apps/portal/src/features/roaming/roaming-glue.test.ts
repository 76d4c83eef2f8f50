import { describe, expect, it } from 'vitest';
import type { ApiError } from '@selfcare/api-client';
import { createRoamingAnalytics } from './analytics';
import { bankAppLists, deeplinkOf, toChooserBank } from './bankApps';
import { failureMessage } from './errors';
import type { ErrorsT } from '../../lib/apiErrorMessage';
import { operatorAppHref } from './RoamingAppTab';
import { browserKeys, clearAccountStorage } from '../../lib/storage';
import { readTransactionResult, storeTransactionResult } from './storage';
import vi from './locales/vi.json';
import en from './locales/en-US.json';

const status = {
  transactionId: 'RM1',
  status: 2,
  message: 'OK',
  createDate: '2025-01-02T03:04:05Z',
  serviceName: 'R7',
  phoneNumber: '8491xxx678',
  paymentTransId: 'P1',
};

describe('roaming storage', () => {
  it('ROAM-118 stores and reads dataQueryTransactionInfo in session storage', () => {
    storeTransactionResult(window.sessionStorage, status);
    expect(window.sessionStorage.getItem('dataQueryTransactionInfo')).toContain('RM1');
    expect(readTransactionResult(window.sessionStorage)).toEqual(status);
  });

  it('ROAM-119 reads nothing when the result is absent or unreadable', () => {
    window.sessionStorage.removeItem('dataQueryTransactionInfo');
    expect(readTransactionResult(window.sessionStorage)).toBeUndefined();
    window.sessionStorage.setItem('dataQueryTransactionInfo', '{broken');
    expect(readTransactionResult(window.sessionStorage)).toBeUndefined();
  });

  it('ROAM-092 names the browser flag checkDisplayModal', () => {
    expect(browserKeys.roamingGuideDismissed).toBe('checkDisplayModal');
  });

  it('ROAM-092 sign-out keeps the do-not-show flag (a visitor preference)', () => {
    window.localStorage.setItem('checkDisplayModal', 'true');
    window.localStorage.setItem('session', 's1');
    clearAccountStorage(window.localStorage);
    expect(window.localStorage.getItem('checkDisplayModal')).toBe('true');
    expect(window.localStorage.getItem('session')).toBeNull();
  });
});

describe('roaming analytics adapter', () => {
  it('ROAM-010 pushes screen and click events when a dataLayer is present', () => {
    const host = { dataLayer: [] as unknown[] };
    const analytics = createRoamingAnalytics(host);
    analytics.screen('roaming_package_list');
    analytics.click('item_click', 'roaming_package_QR', 'bank', 'vcb');
    expect(host.dataLayer).toEqual([
      { event: 'screen_view', screen: 'roaming_package_list' },
      { event: 'item_click', screen: 'roaming_package_QR', name: 'bank', value: 'vcb' },
    ]);
  });

  it('ROAM-010 does nothing without analytics', () => {
    expect(() => createRoamingAnalytics(undefined).screen('roaming_package_QR')).not.toThrow();
    expect(() => createRoamingAnalytics({}).click('button_click', 'roaming_package_QR', 'pay')).not.toThrow();
  });
});

describe('roaming links and banks', () => {
  it('ROAM-012 appends packageCode to the operator app link when a package is chosen', () => {
    expect(operatorAppHref(undefined, 'https://app.example/roaming')).toBe('https://app.example/roaming');
    expect(operatorAppHref('R7 DAY', 'https://app.example/roaming')).toBe(
      'https://app.example/roaming?packageCode=R7+DAY',
    );
    expect(operatorAppHref('R7', 'https://app.example/r?x=1')).toBe(
      'https://app.example/r?x=1&packageCode=R7',
    );
  });

  it('ROAM-099 builds bank deep links from the template', () => {
    expect(deeplinkOf('vcb', 'https://bank.example/pay?app={appId}')).toBe(
      'https://bank.example/pay?app=vcb',
    );
  });

  it('ROAM-097 offers per-platform lists and every bank to other devices', () => {
    expect(bankAppLists.ios.length).toBe(bankAppLists.android.length);
    expect(bankAppLists.all.length).toBe(bankAppLists.ios.length);
    const first = bankAppLists.android[0];
    expect(first && toChooserBank(first).shortName).toBe(first?.bankName);
  });
});

describe('roaming failure messages', () => {
  const t: ErrorsT = (key) => `t:${key}`;
  const base = { call: 'createTransaction' as const, message: 'raw' };
  const cases: Array<[ApiError, string]> = [
    [{ ...base, kind: 'business', code: '2', message: 'Số tiền không khớp', body: {} }, 'Số tiền không khớp'],
    [{ ...base, kind: 'network' }, 't:errors:network'],
    [{ ...base, kind: 'timeout', timeoutMs: 30000 }, 't:errors:timeout'],
    [{ ...base, kind: 'http', status: 503 }, 't:errors:http'],
    [{ ...base, kind: 'contract', direction: 'response', path: [] }, 't:errors:contract'],
    [{ ...base, kind: 'unauthorized' }, 't:errors:linkExpired'],
    [{ ...base, kind: 'config' }, 't:errors:config'],
  ];
  it.each(cases)('ROAM-067 gives every failure kind a message (%#)', (error, expected) => {
    expect(failureMessage(error, t)).toBe(expected);
  });

  it('has the same keys in vi and en-US', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
        : [prefix];
    expect(keys(en)).toEqual(keys(vi));
  });
});
