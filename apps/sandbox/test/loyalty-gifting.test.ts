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
    expect(info).toEqual({ sdtNhan: '84915678901', diemHienTai: giverBefore });
    const gift = { sdtNhan: '0915678901', soDiem: 100 };
    const ticket = await ticketFor(giver, '0911223344', gift);
    const answers = await Promise.all(
      [1, 2, 3].map(() => giver.call('TangDiem', { ...gift, maXacThuc: ticket })),
    );
    expect(answers.filter((answer) => answer['errorCode'] === '0')).toHaveLength(1);
    expect(await pointsOf(giver)).toBe(giverBefore - 100);
    expect(await pointsOf(recipient)).toBe(recipientBefore + 100);
  });

  it('VAL-48 VAL-49 VAL-50 LOY-58 LOY-60 LOY-61 the giver’s §5 rules refuse before any code is sent', async () => {
    const giver = await sandbox.loyaltyMember('0943234567');
    const refusal = async (gift: Body) => (await giver.call('TangDiemSendOTP', gift))['errorMessage'];
    expect(await refusal({ sdtNhan: '0913456789', soDiem: 150 })).toBe(
      'Số điểm tặng phải là bội số của 100.',
    );
    expect(await refusal({ sdtNhan: '84943234567', soDiem: 100 })).toBe(
      'Bạn không thể tặng điểm cho chính mình.',
    );
    expect(await refusal({ sdtNhan: '0913456789', soDiem: 100_000 })).toBe('Bạn không đủ điểm để tặng.');
    expect(await giver.call('TangDiemSendOTP', { sdtNhan: 'abc', soDiem: 100 })).toMatchObject({
      errorCode: 'BAD_REQUEST',
    });
  });

  it('VAL-51 LOY-62 ERR-51 the recipient’s monthly limit answers the gift limit code once the code is proven', async () => {
    const giver = await sandbox.loyaltyMember('0888888888');
    const gift = { sdtNhan: '0942123456', soDiem: 5_100 };
    sandbox.clock.advance(2 * 60_000);
    expect(await giver.call('TangDiemSendOTP', gift)).toMatchObject({ result: { guiOTP: true } });
    const otp = await sandbox.latestCode('0888888888');
    expect(await giver.call('TangDiemVerify', { ...gift, otp })).toMatchObject({
      errorCode: 'ERR-COD-GIFT-LIMIT',
    });
  });

  it('issue 47 item 7: the gift lookup answers the same for a member and a stranger, until the code is proven', async () => {
    const giver = await sandbox.loyaltyMember('0914567890');
    // 0915678901 is a member; 0919998877 is seeded but no member; 0886000199 is no subscriber at all.
    const numbers = ['0915678901', '0919998877', '0886000199'];
    const lookups = await Promise.all(numbers.map((sdtNhan) => giver.call('TangDiemThongTin', { sdtNhan })));
    const shapes = lookups.map(({ result: answer, ...envelope }) => ({
      envelope,
      keys: Object.keys(answer as Body).sort(),
      points: (answer as Body)['diemHienTai'],
    }));
    expect(new Set(shapes.map((shape) => JSON.stringify(shape))).size).toBe(1);
    for (const lookup of lookups) expect(JSON.stringify(lookup)).not.toMatch(/tenHoiVien|laHoiVien|\w\.\s/);
    // The code is sent alike too: the giver's rules pass, the recipient's wait for the code.
    sandbox.clock.advance(2 * 60_000);
    const stranger = { sdtNhan: '0919998877', soDiem: 100 };
    expect(await giver.call('TangDiemSendOTP', stranger)).toMatchObject({
      errorCode: '0',
      result: { guiOTP: true },
    });
    // Then the confirmation tells that this recipient cannot receive, and nothing is given.
    const otp = await sandbox.latestCode('0914567890');
    expect(await giver.call('TangDiemVerify', { ...stranger, otp })).toMatchObject({
      errorCode: 'ERR-COD-GIFT-NOT-MEMBER',
      errorMessage: 'Số điện thoại nhận không phải là hội viên VinaPhone Plus.',
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
