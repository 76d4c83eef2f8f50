import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHAS_PER_MINUTE } from '../src/services/captcha';
import { startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** A visitor's call (a guest row): no member, no signature, as the portal sends it. */
const asVisitor = (name: string, body: Record<string, unknown> = {}) =>
  sandbox.post(`/api/loyalty/${name}`, { ...body, requestId: randomUUID(), partnerCode: 'WEB_vnpt' });

async function newCaptcha(): Promise<{ id: string; answer: string; image: string }> {
  const answer = await asVisitor('apiGetCaptcha');
  const { CaptchaId, HinhAnh } = answer['result'] as { CaptchaId: string; HinhAnh: string };
  const tool = (await (await fetch(`${sandbox.url}/__sandbox/api/captcha?id=${CaptchaId}`)).json()) as {
    answer: string;
  };
  return { id: CaptchaId, answer: tool.answer, image: HinhAnh };
}

const application = (overrides: Record<string, unknown> = {}) => ({
  TenDangNhap: `cafe${randomUUID().slice(0, 8)}`,
  MatKhau: 'Plus#2026',
  TenDoanhNghiep: 'Công ty TNHH Cà phê Sáng',
  LinhVucKinhDoanhId: '1',
  MaDiaBan: 'HNI',
  NguoiLienHe: 'Nguyễn Văn An',
  SoDienThoai: '0912345678',
  Email: 'an@caphesang.vn',
  SoGiayTo: '001234567890',
  NgaySinh: '1990-05-20',
  ...overrides,
});

describe('LOY-25 the member email (capNhatEmail)', () => {
  it('LOY-25 a member replaces their own email; a bad address is a 400', async () => {
    const member = await sandbox.loyaltyMember('0913456789');
    expect(await member.call('capNhatEmail', { email: ' hoa@vnpt.vn ' })).toMatchObject({ errorCode: '0' });
    expect(await member.call('capNhatEmail', { email: 'hoa.le@vnpt.vn' })).toMatchObject({ errorCode: '0' });
    const stored = await sandbox.app.db.query<{ email: string }>(
      'select email from loyalty_member_emails where msisdn = $1',
      ['84913456789'],
    );
    expect(stored).toEqual([{ email: 'hoa.le@vnpt.vn' }]);
    const refused = await sandbox.postRaw(
      '/api/loyalty/capNhatEmail',
      JSON.stringify({ email: 'hoa@', ...(await member.envelope()) }),
    );
    expect(refused.status).toBe(400);
  });

  it('LOY-25 a visitor without a member envelope changes nothing', async () => {
    expect(
      await asVisitor('capNhatEmail', { token: '', msisdn: '84913456789', email: 'x@y.vn' }),
    ).toMatchObject({
      errorCode: expect.stringMatching(/^(403|BAD_REQUEST)$/),
    });
  });
});

describe('LOY-54 LOY-55 LOY-56 the programme page and the partner registration, for visitors', () => {
  it('LOY-54 the introduction in both languages, to anyone', async () => {
    expect(await asVisitor('apiGetGioiThieu')).toMatchObject({
      errorCode: '0',
      result: { TieuDe: 'Giới thiệu VinaPhone Plus', NoiDungEn: expect.stringContaining('<h2>') },
    });
  });

  it('LOY-55 the business fields', async () => {
    const fields = (await asVisitor('Api_LayDSLinhVucKinhDoanh'))['result'] as unknown[];
    expect(fields).toHaveLength(6);
    expect(fields[0]).toEqual({ Id: 1, TenLinhVuc: 'Ẩm thực', TenLinhVucEn: 'Food and drink' });
  });

  it('LOY-55 a captcha is an SVG image of its answer, readable from the local tool', async () => {
    const captcha = await newCaptcha();
    expect(captcha.answer).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
    const svg = Buffer.from(captcha.image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=|href/);
    expect((await fetch(`${sandbox.url}/__sandbox/api/captcha?id=nope`)).status).toBe(400);
  });

  it('LOY-55 VAL-52 … VAL-56 a visitor registers with the right answer; the captcha serves once', async () => {
    const captcha = await newCaptcha();
    const body = application({ CaptchaId: captcha.id, MaCaptcha: captcha.answer.toLowerCase() });
    const registered = await asVisitor('Api_DangKyDoiTacLienKet', body);
    expect(registered).toMatchObject({
      errorCode: '0',
      result: { MaHoSo: expect.stringMatching(/^DT\d{6}$/) },
    });
    const [stored] = await sandbox.app.db.query<{ password_hash: string }>(
      'select password_hash from loyalty_partner_applications where login_name = $1',
      [body.TenDangNhap],
    );
    expect(stored?.password_hash).not.toContain('Plus#2026');
    // The same captcha again: used up.
    expect(await asVisitor('Api_DangKyDoiTacLienKet', { ...body, TenDangNhap: 'other1' })).toMatchObject({
      errorCode: 'CAPTCHA_INVALID',
    });
    // The same login name with a new captcha: taken.
    const again = await newCaptcha();
    expect(
      await asVisitor('Api_DangKyDoiTacLienKet', { ...body, CaptchaId: again.id, MaCaptcha: again.answer }),
    ).toMatchObject({ errorCode: 'LOGIN_TAKEN' });
  });

  it('LOY-55 a wrong answer uses the captcha up', async () => {
    const captcha = await newCaptcha();
    const wrong = captcha.answer === 'AAAAA' ? 'BBBBB' : 'AAAAA';
    const body = application({ CaptchaId: captcha.id });
    expect(await asVisitor('Api_DangKyDoiTacLienKet', { ...body, MaCaptcha: wrong })).toMatchObject({
      errorCode: 'CAPTCHA_INVALID',
    });
    expect(await asVisitor('Api_DangKyDoiTacLienKet', { ...body, MaCaptcha: captcha.answer })).toMatchObject({
      errorCode: 'CAPTCHA_INVALID',
    });
  });

  it('VAL-52 VAL-53 VAL-54 VAL-55 VAL-56 a form that breaks a rule is a 400 naming the fields', async () => {
    const captcha = await newCaptcha();
    const refused = await sandbox.postRaw(
      '/api/loyalty/Api_DangKyDoiTacLienKet',
      JSON.stringify({
        ...application({
          TenDangNhap: '1cafe',
          MatKhau: 'abcdef',
          SoDienThoai: '912345678',
          SoGiayTo: '1234567',
          NgaySinh: '2020-01-01',
          CaptchaId: captcha.id,
          MaCaptcha: captcha.answer,
        }),
        requestId: randomUUID(),
        partnerCode: 'WEB_vnpt',
      }),
    );
    expect(refused.status).toBe(400);
    const text = await refused.text();
    for (const field of ['loginName', 'password', 'phone', 'idNumber', 'birthDate'])
      expect(text).toContain(field);
  });

  it('LOY-55 captchas are rate-limited for everyone together', async () => {
    sandbox.clock.advance(120_000);
    for (let issued = 0; issued < CAPTCHAS_PER_MINUTE; issued += 1) {
      expect(await asVisitor('apiGetCaptcha')).toMatchObject({ errorCode: '0' });
    }
    expect(await asVisitor('apiGetCaptcha')).toMatchObject({ errorCode: 'CAPTCHA_LIMIT' });
    sandbox.clock.advance(61_000);
    expect(await asVisitor('apiGetCaptcha')).toMatchObject({ errorCode: '0' });
  });
});
