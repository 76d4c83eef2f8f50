import { describe, expect, it } from 'vitest';
import { createRemoteSigner } from './api';

/** A fetch that records what the signer posts and answers with a fixed signature. */
function recordingFetch(answer: Response) {
  const bodies: unknown[] = [];
  const fetchImpl: typeof fetch = (_input, init) => {
    bodies.push(JSON.parse(String(init?.body)));
    return Promise.resolve(answer);
  };
  return { bodies, fetchImpl };
}

describe('remote signer', () => {
  it('sends the session with the message: the signer signs only for a live session (issue 23)', async () => {
    const { bodies, fetchImpl } = recordingFetch(Response.json({ signature: 'sig' }));
    const sign = createRemoteSigner('/api/signer/sign', fetchImpl, () => 'session-1');
    expect(await sign('loyalty', 'req|84912345678|WEB_vnpt')).toBe('sig');
    expect(bodies).toEqual([
      { purpose: 'loyalty', message: 'req|84912345678|WEB_vnpt', session: 'session-1' },
    ]);
  });

  it('signs without a session field when signed out, and fails on a refusal', async () => {
    const { bodies, fetchImpl } = recordingFetch(Response.json({ errorCode: '401' }, { status: 401 }));
    const sign = createRemoteSigner('/api/signer/sign', fetchImpl, () => null);
    await expect(sign('packagePayment', 'm')).rejects.toThrow('signing failed (401)');
    expect(bodies).toEqual([{ purpose: 'packagePayment', message: 'm' }]);
  });
});
