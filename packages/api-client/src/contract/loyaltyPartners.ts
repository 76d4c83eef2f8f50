/**
 * Issue 15 and 16 (LOY-25, LOY-54, LOY-55): the member's email update and the rows a visitor uses on
 * `/vinaphone-plus/about` (the programme's introduction, the partner registration with its business fields
 * and captcha). §7 names the calls, not their fields: the shapes below are assumed, each row says so,
 * and docs/decisions/loyalty.md lists them.
 */
import * as z from 'zod/mini';
import { postRow, type Access } from './define';
import { listOf, loyaltyEnvelope, loyaltyResponse, optionalText } from './wire';

const code = z.union([z.string(), z.number()]);
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** LOY-56: a row a visitor may call; the transport sends it unsigned and without a member (define.ts). */
function guestRow<A extends Access, Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  access: A,
  matrixId: string,
  name: string,
  request: Req,
  response: Res,
  assumed: string,
) {
  return postRow(access, 'loyalty', matrixId, `/${name}`, request, response, { assumed, guest: true });
}

/** LOY-54 (assumed fields): the programme's introduction, HTML in both languages. */
export const loyaltyAboutRecord = z.looseObject({
  TieuDe: z.string(),
  TieuDeEn: optionalText,
  NoiDung: z.string(),
  NoiDungEn: optionalText,
});

/** LOY-55 (assumed fields): a business field a partner chooses. */
export const businessFieldRecord = z.looseObject({
  Id: code,
  TenLinhVuc: z.string(),
  TenLinhVucEn: optionalText,
});

/** LOY-55 (assumed fields): a captcha: its id (sent back with the answer) and its image as a data URL. */
export const captchaRecord = z.looseObject({ CaptchaId: z.string(), HinhAnh: z.string() });

/** LOY-55 (assumed fields): the partner registration; the rules of VAL-52 … VAL-56 are checked on both sides. */
export const partnerRegistrationBody = z.looseObject({
  TenDangNhap: text(50),
  MatKhau: z.string().check(z.minLength(1), z.maxLength(64)),
  TenDoanhNghiep: text(200),
  LinhVucKinhDoanhId: text(20),
  MaDiaBan: text(20),
  NguoiLienHe: text(100),
  SoDienThoai: text(11),
  Email: text(254),
  SoGiayTo: text(12),
  NgaySinh: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  CaptchaId: text(64),
  MaCaptcha: text(16),
});

const ASSUMED = {
  about:
    'LOY-54: fields not shown; result taken as the introduction { TieuDe, TieuDeEn, NoiDung, NoiDungEn } (HTML)',
  fields: 'LOY-55: fields not shown; result taken as the business fields [{ Id, TenLinhVuc, TenLinhVucEn }]',
  captcha: 'LOY-55: fields not shown; result taken as { CaptchaId, HinhAnh } (an image data URL)',
  register:
    'LOY-55: form fields not given; taken as the partner account, business and contact fields, with the captcha id and answer',
  email: 'LOY-25: fields not shown; { token, msisdn, email } replaces the member email',
} as const;

export const loyaltyGuestRows = {
  apiGetGioiThieu: guestRow(
    'read',
    'API-156',
    'apiGetGioiThieu',
    z.looseObject({}),
    loyaltyResponse(loyaltyAboutRecord),
    ASSUMED.about,
  ),
  Api_LayDSLinhVucKinhDoanh: guestRow(
    'read',
    'API-157',
    'Api_LayDSLinhVucKinhDoanh',
    z.looseObject({}),
    loyaltyResponse(listOf(businessFieldRecord)),
    ASSUMED.fields,
  ),
  apiGetCaptcha: guestRow(
    'read',
    'API-158',
    'apiGetCaptcha',
    z.looseObject({}),
    loyaltyResponse(captchaRecord),
    ASSUMED.captcha,
  ),
  Api_DangKyDoiTacLienKet: guestRow(
    'write',
    'API-159',
    'Api_DangKyDoiTacLienKet',
    partnerRegistrationBody,
    loyaltyResponse(z.looseObject({ MaHoSo: z.string() })),
    ASSUMED.register,
  ),
};

/** LOY-25: the member's email (capNhatEmail), bound to the member like every member row. */
export const memberEmailRow = postRow(
  'write',
  'loyalty',
  'API-169',
  '/capNhatEmail',
  z.looseObject({
    token: z.string(),
    msisdn: z.string().check(z.minLength(1)),
    email: text(254),
  }),
  loyaltyEnvelope,
  { assumed: ASSUMED.email },
);
