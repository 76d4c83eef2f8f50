import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes, warmShell } from '../../../test/router';

type Reply = Response | ((init?: RequestInit) => Promise<Response>);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake operator: each call name answers with its own reply; anything else is a plain success. */
function fakeOperator(replies: Record<string, Reply>) {
  const calls: { name: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const name = url.split('?')[0]?.split('/').pop() ?? '';
    calls.push({ name, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {} });
    const reply = replies[name];
    if (reply) return typeof reply === 'function' ? reply(init) : reply.clone();
    if (name === 'sign') return json({ signature: 'sig' });
    return json({ error_code: '0', errorCode: '0', message: '', result: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderAt(path: string, language: 'vi' | 'en-US' = 'vi') {
  return renderRoutes(path, { language }).router;
}

async function openLoginAndTypePhone() {
  const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' }, { timeout: 10_000 });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Số điện thoại' }), '0912345678');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Nhận mã OTP' }));
  return dialog;
}

async function expectNotice(text: string) {
  const notice = await screen.findByRole('alertdialog', { name: 'Thông báo' });
  expect(within(notice).getByText(text)).toBeTruthy();
  await userEvent.click(within(notice).getByRole('button', { name: 'Đóng' }));
}

beforeAll(warmShell, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('sign-in wiring', { timeout: 20_000 }, () => {
  it('SHELL-003 AUTH-03 AUTH-05 DOM-12 signs in with a code: otp_send, authen_msisdn, storage, dialog closed', async () => {
    const calls = fakeOperator({
      otp_send: json({ error_code: '0', message: 'Đã gửi mã' }),
      authen_msisdn: json({
        error_code: '0',
        message: 'Đăng nhập thành công.',
        msisdn: '84912345678',
        session: 's-1',
        off_net: '1',
      }),
      getTokenHoiVien: json({
        errorCode: '0',
        result: { TokenDev: 'd', TokenHoiVien: 'm', TokenHoiVienEsc: 'e' },
      }),
      getLayThongTinChungMobileV2: json({
        errorCode: '0',
        ErrorCode: 200,
        ThongTinHoiVien: {
          HangHoiVienMoiId: 2,
          TenHoiVien: 'Nguyễn Văn An',
          SoTheHoiVienVinaPhonePlus: '9704',
        },
      }),
      catalogDiscounts: json({
        errorCode: '0',
        result: [{ id: '7', categoryNameVie: 'Ẩm thực', categoryNameEn: 'Food & drink' }],
      }),
    });
    renderAt('/dang-nhap');
    const dialog = await openLoginAndTypePhone();
    expect(calls.find((call) => call.name === 'otp_send')?.body).toMatchObject({
      msisdn: '84912345678',
      otp_service: 'authen_msisdn',
    });
    const first = await within(dialog).findByRole('textbox', { name: 'Chữ số 1 trên 6' });
    await userEvent.click(first);
    await userEvent.keyboard('123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(window.localStorage.getItem('session')).toBe('s-1'));
    expect(calls.find((call) => call.name === 'authen_msisdn')?.body).toMatchObject({
      mode: 'otp',
      password: '123456',
      msisdn: '84912345678',
    });
    expect(window.localStorage.getItem('off_net')).toBe('true');
    expect(window.localStorage.getItem('authorized')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đăng nhập' })).toBeNull());
    // DOM-13: the member calls follow, in order.
    const order = calls
      .map((call) => call.name)
      .filter((name) =>
        ['getTokenHoiVien', 'getLayThongTinChungMobileV2', 'catalogDiscounts'].includes(name),
      );
    expect(order).toEqual(['getTokenHoiVien', 'getLayThongTinChungMobileV2', 'catalogDiscounts']);
    await waitFor(() =>
      expect(window.localStorage.getItem('vplus_promoMenu')).toBe(
        '[{"id":"7","name":{"vi":"Ẩm thực","en":"Food & drink"}}]',
      ),
    );
    expect(window.localStorage.getItem('vplus_tokenMember')).toBe('m');
    expect(window.localStorage.getItem('vplus_updateEmail')).toBe('true');
  });

  it('AUTH-05 DOM-13 the dialog closes as soon as the session is stored, before the loyalty data', async () => {
    let answerTokens: (reply: Response) => void = () => undefined;
    fakeOperator({
      otp_send: json({ error_code: '0', message: 'Đã gửi mã' }),
      authen_msisdn: json({ error_code: '0', message: '', msisdn: '84912345678', session: 's-2' }),
      getTokenHoiVien: () => new Promise<Response>((resolve) => (answerTokens = resolve)),
    });
    renderAt('/dang-nhap');
    const dialog = await openLoginAndTypePhone();
    await userEvent.click(await within(dialog).findByRole('textbox', { name: 'Chữ số 1 trên 6' }));
    await userEvent.keyboard('123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đăng nhập' })).toBeNull());
    expect(window.localStorage.getItem('vplus_tokenMember')).toBeNull();
    answerTokens(
      json({ errorCode: '0', result: { TokenDev: 'd', TokenHoiVien: 'm2', TokenHoiVienEsc: 'e' } }),
    );
    await waitFor(() => expect(window.localStorage.getItem('vplus_tokenMember')).toBe('m2'));
  });

  it.each([
    [
      'network (offline)',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Không có kết nối mạng. Vui lòng kiểm tra kết nối và thử lại.',
    ],
    [
      'http 5xx',
      () => Promise.resolve(json({ oops: true }, 503)),
      'Hệ thống đang bận. Vui lòng thử lại sau.',
    ],
    [
      'malformed JSON',
      () => Promise.resolve(new Response('<html>', { status: 200 })),
      'Dữ liệu nhận được không hợp lệ. Vui lòng thử lại sau.',
    ],
    [
      'business error with a message (ERR-03)',
      () => Promise.resolve(json({ error_code: '1', message: 'Thuê bao bị khoá' })),
      'Thuê bao bị khoá',
    ],
    [
      'business error without a message (ERR-03 IDS_TV_LOI_OTP)',
      () => Promise.resolve(json({ error_code: '1' })),
      'Mã OTP không đúng, vui lòng thử lại',
    ],
  ])('AUTH-11 ERR-01 a %s failure shows a notice and keeps the number', async (_kind, reply, text) => {
    fakeOperator({ otp_send: reply });
    renderAt('/dang-nhap');
    const dialog = await openLoginAndTypePhone();
    await expectNotice(text);
    expect((within(dialog).getByRole('textbox', { name: 'Số điện thoại' }) as HTMLInputElement).value).toBe(
      '0912345678',
    );
  });

  it('ERR-07 a refused password keeps the dialog and the typed password', async () => {
    fakeOperator({ authen_msisdn: json({ error_code: '1', message: 'Sai mật khẩu' }) });
    renderAt('/dang-nhap');
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập bằng mật khẩu' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Số điện thoại' }), '0912345678');
    await userEvent.type(within(dialog).getByLabelText('Mật khẩu'), 'Secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    await expectNotice('Sai mật khẩu');
    expect((within(dialog).getByLabelText('Mật khẩu') as HTMLInputElement).value).toBe('Secret1');
  });

  it('ERR-02 DOM-04 a 401 while signed in: toast, storage cleared, home', async () => {
    window.localStorage.setItem('mobile', '84912345678');
    window.localStorage.setItem('session', 's-old');
    window.localStorage.setItem('authorized', 'true');
    window.localStorage.setItem('language', 'vi');
    fakeOperator({ core_customer_get_info: json({ error_code: '401', message: 'expired' }) });
    const router = renderAt('/version');
    expect(
      await screen.findByText('Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem('session')).toBeNull());
    expect(window.localStorage.getItem('language')).toBe('vi');
    expect(router.state.location.pathname).toBe('/');
  });

  it('AUTH-63 AUTH-66 DOM-03 signs out: authen_logout, storage cleared, toast', async () => {
    window.localStorage.setItem('mobile', '84912345678');
    window.localStorage.setItem('session', 's-1');
    window.localStorage.setItem('authorized', 'true');
    window.localStorage.setItem('vplus_userInfo', '{}');
    const calls = fakeOperator({});
    renderAt('/');
    const account = await screen.findByRole(
      'button',
      { name: /Xin chào, 0912 345 678/ },
      { timeout: 10_000 },
    );
    await userEvent.click(account);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Đăng xuất' }));
    await waitFor(() => expect(window.localStorage.getItem('session')).toBeNull());
    expect(window.localStorage.getItem('vplus_userInfo')).toBeNull();
    expect(calls.find((call) => call.name === 'authen_logout')?.body).toMatchObject({
      msisdn: '84912345678',
    });
    expect(await screen.findByText('Đăng xuất thành công')).toBeTruthy();
  });

  it('AUTH-63 a read of the subscriber still on its way is stopped before authen_logout, so it cannot come back 401', async () => {
    window.localStorage.setItem('mobile', '84912345678');
    window.localStorage.setItem('session', 's-1');
    window.localStorage.setItem('authorized', 'true');
    const events: string[] = [];
    // The home's loyalty tokens never answer on their own: only its abort settles it.
    const hanging = (init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        events.push('tokens sent');
        init?.signal?.addEventListener('abort', () => {
          events.push('tokens stopped');
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const calls = fakeOperator({
      getTokenHoiVien: hanging,
      authen_logout: async () => {
        events.push('logout sent');
        return json({ error_code: '0', message: '' });
      },
    });
    renderAt('/');
    const account = await screen.findByRole(
      'button',
      { name: /Xin chào, 0912 345 678/ },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(events).toContain('tokens sent'));
    await userEvent.click(account);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Đăng xuất' }));
    expect(await screen.findByText('Đăng xuất thành công')).toBeTruthy();
    expect(events.filter((event) => event !== 'tokens sent')).toEqual(['tokens stopped', 'logout sent']);
    expect(calls.filter((call) => call.name === 'getTokenHoiVien')).toHaveLength(1);
  });
});

describe('registration of a number that already has an account', { timeout: 20_000 }, () => {
  const refusal = json({
    error_code: 'account_exists',
    message: 'Số thuê bao đã có tài khoản. Vui lòng đăng nhập hoặc chọn Quên mật khẩu.',
    orgin_msg: JSON.stringify([{ AUTH_DESC: 'Số thuê bao đã có tài khoản.' }]),
  });
  const texts = {
    vi: {
      dialog: 'Đăng ký tài khoản',
      phone: 'Số điện thoại',
      register: 'Đăng ký',
      digit: 'Chữ số 1 trên 6',
      password: 'Mật khẩu mới',
      repeat: 'Nhập lại mật khẩu mới',
      notice: 'Thông báo',
      refused:
        'Số thuê bao này đã có tài khoản. Vui lòng đăng nhập, hoặc chọn “Quên mật khẩu” để đặt lại mật khẩu.',
    },
    'en-US': {
      dialog: 'Create an account',
      phone: 'Phone number',
      register: 'Register',
      digit: 'Digit 1 of 6',
      password: 'New password',
      repeat: 'Repeat the new password',
      notice: 'Notice',
      refused: 'This number already has an account. Please sign in, or choose “Forgot password” to reset it.',
    },
  } as const;

  it.each(['vi', 'en-US'] as const)(
    'ERR-05 a refused registration code says so in %s and stays on the number',
    async (language) => {
      const text = texts[language];
      fakeOperator({ otp_send: refusal });
      renderAt('/dang-ky', language);
      const dialog = await screen.findByRole('dialog', { name: text.dialog }, { timeout: 10_000 });
      await userEvent.type(within(dialog).getByRole('textbox', { name: text.phone }), '0912345678');
      await userEvent.click(within(dialog).getByRole('button', { name: text.register }));
      expect(await screen.findByText(text.refused)).toBeTruthy();
      expect((within(dialog).getByRole('textbox', { name: text.phone }) as HTMLInputElement).value).toBe(
        '0912345678',
      );
    },
  );

  it.each(['vi', 'en-US'] as const)(
    'AUTH-55 ERR-12 a refused registration shows the notice in %s, keeps the form and goes nowhere',
    async (language) => {
      const text = texts[language];
      fakeOperator({ otp_send: json({ error_code: '0', message: '' }), authen_register: refusal });
      const router = renderAt('/dang-ky', language);
      const dialog = await screen.findByRole('dialog', { name: text.dialog }, { timeout: 10_000 });
      await userEvent.type(within(dialog).getByRole('textbox', { name: text.phone }), '0912345678');
      await userEvent.click(within(dialog).getByRole('button', { name: text.register }));
      await userEvent.click(await within(dialog).findByRole('textbox', { name: text.digit }));
      await userEvent.keyboard('123456');
      await userEvent.type(within(dialog).getByLabelText(text.password), 'NewPass1');
      await userEvent.type(within(dialog).getByLabelText(text.repeat), 'NewPass1');
      await userEvent.click(within(dialog).getByRole('button', { name: text.register }));
      const notice = await screen.findByRole('alertdialog', { name: text.notice });
      expect(within(notice).getByText(text.refused)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dang-ky');
      expect((within(dialog).getByLabelText(text.password) as HTMLInputElement).value).toBe('NewPass1');
    },
  );
});

describe('the OTP lock after too many wrong codes', { timeout: 20_000 }, () => {
  const texts = {
    vi: {
      dialog: 'Đăng nhập',
      phone: 'Số điện thoại',
      getCode: 'Nhận mã OTP',
      digit: 'Chữ số 1 trên 6',
      signIn: 'Đăng nhập',
      notice: 'Thông báo',
      close: 'Đóng',
      lock: /Bạn đã nhập sai mã quá số lần cho phép\. Vui lòng thử lại sau 0(5:00|4:59)\./,
      resend: /Gửi lại mã sau (300|299) giây/,
    },
    'en-US': {
      dialog: 'Sign in',
      phone: 'Phone number',
      getCode: 'Get code',
      digit: 'Digit 1 of 6',
      signIn: 'Sign in',
      notice: 'Notice',
      close: 'Close',
      lock: /Too many wrong codes\. Please try again in 0(5:00|4:59)\./,
      resend: /Resend code in (300|299) s/,
    },
  } as const;

  it.each(['vi', 'en-US'] as const)(
    'DOM-57 after code 551 the dialog in %s offers neither sign-in nor resend and shows the 300 s lock',
    async (language) => {
      const text = texts[language];
      fakeOperator({
        otp_send: json({ error_code: '0', message: '' }),
        authen_msisdn: json({ error_code: '551', message: 'Bạn đã nhập sai OTP quá số lần cho phép.' }),
      });
      renderAt('/dang-nhap', language);
      const dialog = await screen.findByRole('dialog', { name: text.dialog }, { timeout: 10_000 });
      await userEvent.type(within(dialog).getByRole('textbox', { name: text.phone }), '0912345678');
      await userEvent.click(within(dialog).getByRole('button', { name: text.getCode }));
      await userEvent.click(await within(dialog).findByRole('textbox', { name: text.digit }));
      await userEvent.keyboard('123456');
      await userEvent.click(within(dialog).getByRole('button', { name: text.signIn }));
      const notice = await screen.findByRole('alertdialog', { name: text.notice });
      await userEvent.click(within(notice).getByRole('button', { name: text.close }));
      expect(await within(dialog).findByText(text.lock)).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: text.signIn })).toHaveProperty('disabled', true);
      expect(within(dialog).getByRole('button', { name: text.resend })).toHaveProperty('disabled', true);
    },
  );
});

describe('issue 47: refusals of the new limits in the person’s language', { timeout: 20_000 }, () => {
  const texts = {
    vi: {
      dialog: 'Đăng ký tài khoản',
      phone: 'Số điện thoại',
      register: 'Đăng ký',
      forgot: 'Quên mật khẩu',
      digit: 'Chữ số 1 trên 6',
      password: 'Mật khẩu mới',
      repeat: 'Nhập lại mật khẩu mới',
      change: 'Đổi mật khẩu',
      notice: 'Thông báo',
      noAccount: 'Số thuê bao này chưa có tài khoản. Vui lòng đăng ký tài khoản để đặt mật khẩu.',
      busy: 'Hệ thống đang bận, vui lòng thử lại sau ít phút.',
    },
    'en-US': {
      dialog: 'Create an account',
      phone: 'Phone number',
      register: 'Register',
      forgot: 'Forgot password',
      digit: 'Digit 1 of 6',
      password: 'New password',
      repeat: 'Repeat the new password',
      change: 'Change password',
      notice: 'Notice',
      noAccount: 'This number has no account yet. Please register to set a password.',
      busy: 'The system is busy, please try again in a few minutes.',
    },
  } as const;

  it.each(['vi', 'en-US'] as const)(
    'issue 47 item 7: a reset refused after its code because the number has no account (no_account) says so in %s',
    async (language) => {
      const text = texts[language];
      const serverText = 'Thuê bao chưa đăng ký mật khẩu, vui lòng đăng ký tài khoản.';
      fakeOperator({
        otp_send: json({ error_code: '0', message: '' }),
        authen_miss_password: json({
          error_code: 'no_account',
          message: serverText,
          orgin_msg: JSON.stringify([{ AUTH_DESC: serverText }]),
        }),
      });
      renderAt('/dang-ky', language);
      const dialog = await screen.findByRole('dialog', { name: text.dialog }, { timeout: 10_000 });
      await userEvent.type(within(dialog).getByRole('textbox', { name: text.phone }), '0912345678');
      await userEvent.click(within(dialog).getByRole('button', { name: text.forgot }));
      await userEvent.click(await within(dialog).findByRole('textbox', { name: text.digit }));
      await userEvent.keyboard('123456');
      await userEvent.type(within(dialog).getByLabelText(text.password), 'NewPass1');
      await userEvent.type(within(dialog).getByLabelText(text.repeat), 'NewPass1');
      await userEvent.click(within(dialog).getByRole('button', { name: text.change }));
      const notice = await screen.findByRole('alertdialog', { name: text.notice });
      expect(within(notice).getByText(text.noAccount)).toBeTruthy();
    },
  );

  it.each(['vi', 'en-US'] as const)(
    'issue 47 item 4: a code refused because the hour’s SMS budget is spent (system_busy) says so in %s',
    async (language) => {
      const text = texts[language];
      fakeOperator({
        otp_send: json({ error_code: 'system_busy', message: 'Hệ thống đang bận, vui lòng thử lại sau.' }),
      });
      renderAt('/dang-ky', language);
      const dialog = await screen.findByRole('dialog', { name: text.dialog }, { timeout: 10_000 });
      await userEvent.type(within(dialog).getByRole('textbox', { name: text.phone }), '0912345678');
      await userEvent.click(within(dialog).getByRole('button', { name: text.register }));
      expect(await screen.findByText(text.busy)).toBeTruthy();
    },
  );
});
