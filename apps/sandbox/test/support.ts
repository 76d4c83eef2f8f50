/** Starts a sandbox on the run's data directory, with a hand-moved clock and helpers to call it. */
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
}

export async function startTestSandbox(config: Partial<SandboxConfig> = {}): Promise<TestSandbox> {
  const clock = manualClock(Date.now());
  const logs: string[] = [];
  const sandbox = await startSandbox({
    port: 0,
    dataDir: inject('sandboxDataDir'),
    clock,
    config: { echoOtp: false, ...config },
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
  return {
    ...sandbox,
    clock,
    logs,
    post,
    postRaw,
    latestCode,
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
