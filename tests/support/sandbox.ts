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
