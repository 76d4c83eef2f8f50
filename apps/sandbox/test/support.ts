/** Starts a sandbox on the run's data directory, with a hand-moved clock and helpers to call it. */
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loyaltySecureCodeInput } from '@selfcare/api-client/contract';
import { inject } from 'vitest';
import { manualClock } from '../src/clock';
import type { SandboxConfig } from '../src/config';
import { startSandbox, type RunningSandbox } from '../src/server';

export interface TestSandbox extends RunningSandbox {
  readonly clock: ReturnType<typeof manualClock>;
  readonly logs: string[];
  post(path: string, body: unknown): Promise<Record<string, unknown>>;
  postRaw(path: string, body: string, headers?: Record<string, string>): Promise<Response>;
  latestCode(msisdn: string): Promise<string>;
  login(msisdn: string): Promise<string>;
  /** Signs a seeded number in with the seed password (no OTP, so no resend wait between files). */
  loginWithPassword(msisdn: string): Promise<string>;
  /** Loyalty calls as the portal makes them: envelope signed through the signer with the session, member token. */
  loyaltyMember(msisdn: string): Promise<LoyaltyMember>;
}

export interface LoyaltyMember {
  readonly session: string;
  readonly token: string;
  /** A fresh envelope for this member: `token` and `msisdn` may be overridden (refusal tests). */
  envelope(overrides?: { token?: string; msisdn?: string }): Promise<Record<string, unknown>>;
  call(name: string, body?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** The seed password as the client sends it (hashPassword, SHA-256 hex). */
export const seedPasswordHash = createHash('sha256').update('Sandbox123').digest('hex');

/**
 * This worker's own copy of the run's seeded data directory: PGlite opens a directory in one process at a
 * time, and a worker runs its files one after another, so they share it as the files of one run did.
 */
export function workerDataDir(): string {
  const seeded = inject('sandboxDataDir');
  const own = join(dirname(seeded), `worker-${process.env['VITEST_POOL_ID'] ?? '1'}`);
  if (!existsSync(own)) cpSync(seeded, own, { recursive: true });
  return own;
}

/** How this machine's own calls reach the sandbox (IPv4, IPv6, IPv4 in IPv6). */
export const loopbackAddresses = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

export async function startTestSandbox(config: Partial<SandboxConfig> = {}): Promise<TestSandbox> {
  const clock = manualClock(Date.now());
  const logs: string[] = [];
  const sandbox = await startSandbox({
    port: 0,
    dataDir: workerDataDir(),
    clock,
    // Every file's calls come from this machine as many clients: no ceiling across numbers for loopback (issue
    // 47); a test of those ceilings sends its own X-Forwarded-For address.
    config: { echoOtp: false, localTools: true, sharedClientAddresses: loopbackAddresses, ...config },
    log: (line) => logs.push(line),
  });
  const postRaw = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const post = async (path: string, body: unknown) =>
    (await (await postRaw(path, JSON.stringify(body))).json()) as Record<string, unknown>;
  const latestCode = async (msisdn: string) => {
    const inbox = (await (await fetch(`${sandbox.url}/__sandbox/api/inbox?msisdn=${msisdn}`)).json()) as {
      messages: { code: string }[];
    };
    const code = inbox.messages[0]?.code;
    if (code === undefined) throw new Error(`no code for ${msisdn}`);
    return code;
  };
  const loginWithPassword = async (msisdn: string) => {
    const login = await post('/api/mobile/authen_msisdn', {
      device_info: 'test',
      fcm_registration_token: '',
      mode: 'password',
      msisdn,
      password: seedPasswordHash,
    });
    if (typeof login['session'] !== 'string') throw new Error(`login ${JSON.stringify(login)}`);
    return login['session'];
  };
  const signedEnvelope = async (session: string, msisdn: string, token: string) => {
    const fields = { requestId: randomUUID(), msisdn, partnerCode: 'WEB_vnpt' };
    const signed = await post('/api/signer/sign', {
      purpose: 'loyalty',
      message: loyaltySecureCodeInput(fields),
      session,
    });
    return { token, ...fields, secureCode: String(signed['signature'] ?? 'unsigned') };
  };
  const loyaltyMember = async (msisdn: string): Promise<LoyaltyMember> => {
    const session = await loginWithPassword(msisdn);
    const tokens = await post('/api/loyalty/getTokenHoiVien', {
      ...(await signedEnvelope(session, msisdn, '')),
      domain: 'web',
    });
    const token = String((tokens['result'] as { TokenHoiVien?: string } | undefined)?.TokenHoiVien ?? '');
    const envelope = (overrides: { token?: string; msisdn?: string } = {}) =>
      signedEnvelope(session, overrides.msisdn ?? msisdn, overrides.token ?? token);
    return {
      session,
      token,
      envelope,
      call: async (name, body = {}) => post(`/api/loyalty/${name}`, { ...body, ...(await envelope()) }),
    };
  };
  return {
    ...sandbox,
    clock,
    logs,
    post,
    postRaw,
    latestCode,
    loginWithPassword,
    loyaltyMember,
    async login(msisdn: string) {
      const sent = await post('/api/mobile/otp_send', { msisdn, otp_service: 'authen_msisdn' });
      if (sent['error_code'] !== '0') throw new Error(`otp_send ${JSON.stringify(sent)}`);
      const login = await post('/api/mobile/authen_msisdn', {
        device_info: 'test',
        fcm_registration_token: '',
        mode: 'otp',
        msisdn,
        password: await latestCode(msisdn),
      });
      if (typeof login['session'] !== 'string') throw new Error(`login ${JSON.stringify(login)}`);
      return login['session'];
    },
  };
}

/**
 * Numbers no other test file uses, so files sharing the data directory never meet. Unknown
 * numbers sign in as auto-provisioned off-net guests. `series` is a two-digit id per test file.
 */
export function numberSeries(series: number): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `848${String(series).padStart(2, '0')}${String(next).padStart(6, '0')}`;
  };
}
