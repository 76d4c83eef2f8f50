import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type LoyaltyMember, type TestSandbox } from './support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

type Body = Record<string, unknown>;
const result = <T>(body: Body) => body['result'] as T;

/** The code for one gift, verified into its ticket (the clock moves past the resend wait first). */
async function ticketFor(member: LoyaltyMember, msisdn: string, gift: Body): Promise<string> {
  sandbox.clock.advance(2 * 60_000);
  expect(await member.call('TangDiemSendOTP', gift)).toMatchObject({ result: { guiOTP: true } });
  const verified = await member.call('TangDiemVerify', { ...gift, otp: await sandbox.latestCode(msisdn) });
  return String(result<Body>(verified)['maXacThuc']);
}

const pointsOf = async (member: LoyaltyMember) =>
  result<{ TongDiem: number }>(await member.call('getLichSuDiemNewV2')).TongDiem;

describe('point gifting (issue 16, API-170 … API-173)', () => {
  it('LOY-57 gives 100 points with the OTP: the giver has 100 fewer, the recipient 100 more, once', async () => {
    const giver = await sandbox.loyaltyMember('0911223344');
    const recipient = await sandbox.loyaltyMember('0915678901');
    const [giverBefore, recipientBefore] = [await pointsOf(giver), await pointsOf(recipient)];
    const info = result<Body>(await giver.call('TangDiemThongTin', { sdtNhan: '0915678901' }));
    expect(info).toMatchObject({ laHoiVien: true, diemConNhanDuoc: 5000, diemHienTai: giverBefore });
    expect(info['tenHoiVien']).toMatch(/\.\s\S+$/);
    const gift = { sdtNhan: '0915678901', soDiem: 100 };
    const ticket = await ticketFor(giver, '0911223344', gift);
    const answers = await Promise.all(
      [1, 2, 3].map(() => giver.call('TangDiem', { ...gift, maXacThuc: ticket })),
    );
    expect(answers.filter((answer) => answer['errorCode'] === '0')).toHaveLength(1);
    expect(await pointsOf(giver)).toBe(giverBefore - 100);
    expect(await pointsOf(recipient)).toBe(recipientBefore + 100);
  });

  it('VAL-48 VAL-49 VAL-50 LOY-58 LOY-60 LOY-61 the §5 rules refuse before any code is sent', async () => {
    const giver = await sandbox.loyaltyMember('0943234567');
    const refusal = async (gift: Body) => (await giver.call('TangDiemSendOTP', gift))['errorMessage'];
    expect(await refusal({ sdtNhan: '0913456789', soDiem: 150 })).toBe(
      'Số điểm tặng phải là bội số của 100.',
    );
    expect(await refusal({ sdtNhan: '84943234567', soDiem: 100 })).toBe(
      'Bạn không thể tặng điểm cho chính mình.',
    );
    expect(await refusal({ sdtNhan: '0913456789', soDiem: 100_000 })).toBe('Bạn không đủ điểm để tặng.');
    expect(await refusal({ sdtNhan: '0919998877', soDiem: 100 })).toMatch(/không phải là hội viên/);
    expect(await giver.call('TangDiemSendOTP', { sdtNhan: 'abc', soDiem: 100 })).toMatchObject({
      errorCode: 'BAD_REQUEST',
    });
  });

  it('VAL-51 LOY-62 ERR-51 the recipient’s monthly limit answers the gift limit code', async () => {
    const giver = await sandbox.loyaltyMember('0888888888');
    expect(await giver.call('TangDiemSendOTP', { sdtNhan: '0942123456', soDiem: 5_100 })).toMatchObject({
      errorCode: 'ERR-COD-GIFT-LIMIT',
    });
  });

  it('a ticket is for its own gift: another amount or recipient is refused', async () => {
    const giver = await sandbox.loyaltyMember('0913456789');
    const gift = { sdtNhan: '0942123456', soDiem: 200 };
    const ticket = await ticketFor(giver, '0913456789', gift);
    expect(await giver.call('TangDiem', { ...gift, soDiem: 300, maXacThuc: ticket })).toMatchObject({
      errorCode: '1',
    });
    const other = await sandbox.loyaltyMember('0888888888');
    expect(await other.call('TangDiem', { ...gift, maXacThuc: ticket })).toMatchObject({ errorCode: '1' });
  });
});
