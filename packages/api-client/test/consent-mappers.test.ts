/** Issue 47, item 5: the family invitation and payment confirmation records as domain models. */
import { describe, expect, it } from 'vitest';
import { familyInvitationRecord, familyReceivedInvitationRecord } from '../src/contract';
import { paymentCalls } from '../src/contract/payment';
import { toConfirmedPayment, toFamilyInvitation, toReceivedFamilyInvitation } from '../src/mappers';

describe('consent mappers (issue 47 item 5)', () => {
  it('issue 47 item 5: an invitation reads whether the code went out and the wait before another', () => {
    const wire = { member_msisdn: '84946000001', expires_at: '2026-03-02T08:00:00.000Z' };
    expect(
      toFamilyInvitation(familyInvitationRecord.parse({ ...wire, code_sent: 1, wait_seconds: '60' })),
    ).toEqual({
      memberMsisdn: '84946000001',
      expiresAt: '2026-03-02T08:00:00.000Z',
      codeSent: true,
      waitSeconds: 60,
    });
    expect(
      toFamilyInvitation(familyInvitationRecord.parse({ ...wire, code_sent: 0, wait_seconds: -3 })),
    ).toMatchObject({ codeSent: false, waitSeconds: 0 });
    expect(
      toReceivedFamilyInvitation(
        familyReceivedInvitationRecord.parse({
          master_msisdn: '84914567890',
          pack_code: null,
          expires_at: '2026-03-02T08:00:00.000Z',
        }),
      ),
    ).toEqual({ masterMsisdn: '84914567890', packCode: undefined, expiresAt: '2026-03-02T08:00:00.000Z' });
  });

  it("issue 47 item 5: a confirmed payment carries the server's kind, status and amount", () => {
    const parse = (result: Record<string, unknown>) =>
      toConfirmedPayment(
        paymentCalls.mobile_payment_transaction_info.response.parse({ error_code: '0', result }).result,
      );
    expect(
      parse({ TRANS_ID: 'PO7', KIND: 'CARD_CODE', STATUS: 'PENDING', AMOUNT: '200000', TARGET_MSISDN: null }),
    ).toEqual({
      transactionId: 'PO7',
      kind: 'cardCode',
      status: 'pending',
      amount: 200_000,
      packageCode: undefined,
      packageName: undefined,
      targetMsisdn: undefined,
    });
    expect(() => parse({ TRANS_ID: 'PO7', KIND: 'TOPUP', STATUS: 'success', AMOUNT: 1 })).toThrow();
  });
});
