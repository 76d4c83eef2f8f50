#!/usr/bin/env node
/**
 * A bounded load figure (not a test): p50 and p99 for OTP login and the package list at 100
 * concurrent connections, loopback only. Starts the built sandbox on a fresh data directory
 * unless --url names one already running on this machine. Goal: p99 ≤ 50 ms.
 *   node dist/load.js [--url http://127.0.0.1:8787] [--connections 100] [--seconds 10] [--logins 3000]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    logins: { type: 'string', default: '3000' },
  },
});
const connections = Number(values.connections);
const seconds = Math.min(Number(values.seconds), 60);
const logins = Math.min(Number(values.logins), 20_000);

function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host))
    throw new Error(`load runs on loopback only, not ${host}`);
}

async function startChild(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const main = fileURLToPath(new URL('./main.js', import.meta.url));
  const child = spawn(
    process.execPath,
    [main, '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir, '--local'],
    {
      env: {
        ...process.env,
        SANDBOX_ECHO_OTP: '0',
        // Issue 47: the tool plays many clients from this one address, each login a code of its own.
        SANDBOX_SHARED_CLIENT_ADDRESSES: '127.0.0.1,::1,::ffff:127.0.0.1',
        SANDBOX_SMS_BUDGET_PER_HOUR: String(Math.max(5000, logins * 2)),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /operator API on (http:\/\/[\d.:]+)\/api/.exec(output)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${String(code)}`)));
  });
  return { url, child };
}

const postJson = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };

function report(name: string, result: autocannon.Result): void {
  const { latency, requests, non2xx, errors, timeouts } = result;
  console.log(
    `${name.padEnd(14)} p50 ${latency.p50} ms · p99 ${latency.p99} ms · max ${latency.max} ms · ` +
      `${Math.round(requests.average)} req/s · ${result.requests.total} requests · non-2xx ${non2xx} · errors ${errors} · timeouts ${timeouts}`,
  );
}

/** Numbers the seed does not know; each signs in once with its own code. */
async function prepareLogins(url: string, count: number): Promise<{ msisdn: string; code: string }[]> {
  const numbers = Array.from(
    { length: count },
    (_, index) => `8482${String(Date.now() % 1000).padStart(3, '0')}${String(index).padStart(4, '0')}`,
  );
  for (let start = 0; start < numbers.length; start += 50) {
    await Promise.all(
      numbers.slice(start, start + 50).map((msisdn) =>
        fetch(`${url}/api/mobile/otp_send`, {
          ...postJson,
          body: JSON.stringify({ msisdn, otp_service: 'authen_msisdn' }),
        }),
      ),
    );
  }
  const inbox = (await (await fetch(`${url}/__sandbox/api/inbox?limit=${count * 2}`)).json()) as {
    messages: { msisdn: string; code: string }[];
  };
  const codes = new Map(inbox.messages.map((message) => [message.msisdn, message.code]));
  return numbers.flatMap((msisdn) => {
    const code = codes.get(msisdn);
    return code === undefined ? [] : [{ msisdn, code }];
  });
}

async function main(): Promise<void> {
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  let url = values.url;
  if (url === undefined) {
    dataDir = mkdtempSync(join(tmpdir(), 'selfcare-sandbox-load-'));
    ({ url, child } = await startChild(dataDir));
  }
  assertLoopback(url);
  try {
    console.log(`load on ${url}: ${connections} connections`);
    // One unreported second warms the JIT and the catalogue cache.
    await autocannon({
      url: `${url}/api/mobile/package_search`,
      ...postJson,
      body: JSON.stringify({ group: 'goi-cuoc-di-dong' }),
      connections,
      duration: 1,
    });
    const list = await autocannon({
      url: `${url}/api/mobile/package_search`,
      ...postJson,
      body: JSON.stringify({ group: 'goi-cuoc-di-dong' }),
      connections,
      duration: seconds,
    });
    report('package list', list);

    const credentials = await prepareLogins(url, logins);
    let next = 0;
    const login = await autocannon({
      url: `${url}/api/mobile/authen_msisdn`,
      connections,
      amount: credentials.length,
      requests: [
        {
          ...postJson,
          setupRequest: (request) => {
            const credential = credentials[next % credentials.length];
            next += 1;
            return {
              ...request,
              body: JSON.stringify({
                device_info: 'load',
                fcm_registration_token: '',
                mode: 'otp',
                msisdn: credential?.msisdn,
                password: credential?.code,
              }),
            };
          },
        },
      ],
    });
    report('OTP login', login);
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
