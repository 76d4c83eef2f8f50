/**
 * Issue 15 and 16 (LOY-25, LOY-54, LOY-55): the member's email, and what a visitor calls on
 * `/vinaphone-plus/about`: the introduction, the business fields, the captcha and the partner registration.
 * The visitor's rows are guest rows (no member, no signature: the contract's `guest`), so they answer
 * the same for everyone and change nothing of any subscriber; the registration is held back by the captcha.
 */
import { createHash, randomBytes } from 'node:crypto';
import { validateEmail, validatePartnerApplication, type PartnerApplication } from '@selfcare/domain';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { checkCaptcha, issueCaptcha } from '../services/captcha';
import { signedIn, type CallContext, type Handlers } from './types';

const ok = { errorCode: '0', ErrorCode: '200', message: 'Thành công' } as const;

/** ERR-19: the same refusal as the other member rows for a number without a membership. */
async function memberNumber(app: CallContext): Promise<string> {
  const msisdn = signedIn(app);
  const [member] = await app.db.query('select 1 from loyalty_members where msisdn = $1', [msisdn]);
  if (!member)
    throw new OperatorError(
      'ERR-COD-90001',
      'Bạn chưa phải là hội viên VinaPhone Plus, vui lòng liên hệ tổng đài 18001091.',
    );
  return msisdn;
}

/** Vietnam's calendar day (UTC+7), the day the age rule counts to. */
const vietnamDay = (now: number) => new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);

/** A stored password is a salted hash, never the text. */
const passwordHash = (password: string) => {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${createHash('sha256').update(`${salt}:${password}`).digest('hex')}`;
};

const wrongCaptcha = () => new OperatorError('CAPTCHA_INVALID', 'Mã xác nhận không đúng hoặc đã hết hạn.');

export const loyaltyPartnerHandlers: Handlers = {
  // LOY-25 (assumed fields): the member's email, replaced.
  async capNhatEmail(request, app) {
    const msisdn = await memberNumber(app);
    const email = validateEmail(request.email);
    if (!email.ok) throw new InvalidInput('Email không đúng định dạng.');
    await app.db.query(
      `insert into loyalty_member_emails (msisdn, email, updated_at) values ($1, $2, $3)
       on conflict (msisdn) do update set email = excluded.email, updated_at = excluded.updated_at`,
      [msisdn, email.value, new Date(app.clock.now())],
    );
    return { ...ok, message: 'Cập nhật email thành công.' };
  },

  // LOY-54 (assumed fields): the introduction in both languages.
  async apiGetGioiThieu(_request, app) {
    const [about] = await app.db.query<{
      title_vi: string;
      title_en: string;
      html_vi: string;
      html_en: string;
    }>('select * from loyalty_about where id = 1');
    if (!about) throw new OperatorError('1', 'Chưa có nội dung giới thiệu.');
    return {
      ...ok,
      result: {
        TieuDe: about.title_vi,
        TieuDeEn: about.title_en,
        NoiDung: about.html_vi,
        NoiDungEn: about.html_en,
      },
    };
  },

  // LOY-55 (assumed fields): the business fields a partner chooses from.
  async Api_LayDSLinhVucKinhDoanh(_request, app) {
    const rows = await app.db.query<{ id: number; name_vi: string; name_en: string }>(
      'select * from loyalty_business_fields order by id',
    );
    return {
      ...ok,
      result: rows.map((row) => ({ Id: row.id, TenLinhVuc: row.name_vi, TenLinhVucEn: row.name_en })),
    };
  },

  // LOY-55 (assumed fields): a new captcha image (rate-limited, services/captcha.ts).
  async apiGetCaptcha(_request, app) {
    const captcha = await issueCaptcha(app);
    return { ...ok, result: { CaptchaId: captcha.id, HinhAnh: captcha.image } };
  },

  // LOY-55 (assumed fields): the partner application, checked with the rules of the form (VAL-52 … VAL-56).
  async Api_DangKyDoiTacLienKet(request, app) {
    const application: PartnerApplication = {
      loginName: request.TenDangNhap,
      password: request.MatKhau,
      company: request.TenDoanhNghiep,
      businessFieldId: request.LinhVucKinhDoanhId,
      areaId: request.MaDiaBan,
      contactName: request.NguoiLienHe,
      phone: request.SoDienThoai,
      email: request.Email,
      idNumber: request.SoGiayTo,
      birthDate: request.NgaySinh,
      captchaAnswer: request.MaCaptcha,
    };
    const now = app.clock.now();
    const errors = validatePartnerApplication(application, vietnamDay(now));
    const broken = Object.entries(errors).map(([field, error]) => `${field} (${error.key})`);
    if (broken.length > 0) throw new InvalidInput(`Invalid partner application: ${broken.join(', ')}.`);
    const fieldId = Number(application.businessFieldId);
    const areaCode = application.areaId.trim();
    if (!Number.isSafeInteger(fieldId)) throw new InvalidInput('Lĩnh vực không hợp lệ.');
    const outcome = await app.db.transaction(async (tx) => {
      // The captcha is used up first, so a wrong answer costs the attempt whatever else is wrong.
      if (!(await checkCaptcha(tx, now, request.CaptchaId, application.captchaAnswer)))
        return 'captcha' as const;
      const [field] = await tx.query('select 1 from loyalty_business_fields where id = $1', [fieldId]);
      const [area] = await tx.query('select 1 from loyalty_areas where code = $1', [areaCode]);
      if (!field || !area) return 'reference' as const;
      // The unique index on the lowered name settles two applications racing for one name.
      const [inserted] = await tx.query<{ id: number }>(
        `insert into loyalty_partner_applications (login_name, password_hash, company, business_field_id,
           area_code, contact_name, phone, email, id_number, birth_date, submitted_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict ((lower(login_name))) do nothing returning id`,
        [
          application.loginName.trim(),
          passwordHash(application.password),
          application.company.trim(),
          fieldId,
          areaCode,
          application.contactName.trim(),
          application.phone.trim(),
          application.email.trim(),
          application.idNumber.trim(),
          application.birthDate,
          new Date(now),
        ],
      );
      if (!inserted) return 'taken' as const;
      // The application's reference is its number (assumed form).
      return { reference: `DT${String(inserted.id).padStart(6, '0')}` };
    });
    if (outcome === 'captcha') throw wrongCaptcha();
    if (outcome === 'reference') throw new InvalidInput('Lĩnh vực hoặc địa bàn không tồn tại.');
    if (outcome === 'taken') throw new OperatorError('LOGIN_TAKEN', 'Tên đăng nhập đã được sử dụng.');
    return {
      ...ok,
      message: `Đăng ký thành công. Mã hồ sơ ${outcome.reference}; VinaPhone sẽ liên hệ với bạn trong 3 ngày làm việc.`,
      result: { MaHoSo: outcome.reference },
    };
  },
};
