/**
 * Data survives a restart, including a kill -9 between createTransaction and the payment:
 * the built server runs as a child process on the run's data directory.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workerDataDir } from './support';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
let child: ChildProcess | undefined;

function startChild(): Promise<string> {
  const started = spawn(
    process.execPath,
    ['dist/main.js', '--port', '0', '--data-dir', workerDataDir(), '--local'],
    {
      cwd: packageDir,
      env: { ...process.env, SANDBOX_ECHO_OTP: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child = started;
  return new Promise((resolve, reject) => {
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /operator API on (http:\/\/[\d.:]+)\/api/.exec(output)?.[1];
      if (url) resolve(url);
    });
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.once('exit', (code) => reject(new Error(`sandbox exited (${String(code)}): ${output}`)));
  });
}

async function killHard(): Promise<void> {
  const running = child;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
}

afterEach(killHard);

beforeAll(() => {
  execFileSync('pnpm', ['exec', 'tsup', '--silent'], { cwd: packageDir, stdio: 'ignore' });
}, 120_000);

const post = async (url: string, path: string, body: unknown) =>
  (await (
    await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as Record<string, unknown>;

describe('persistence across restarts', () => {
  it('keeps a session and a created transaction through kill -9, then settles it', async () => {
    let url = await startChild();
    const msisdn = '84849000001';
    const entry = await post(url, '/__sandbox/api/roaming-token', { msisdn });
    const page = await post(url, '/api/roaming/loadRoamingInfo', { encryptedToken: entry['token'] });
    const session = String(page['token']);
    const created = await post(url, '/api/roaming/createTransaction', {
      amount: 30_000,
      bankCode: 'VIETQR',
      currencyCode: 'VND',
      type: 10,
      bankType: 10,
      paymentCode: '500',
      serviceType: 10,
      session,
      msisdn,
    });
    const transactionId = (created['result'] as { transactionId: string }).transactionId;

    await killHard();
    url = await startChild();

    const settled = await post(url, `/__sandbox/api/transactions/${transactionId}`, { status: 'paid' });
    expect(settled).toMatchObject({ transactionStatus: 2 });
    expect(
      await post(url, '/api/roaming/queryTransactionInfo', { session, msisdn, transactionId }),
    ).toMatchObject({
      errorCode: '0',
      result: { transactionStatus: 2 },
    });
    const reopened = await post(url, '/api/roaming/loadRoamingInfo', { encryptedToken: entry['token'] });
    expect(reopened).toMatchObject({ result: { rxServiceActive: 'RASEAN1' } });
  });
});
