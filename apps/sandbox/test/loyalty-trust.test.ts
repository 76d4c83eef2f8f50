/**
 * Issue 47 item 1: the loyalty signature cannot be re-framed, and member tokens expire and rotate. The
 * reviewer's attack: A has the signer sign `x1|<A>|<B>|WEB_vnpt` (its second field is A's number) and sends
 * it as `{requestId: "x1|<A>", msisdn: <B>}`, which bound the call to B and handed over B's member token.
 */
import { loyaltySecureCodeInput } from '@selfcare/api-client/contract';
import { MEMBER_TOKEN_EXPIRED_CODE } from '@selfcare/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ memberTokenMinutes: 10 });
});
afterAll(async () => {
  await sandbox.close();
});

/** Seeded members (apps/sandbox README): the attacker A and the VIP victim B. */
const attacker = '84913456789';
const victim = '84888888888';

const sign = async (session: string, message: string) =>
  (await sandbox.post('/api/signer/sign', { purpose: 'loyalty', message, session }))['signature'];

describe("issue 47 item 1: a loyalty signature names one subscriber, the signer's", () => {
  it("issue 47 item 1: the reviewer's re-framed envelope gets no member token of the victim", async () => {
    const session = await sandbox.loginWithPassword(attacker);
    // The old probe's message is not an encoding the signer reads.
    const old = await sandbox.postRaw(
      '/api/signer/sign',
      JSON.stringify({ purpose: 'loyalty', message: `x1|${attacker}|${victim}|WEB_vnpt`, session }),
    );
    expect(old.status).toBe(400);
    // A's own envelope, signed, and then sent as the victim's.
    const secureCode = await sign(
      session,
      loyaltySecureCodeInput({ requestId: 'x1', msisdn: attacker, partnerCode: 'WEB_vnpt' }),
    );
    expect(typeof secureCode).toBe('string');
    const answer = await sandbox.post('/api/loyalty/getTokenHoiVien', {
      token: '',
      requestId: `x1|${attacker}`,
      msisdn: victim,
      partnerCode: 'WEB_vnpt',
      secureCode,
      domain: 'web',
    });
    expect(answer).toMatchObject({ errorCode: '403' });
    expect(JSON.stringify(answer)).not.toMatch(/member\./);
  });

  it('issue 47 item 1: no signature the signer makes for A verifies for B, whatever the fields hold (property)', async () => {
    const session = await sandbox.loginWithPassword(attacker);
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('|', '||', '"', '\\', ',', '","', ' ', '\u0000', '\u00a0', 'Ω', '🙂', '\ud800'),
      fc.constantFrom(attacker, victim, `|${victim}`, `${attacker}|`, `x1|${attacker}`, 'WEB_vnpt'),
    );
    const field = fc.array(text, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(field, field, field, async (requestId, partnerCode, tail) => {
        // A asks for its own envelope, and for one whose partner field carries the victim's number ahead.
        const own = await sign(session, loyaltySecureCodeInput({ requestId, msisdn: attacker, partnerCode }));
        const carrying = await sign(
          session,
          loyaltySecureCodeInput({ requestId, msisdn: attacker, partnerCode: `${victim}|${partnerCode}` }),
        );
        // Whatever A got signed (often nothing: the signer checks each field), it opens nothing of B's,
        // however the fields are cut and padded around B's number.
        for (const [envelope, signed] of [
          [{ requestId, msisdn: victim, partnerCode }, own],
          [{ requestId: `${requestId}|${attacker}`, msisdn: victim, partnerCode }, carrying],
          [{ requestId, msisdn: `${victim}${tail}`, partnerCode }, own],
          [{ requestId, msisdn: ` ${victim}`, partnerCode }, own],
        ] as const) {
          const answer = await sandbox.post('/api/loyalty/getTokenHoiVien', {
            ...envelope,
            token: '',
            secureCode: typeof signed === 'string' ? signed : 'unsigned',
            domain: 'web',
          });
          expect(answer['errorCode']).not.toBe('0');
          expect(JSON.stringify(answer)).not.toMatch(/member\./);
        }
      }),
      // The first example is the reviewer's probe: x1|<A>|<B>|WEB_vnpt re-framed as {x1|<A>, <B>}.
      { numRuns: 25, seed: 47, examples: [['x1', 'WEB_vnpt', '']] },
    );
  });
});

describe('issue 47 item 1: member tokens expire and rotate', () => {
  it('issue 47 item 1: a token works until it expires, then answers the expiry code; a new one differs', async () => {
    const member = await sandbox.loyaltyMember(attacker);
    expect(await member.call('getLayThongTinChungMobileV2')).toMatchObject({ errorCode: '0' });
    sandbox.clock.advance(10 * 60_000 + 1_000);
    expect(await member.call('getLayThongTinChungMobileV2')).toMatchObject({
      errorCode: MEMBER_TOKEN_EXPIRED_CODE,
    });
    const again = await sandbox.loyaltyMember(attacker);
    expect(again.token).not.toBe(member.token);
    expect(await again.call('getLayThongTinChungMobileV2')).toMatchObject({ errorCode: '0' });
  });

  it('issue 47 item 1: a token is refused for another number, and a token with its expiry changed is refused', async () => {
    const member = await sandbox.loyaltyMember(attacker);
    const [kind, expires = '', nonce, mac] = member.token.split('.');
    const later = (parseInt(expires, 36) + 24 * 60 * 60_000).toString(36);
    for (const token of [
      `${kind}.${later}.${nonce}.${mac}`,
      `${kind}.${expires}.${nonce}.${'0'.repeat(32)}`,
    ]) {
      const answer = await sandbox.post('/api/loyalty/getLayThongTinChungMobileV2', {
        ...(await member.envelope({ token })),
      });
      expect(answer).toMatchObject({ errorCode: '403' });
    }
    const other = await sandbox.loyaltyMember('84912345678');
    const answer = await sandbox.post('/api/loyalty/getLayThongTinChungMobileV2', {
      ...(await other.envelope({ token: member.token })),
    });
    expect(answer).toMatchObject({ errorCode: '403' });
  });
});
