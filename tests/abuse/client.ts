/**
 * A client of the sandbox's API as a stranger would run it (issue 47): straight to the sandbox, from an
 * address of its own. The sandbox reads the client's address from X-Forwarded-For only when the request
 * comes through loopback (apps/sandbox/src/http/requester.ts), as it does from this machine's proxies, so a
 * probe can play several clients. The addresses are documentation ranges (RFC 5737): nothing is sent there.
 */
import { createHash } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

export const sandboxUrl = (): string => {
  const url = process.env.E2E_SANDBOX_URL;
  if (url === undefined) throw new Error('E2E_SANDBOX_URL is set by playwright.config.ts');
  return url;
};

export interface AbuseClient {
  readonly address: string;
  readonly api: APIRequestContext;
  /** POSTs JSON to a sandbox path and answers the status and the parsed body. */
  post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  dispose(): Promise<void>;
}

export async function abuseClient(address: string): Promise<AbuseClient> {
  const api = await playwrightRequest.newContext({
    baseURL: sandboxUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return {
    address,
    api,
    async post(path, body) {
      const response = await api.post(path, { data: body });
      const text = await response.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        parsed = { text };
      }
      return { status: response.status(), body: parsed };
    },
    dispose: () => api.dispose(),
  };
}

/** A VinaPhone number of the probe's own (84947 + six digits: never seeded, never used by a journey). */
export const probeNumber = (digits: string): string => `84947${digits.padStart(6, '0')}`;

/** The newest code the sandbox's local inbox holds for a number and service. */
export async function inboxCode(api: APIRequestContext, msisdn: string, service: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await api.get(`/__sandbox/api/inbox?msisdn=${msisdn}`);
    const { messages } = (await response.json()) as { messages: { code: string; service: string }[] };
    code = messages.find((message) => message.service === service)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  return code;
}

/** ENT-27: passwords travel as the SHA-256 hex of their text. */
export const passwordHash = (password: string): string => createHash('sha256').update(password).digest('hex');

/** This attempt's own number: the probe file's series digit, the retry, then four digits of the probe's choosing. */
export const attemptNumber = (series: string, retry: number, digits: string): string =>
  probeNumber(`${series}${retry % 10}${digits}`);

export const registrationService = 'authen_register,payment_wallet_register';

const openClients: AbuseClient[] = [];
/** A client kept until `disposeClients` (each probe file calls it after every test). */
export async function clientAt(address: string): Promise<AbuseClient> {
  const created = await abuseClient(address);
  openClients.push(created);
  return created;
}
export async function disposeClients(): Promise<void> {
  await Promise.all(openClients.splice(0).map((created) => created.dispose()));
}

/** authen_msisdn as the portal sends it; the answer is the probe's to judge. */
export const attemptSignIn = (
  from: AbuseClient,
  msisdn: string,
  mode: 'otp' | 'password',
  password: string,
) =>
  from.post('/api/mobile/authen_msisdn', {
    device_info: 'abuse-probe',
    fcm_registration_token: '',
    mode,
    msisdn,
    password,
  });

const sessionOf = (login: { body: Record<string, unknown> }): string => {
  expect(login.body['error_code'], JSON.stringify(login.body)).toBe('0');
  return String(login.body['session']);
};

/** A number signed in by a code sent to it from the client's own address: its session. */
export async function signInByCode(client: AbuseClient, msisdn: string): Promise<string> {
  const sent = await client.post('/api/mobile/otp_send', { msisdn, otp_service: 'authen_msisdn' });
  expect(sent.body['error_code'], JSON.stringify(sent.body)).toBe('0');
  return sessionOf(
    await attemptSignIn(client, msisdn, 'otp', await inboxCode(client.api, msisdn, 'authen_msisdn')),
  );
}

export async function signInWithPassword(
  client: AbuseClient,
  msisdn: string,
  password: string,
): Promise<string> {
  return sessionOf(await attemptSignIn(client, msisdn, 'password', passwordHash(password)));
}

/** The owner registers the number from their own client (a password, and a known device of the number). */
export async function register(client: AbuseClient, msisdn: string, password: string): Promise<void> {
  const sent = await client.post('/api/mobile/otp_send', { msisdn, otp_service: registrationService });
  expect(sent.body['error_code'], JSON.stringify(sent.body)).toBe('0');
  const answer = await client.post('/api/mobile/authen_register', {
    msisdn,
    pin: await inboxCode(client.api, msisdn, registrationService),
    password: passwordHash(password),
  });
  expect(answer.body['error_code'], JSON.stringify(answer.body)).toBe('0');
}
