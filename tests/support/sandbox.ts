import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The sandbox keys numbers in the international form (84…); a test may hold either form. */
export const international = (msisdn: string) => (msisdn.startsWith('0') ? `84${msisdn.slice(1)}` : msisdn);

/**
 * The newest six-digit code the sandbox "sent" to a number (its local inbox), optionally for one
 * OTP service and only one sent after `after` (an ISO time); retried until it is there.
 */
export async function latestCode(
  request: APIRequestContext,
  msisdn: string,
  options: { service?: string; after?: string } = {},
): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await request.get(`/__sandbox/api/inbox?msisdn=${international(msisdn)}`);
    const { messages } = (await response.json()) as {
      messages: { code: string; service: string; sentAt: string }[];
    };
    const latest = messages.find(
      (message) =>
        (options.service === undefined || message.service === options.service) &&
        (options.after === undefined || message.sentAt > options.after),
    );
    code = latest?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  return code;
}

/** The password of every seeded account (apps/sandbox README "Seeded accounts"). */
export const seedPassword = 'Sandbox123';

/** ENT-27: the client sends a password as the SHA-256 hex of its text. */
async function hashedPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Signs a number in through the API (as the login dialog would) and leaves the session where the
 * portal keeps it, for pages that start signed in; a test that signs out gets a fresh session here.
 * By a one-time code, or with `{ password }`: a seeded number that many tests sign in (its OTP sends
 * are limited per minute, issue 23) uses its password.
 * It keeps the session only, not the loyalty data the real sign-in keeps after it: a test that needs a member's
 * menus as the member sees them signs in with `signInMemberThroughDialog`.
 */
export async function signInByApi(page: Page, msisdn: string, options: { password?: string } = {}) {
  const mobile = international(msisdn);
  let credentials: { mode: 'otp' | 'password'; password: string };
  if (options.password === undefined) {
    const sent = await page.request.post('/api/mobile/otp_send', {
      data: { msisdn: mobile, otp_service: 'authen_msisdn' },
    });
    expect(((await sent.json()) as { error_code: string }).error_code).toBe('0');
    credentials = {
      mode: 'otp',
      password: await latestCode(page.request, mobile, { service: 'authen_msisdn' }),
    };
  } else {
    credentials = { mode: 'password', password: await hashedPassword(options.password) };
  }
  const login = await page.request.post('/api/mobile/authen_msisdn', {
    data: { device_info: 'e2e', fcm_registration_token: '', msisdn: mobile, ...credentials },
  });
  const { session } = (await login.json()) as { session: string };
  expect(session).toBeTruthy();
  await page.addInitScript(
    ([number, token]) => {
      if (window.localStorage.getItem('session')) return;
      window.localStorage.setItem('mobile', number);
      window.localStorage.setItem('session', token);
      window.localStorage.setItem('authorized', 'true');
      window.localStorage.setItem('off_net', 'false');
    },
    [mobile, session] as const,
  );
}

const signInTexts = {
  vi: {
    dialog: 'Đăng nhập',
    phone: 'Số điện thoại',
    usePassword: 'Đăng nhập bằng mật khẩu',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
  },
  'en-US': {
    dialog: 'Sign in',
    phone: 'Phone number',
    usePassword: 'Sign in with a password',
    password: 'Password',
    submit: 'Sign in',
  },
} as const;

/**
 * Issue 44: signs a seeded loyalty member in with the password through the portal's own sign-in dialog, so the
 * browser keeps exactly what the real sign-in keeps: the session, the member tokens, the member info and the
 * promotion menu (features/auth/memberData.ts), which the header's VinaPhone Plus menu and the member pages
 * read. `signInByApi` stores the session only: a member signed in that way gets the not-a-member warning where
 * the loyalty links should be. About two seconds; the dialog speaks the page's language (`openIn` chose it).
 */
export async function signInMemberThroughDialog(
  page: Page,
  locale: 'vi' | 'en-US',
  msisdn: string,
  password: string = seedPassword,
) {
  const t = signInTexts[locale];
  // /dang-nhap opens the dialog (AuthRoute.tsx).
  await page.goto('/dang-nhap');
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await dialog.getByRole('textbox', { name: t.phone }).fill(msisdn);
  await dialog.getByRole('button', { name: t.usePassword }).click();
  await dialog.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await dialog.getByRole('button', { name: t.submit, exact: true }).click();
  // The member data loads behind the closed dialog, the promotion menu last (memberData.ts).
  await expect
    .poll(() =>
      page.evaluate(() =>
        ['session', 'vplus_tokenMember', 'vplus_userInfo', 'vplus_promoMenu'].filter(
          (key) => window.localStorage.getItem(key) === null,
        ),
      ),
    )
    .toEqual([]);
}
