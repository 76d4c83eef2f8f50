/** LOY-25, LOY-54, LOY-55: the programme's introduction, the business fields, the captcha, the partner form. */
import type { BusinessField, Captcha, LoyaltyAbout, PartnerApplication } from '@selfcare/domain';
import type * as z from 'zod/mini';
import type {
  businessFieldRecord,
  captchaRecord,
  loyaltyAboutRecord,
  partnerRegistrationBody,
} from '../contract/loyaltyPartners';
import { optional } from './wire';

export function toLoyaltyAbout(record: z.output<typeof loyaltyAboutRecord>): LoyaltyAbout {
  return {
    title: { vi: record.TieuDe, en: optional(record.TieuDeEn) },
    html: { vi: record.NoiDung, en: optional(record.NoiDungEn) },
  };
}

export function toBusinessField(record: z.output<typeof businessFieldRecord>): BusinessField {
  return { id: String(record.Id), name: { vi: record.TenLinhVuc, en: optional(record.TenLinhVucEn) } };
}

export function toCaptcha(record: z.output<typeof captchaRecord>): Captcha {
  return { id: record.CaptchaId, image: record.HinhAnh };
}

/** The registration body of a checked form (domain validatePartnerApplication) and the captcha shown. */
export function partnerRegistrationRequest(
  values: PartnerApplication,
  captchaId: string,
): z.input<typeof partnerRegistrationBody> {
  return {
    TenDangNhap: values.loginName.trim(),
    MatKhau: values.password,
    TenDoanhNghiep: values.company.trim(),
    LinhVucKinhDoanhId: values.businessFieldId,
    MaDiaBan: values.areaId,
    NguoiLienHe: values.contactName.trim(),
    SoDienThoai: values.phone.trim(),
    Email: values.email.trim(),
    SoGiayTo: values.idNumber.trim(),
    NgaySinh: values.birthDate.trim(),
    CaptchaId: captchaId,
    MaCaptcha: values.captchaAnswer.trim(),
  };
}
