/**
 * Issue 23, ERR-01: every row of the contract, fed values built from its own request schema mixed with
 * hostile ones (NUL, huge numbers, SQL fragments, very long text, wrong types), with and without a live
 * session, never answers 500 and never shows a stack trace; the same for the signer and the sandbox
 * pages. Bounded: a fixed seed and a fixed number of runs per row, so it runs in seconds.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, contractRoutes, type Answer } from './contract-calls';
import { arbitraryOf, hostileStrings, hostileValues } from './schema-values';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

const seed = 23;
const runsPerRow = 8;

let sandbox: TestSandbox;
let session = '';
const nextNumber = numberSeries(44);
beforeAll(async () => {
  sandbox = await startTestSandbox();
  session = await sandbox.login(nextNumber());
});
afterAll(async () => {
  await sandbox.close();
});

/** Signs of a stack trace or of source paths in an answer. */
const stackTrace = /\n\s+at\s|\bat [\w.<>$]+ \([^)]*:\d+:\d+\)|node:internal|\/src\/[\w/-]+\.[jt]s/;

function expectAnswered(answer: Answer, where: string) {
  expect(answer.status, `${where}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(stackTrace.test(answer.text), `${where} shows a stack trace: ${answer.text.slice(0, 300)}`).toBe(
    false,
  );
}

/** Text for a URL; a lone surrogate cannot be encoded, so it becomes bytes that are not UTF-8 at all. */
function inUrl(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80%FF';
  }
}

const sessionValue = fc.oneof(
  { weight: 2, arbitrary: fc.constant<unknown>(undefined) },
  { weight: 2, arbitrary: fc.constant<unknown>('live') },
  { weight: 1, arbitrary: fc.constantFrom(...hostileValues) },
);

describe('fuzz: no 500 and no stack trace (issue 23, ERR-01)', () => {
  it(`ERR-01 every contract row, ${runsPerRow} bodies each from its schema and hostile values`, async () => {
    const routes = contractRoutes(sandbox);
    expect(routes.length).toBeGreaterThan(170);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(arbitraryOf(route.row.request), sessionValue, async (generated, sessionField) => {
          const body: Record<string, unknown> =
            typeof generated === 'object' && generated !== null && !Array.isArray(generated)
              ? { ...(generated as Record<string, unknown>) }
              : { value: generated };
          if (sessionField === 'live') body['session'] = session;
          else if (sessionField !== undefined) body['session'] = sessionField;
          expectAnswered(
            await callRoute(sandbox, route, body),
            `${route.name} ${JSON.stringify(body).slice(0, 200)}`,
          );
        }),
        { seed, numRuns: runsPerRow },
      );
    }
  });

  it('ERR-01 malformed bodies on every row: not JSON, not an object, deeply nested', async () => {
    const bodies = [
      '{',
      'null',
      '[]',
      '"text"',
      '1e999',
      '{"a":'.repeat(2000),
      `{"msisdn":"${'9'.repeat(5000)}"}`,
    ];
    for (const route of contractRoutes(sandbox).filter(
      (item) => item.row.method === 'POST' && !item.row.multipart,
    )) {
      for (const body of bodies) {
        const response = await sandbox.postRaw(route.path, body);
        const text = await response.text();
        expectAnswered(
          { status: response.status, text, code: undefined },
          `${route.name} ${body.slice(0, 40)}`,
        );
      }
    }
  });

  it('ERR-01 the signer and the sandbox pages with hostile input', async () => {
    const hostile = fc.constantFrom(...hostileStrings);
    await fc.assert(
      fc.asyncProperty(hostile, fc.constantFrom(...hostileValues), async (text, value) => {
        const q = inUrl(text);
        const gets = [
          `/__sandbox/api/inbox?msisdn=${q}&limit=${q}`,
          `/__sandbox/inbox?msisdn=${q}`,
          `/__sandbox/gateway/${q}`,
          `/__sandbox/login-3g?msisdn=${q}&return=${q}`,
          `/__sandbox/images/${q}/${q}`,
          `/__sandbox/operator-app?packageCode=${q}`,
          `/__sandbox/payment-site?page=${q}`,
        ];
        for (const path of gets) {
          const response = await fetch(`${sandbox.url}${path}`, { redirect: 'manual' });
          expectAnswered({ status: response.status, text: await response.text(), code: undefined }, path);
        }
        const posts: [string, unknown][] = [
          ['/api/signer/sign', { purpose: 'loyalty', message: text, session: value }],
          ['/api/signer/sign', { purpose: value, message: value, session }],
          ['/__sandbox/api/roaming-token', { msisdn: value, packageCode: text }],
          ['/__sandbox/api/transactions/' + q, { status: value }],
          ['/__sandbox/api/login-3g/decrypt', { code: value }],
        ];
        for (const [path, body] of posts) {
          const response = await sandbox.postRaw(path, JSON.stringify(body));
          expectAnswered(
            { status: response.status, text: await response.text(), code: undefined },
            `${path} ${text.slice(0, 40)}`,
          );
        }
      }),
      { seed, numRuns: 30 },
    );
  });
});
