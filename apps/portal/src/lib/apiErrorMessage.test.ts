import { ApiFailure, type ApiError } from '@selfcare/api-client';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage, failureBody, failureMessage, type ErrorKey } from './apiErrorMessage';
import type { Language } from './i18n';
import { createI18n } from './i18nTesting';

const call = 'package_register' as const;
const kinds: Array<[ErrorKey, ApiError]> = [
  ['network', { kind: 'network', call, message: 'raw detail' }],
  ['timeout', { kind: 'timeout', call, timeoutMs: 30_000, message: 'raw detail' }],
  ['http', { kind: 'http', call, status: 503, message: 'raw detail' }],
  ['contract', { kind: 'contract', call, direction: 'response', path: ['result'], message: 'raw detail' }],
  ['unauthorized', { kind: 'unauthorized', call, message: 'raw detail' }],
  ['config', { kind: 'config', call, message: 'raw detail' }],
  ['generic', { kind: 'aborted', call, message: 'raw detail' }],
];

describe.each(['vi', 'en-US'] as const)('apiErrorMessage in %s', (language: Language) => {
  const t = createI18n(language).getFixedT(language, ['errors']);

  it.each(kinds)('tells a %s failure with the shared errors text', (key, error) => {
    const message = apiErrorMessage(error, t);
    expect(message).toBe(t(`errors:${key}`));
    expect(message).not.toBe(`errors:${key}`);
    expect(message).not.toContain(error.message);
  });

  it('shows the server message of a business failure', () => {
    const error: ApiError = { kind: 'business', call, code: '5', message: 'Thuê bao không đủ', body: {} };
    expect(apiErrorMessage(error, t)).toBe('Thuê bao không đủ');
  });

  it('falls back to the caller text, else the generic one, when the server sent only a code', () => {
    const bare: ApiError = { kind: 'business', call, code: '5', message: '5', body: {} };
    const blank: ApiError = { kind: 'business', call, code: '5', message: '  ', body: {} };
    expect(apiErrorMessage(bare, t)).toBe(t('errors:generic'));
    expect(apiErrorMessage(blank, t, { business: 'OTP sai' })).toBe('OTP sai');
  });

  it('lets a page without sign-in say so for a 401 (the roaming link)', () => {
    const error: ApiError = { kind: 'unauthorized', call, message: 'expired' };
    expect(apiErrorMessage(error, t, { unauthorized: t('errors:linkExpired') })).toBe(
      t('errors:linkExpired'),
    );
  });

  it('issue 47 item 6: a 413 says the file is too large, not that the system is busy', () => {
    const error: ApiError = { kind: 'http', call: 'custservice_send_trouble', status: 413, message: 'big' };
    expect(apiErrorMessage(error, t)).toBe(t('errors:tooLarge'));
    expect(t('errors:tooLarge')).not.toBe('errors:tooLarge');
    expect(t('errors:tooLarge')).not.toBe(t('errors:http'));
  });

  it('reads the ApiError out of a thrown query error, and calls anything else generic', () => {
    const error: ApiError = { kind: 'http', call, status: 500, message: 'boom' };
    expect(failureMessage(new ApiFailure(error), t)).toBe(t('errors:http'));
    expect(failureMessage(new Error('boom'), t)).toBe(t('errors:generic'));
  });
});

describe('failureBody', () => {
  it('gives the raw body of a business failure only', () => {
    const body = { orgin_msg: 'OTP expired' };
    expect(failureBody({ kind: 'business', call, code: '1', message: 'x', body })).toBe(body);
    expect(failureBody({ kind: 'network', call, message: 'x' })).toBeUndefined();
  });
});
