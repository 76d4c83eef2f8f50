/** A fake operator for portal tests: one reply per call name, every request recorded. */
import { vi } from 'vitest';

export type Reply = Response | (() => Response | Promise<Response>);

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface RecordedCall {
  /** The last path segment: the call's name for every service of the sandbox bases. */
  readonly name: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
}

/** Unknown calls get a plain success; the remote signer answers with a fixed signature. */
export function fakeOperator(replies: Record<string, Reply> = {}) {
  const calls: RecordedCall[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? input : input.url,
      'http://t.test',
    );
    const name = url.pathname.split('/').pop() ?? '';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ name, path: url.pathname, body });
    const reply = replies[name];
    if (reply) return typeof reply === 'function' ? reply() : reply.clone();
    if (name === 'sign') return json({ signature: 'signed' });
    return json({ error_code: '0', errorCode: '0', message: '', result: [] });
  });
  return {
    fetchImpl: fetchImpl as unknown as typeof fetch,
    calls,
    called: (name: string) => calls.filter((call) => call.name === name),
  };
}
