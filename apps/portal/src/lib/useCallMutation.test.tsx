import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeOperator, json, type Reply } from '../../test/operator';
import { testPortal } from '../../test/providers';
import { useCallMutation } from './useCallMutation';

const body = { msisdn: '84912345678', package_code: 'D15', otp: '123456' };

function renderRegister(reply: Reply, language: 'vi' | 'en-US' = 'vi') {
  const operator = fakeOperator({ package_register: reply });
  const portal = testPortal(operator.fetchImpl, { language, msisdn: '84912345678' });
  const hook = renderHook(() => useCallMutation('package_register'), { wrapper: portal.wrapper });
  return { operator, portal, hook };
}

const failures: Array<[string, Reply, string, string]> = [
  [
    'offline',
    () => Promise.reject(new TypeError('Failed to fetch')),
    'Không có kết nối mạng. Vui lòng kiểm tra kết nối và thử lại.',
    'No network connection. Please check your connection and try again.',
  ],
  [
    '5xx',
    () => json({ errorMessage: 'down' }, 503),
    'Hệ thống đang bận. Vui lòng thử lại sau.',
    'The system is busy. Please try again later.',
  ],
  [
    'malformed JSON',
    () => new Response('<html>', { status: 200 }),
    'Dữ liệu nhận được không hợp lệ. Vui lòng thử lại sau.',
    'The data received is not valid. Please try again later.',
  ],
  [
    'schema mismatch',
    () => json({ error_code: '0', message: 42 }),
    'Dữ liệu nhận được không hợp lệ. Vui lòng thử lại sau.',
    'The data received is not valid. Please try again later.',
  ],
  [
    '401',
    () => json({ error_code: '401', message: 'expired' }),
    'Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại',
    'Your session has expired, please sign in again',
  ],
  [
    'business with a server message',
    () => json({ error_code: '5', message: 'Thuê bao không đủ điều kiện.' }),
    'Thuê bao không đủ điều kiện.',
    'Thuê bao không đủ điều kiện.',
  ],
  [
    'business without a message',
    () => json({ error_code: '5' }),
    'Có lỗi xảy ra. Vui lòng thử lại.',
    'Something went wrong. Please try again.',
  ],
];

describe('useCallMutation', () => {
  it.each(failures)('tells a %s failure in Vietnamese and English', async (_kind, reply, vi, en) => {
    for (const [language, expected] of [
      ['vi', vi],
      ['en-US', en],
    ] as const) {
      const { hook } = renderRegister(reply, language);
      let outcome: Awaited<ReturnType<typeof hook.result.current.run>> | undefined;
      await act(async () => {
        outcome = await hook.result.current.run(body);
      });
      expect(outcome).toMatchObject({ ok: false, message: expected });
      await waitFor(() => expect(hook.result.current.errorMessage).toBe(expected));
      hook.unmount();
    }
  });

  it('sends the body of its row and returns the answer', async () => {
    const { hook, operator } = renderRegister(json({ error_code: '0', message: 'Đăng ký thành công.' }));
    let outcome: Awaited<ReturnType<typeof hook.result.current.run>> | undefined;
    await act(async () => {
      outcome = await hook.result.current.run(body);
    });
    expect(outcome).toMatchObject({ ok: true, data: { message: 'Đăng ký thành công.' } });
    expect(operator.called('package_register')[0]?.body).toMatchObject(body);
    expect(hook.result.current.errorMessage).toBeUndefined();
  });

  it('maps the answer and invalidates the queries it names once the write succeeded', async () => {
    const operator = fakeOperator({ package_cancel: json({ error_code: '0', message: 'Đã huỷ.' }) });
    const portal = testPortal(operator.fetchImpl, { msisdn: '84912345678' });
    const changed = ['mobile', 'mobile_get_service_active_list'];
    const untouched = ['mobile', 'package_search'];
    portal.queryClient.setQueryData(changed, ['D15']);
    portal.queryClient.setQueryData(untouched, ['D15']);
    const hook = renderHook(
      () =>
        useCallMutation('package_cancel', {
          map: (answer, sent) => `${sent.package_code}: ${answer.message ?? ''}`,
          invalidates: [changed],
        }),
      { wrapper: portal.wrapper },
    );
    let outcome: Awaited<ReturnType<typeof hook.result.current.run>> | undefined;
    await act(async () => {
      outcome = await hook.result.current.run({ msisdn: '84912345678', package_code: 'D15' });
    });
    expect(outcome).toEqual({ ok: true, data: 'D15: Đã huỷ.' });
    expect(portal.queryClient.getQueryState(changed)?.isInvalidated).toBe(true);
    expect(portal.queryClient.getQueryState(untouched)?.isInvalidated).toBe(false);
  });

  it('invalidates nothing when the write fails', async () => {
    const operator = fakeOperator({ package_cancel: json({ error_code: '5', message: 'Không huỷ được.' }) });
    const portal = testPortal(operator.fetchImpl, { msisdn: '84912345678' });
    const changed = ['mobile', 'mobile_get_service_active_list'];
    portal.queryClient.setQueryData(changed, ['D15']);
    const hook = renderHook(() => useCallMutation('package_cancel', { invalidates: [changed] }), {
      wrapper: portal.wrapper,
    });
    await act(async () => {
      await hook.result.current.run({ msisdn: '84912345678', package_code: 'D15' });
    });
    expect(portal.queryClient.getQueryState(changed)?.isInvalidated).toBe(false);
  });
});
