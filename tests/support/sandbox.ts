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

/**
 * Signs a number in through the API (as the login dialog would) and leaves the session where the
 * portal keeps it, for pages that start signed in; a test that signs out gets a fresh session here.
 */
export async function signInByApi(page: Page, msisdn: string) {
  const mobile = international(msisdn);
  const sent = await page.request.post('/api/mobile/otp_send', {
    data: { msisdn: mobile, otp_service: 'authen_msisdn' },
  });
  expect(((await sent.json()) as { error_code: string }).error_code).toBe('0');
  const password = await latestCode(page.request, mobile, { service: 'authen_msisdn' });
  const login = await page.request.post('/api/mobile/authen_msisdn', {
    data: { device_info: 'e2e', fcm_registration_token: '', mode: 'otp', msisdn: mobile, password },
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
