/**
 * §7 loyalty rows of issue 16 (offers, redemption, the member's vouchers and gifts, ratings), whose
 * fields the spec does not show: each row says what it assumes (docs/decisions/loyalty.md, "Part 2").
 * `loyalty.ts` lists them in the loyalty group.
 */
import * as z from 'zod/mini';
import { postRow, type Access } from './define';
import { listOf, loyaltyResponse, optionalText, wireNumber } from './wire';

const recordId = z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/));
const offerKind = z.enum(['voucher', 'gift']);

/** The member envelope's fields every member row carries (the transport adds the rest). */
const memberFields = { token: z.string(), msisdn: z.string().check(z.minLength(1)) };
/** A row about one programme or one voucher of the member's. */
const byIdBody = z.looseObject({ ...memberFields, id: z.string().check(z.minLength(1)) });

/** LOY-52 (assumed fields): one programme of a category, as its card shows it. */
export const offerRecord = z.looseObject({
  id: recordId,
  categoryId: recordId,
  loai: offerKind,
  tenUuDai: z.string(),
  tenUuDaiEn: optionalText,
  doiTac: z.string(),
  soDiem: wireNumber,
  hinhAnh: optionalText,
  hanSuDung: day,
  maDiaBan: optionalText,
  soLuongConLai: wireNumber,
});

/** LOY-47 (assumed fields): the detail adds the conditions (HTML) and the monthly limit per member. */
export const offerDetailRecord = z.extend(offerRecord, { dieuKien: z.string(), gioiHanThang: wireNumber });

/** LOY-55 (assumed fields): an area of apidmdiaban. */
export const loyaltyAreaRecord = z.looseObject({ maDiaBan: z.string(), tenDiaBan: z.string() });

/**
 * LOY-48 (assumed fields): whether the member may redeem now, and why not: `lyDo` in the operator's words,
 * `maLyDo` the refusal's code (as the redemption itself would answer it), so a limit reads as its §8 label.
 */
export const redeemCheckRecord = z.looseObject({
  duocNhan: z.boolean(),
  lyDo: optionalText,
  maLyDo: optionalText,
  soDiem: wireNumber,
  diemHienTai: wireNumber,
});

/** LOY-48 (assumed): without `otp` the call sends the code; with it, it redeems and answers the voucher. */
export const redeemRecord = z.looseObject({
  guiOTP: z.optional(z.boolean()),
  maUuDai: optionalText,
  diemConLai: z.optional(wireNumber),
  hanSuDung: optionalText,
});

/** LOY-05 … LOY-07 (assumed fields): a voucher or gift of the member's. */
export const memberVoucherRecord = z.looseObject({
  id: recordId,
  idUuDai: recordId,
  loai: offerKind,
  tenUuDai: z.string(),
  tenUuDaiEn: optionalText,
  doiTac: z.string(),
  maUuDai: z.string(),
  soDiem: wireNumber,
  ngayNhan: day,
  hanSuDung: day,
  ngaySuDung: optionalText,
});

/** LOY-49 (assumed fields): where a gift is on its way. */
export const giftTrackingRecord = z.looseObject({
  trangThai: z.enum(['preparing', 'shipping', 'delivered']),
  buoc: listOf(
    z.looseObject({ trangThai: z.enum(['preparing', 'shipping', 'delivered']), thoiGian: z.string() }),
  ),
});

/** LOY-50 (assumed fields): whether the member may rate a programme they used, and their rating. */
export const ratingCheckRecord = z.looseObject({ duocDanhGia: z.boolean(), soSao: z.nullish(wireNumber) });

const offerRow = <A extends Access, Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  access: A,
  matrixId: string,
  name: string,
  request: Req,
  response: Res,
  assumed: string,
) => postRow(access, 'loyalty', matrixId, `/${name}`, request, response, { assumed });

const detailRow = (matrixId: string, name: string) =>
  offerRow(
    'read',
    matrixId,
    name,
    byIdBody,
    loyaltyResponse(offerDetailRecord),
    'LOY-47: fields not shown; { id } answers the programme with its conditions (dieuKien, HTML) and monthly limit',
  );

const voucherListRow = (matrixId: string, name: string, assumed: string) =>
  offerRow(
    'read',
    matrixId,
    name,
    z.looseObject({ ...memberFields, loai: z.optional(offerKind) }),
    loyaltyResponse(listOf(memberVoucherRecord)),
    assumed,
  );

export const loyaltyOfferRows = {
  getDSChuongTrinhUuDaiDoiDiem: offerRow(
    'read',
    'API-148',
    'getDSChuongTrinhUuDaiDoiDiem',
    z.looseObject({ ...memberFields, categoryId: z.string().check(z.minLength(1)) }),
    loyaltyResponse(listOf(offerRecord)),
    'LOY-52: fields not shown; { categoryId } answers the programmes of that category with points, stock and validity',
  ),
  apiXemThongTinChuongTrinhUuDai: detailRow('API-149', 'apiXemThongTinChuongTrinhUuDai'),
  api_XemThongTinChuongTrinhUuDai_v1: detailRow('API-168', 'api_XemThongTinChuongTrinhUuDai_v1'),
  apiDSChuongTrinhSanPhamTheoDoiTac: offerRow(
    'read',
    'API-161',
    'apiDSChuongTrinhSanPhamTheoDoiTac',
    z.looseObject({ ...memberFields, doiTac: z.string().check(z.minLength(1)) }),
    loyaltyResponse(listOf(offerRecord)),
    "LOY-51: fields not shown; { doiTac } answers that partner's programmes in every category",
  ),
  // LOY-55 ("also without login"): a guest row, so the partner form of a visitor reads it too.
  apidmdiaban: postRow(
    'read',
    'loyalty',
    'API-155',
    '/apidmdiaban',
    z.looseObject({}),
    loyaltyResponse(listOf(loyaltyAreaRecord)),
    { assumed: 'LOY-55: fields not shown; answers the areas [{ maDiaBan, tenDiaBan }]', guest: true },
  ),
  apiKiemTraNhanUuDai: offerRow(
    'read',
    'API-152',
    'apiKiemTraNhanUuDai',
    byIdBody,
    loyaltyResponse(redeemCheckRecord),
    'LOY-48: fields not shown; { id } answers { duocNhan, lyDo, maLyDo, soDiem, diemHienTai }',
  ),
  apiNhanUuDaiWithOTP: offerRow(
    'write',
    'API-153',
    'apiNhanUuDaiWithOTP',
    z.looseObject({ ...memberFields, id: z.string().check(z.minLength(1)), otp: z.optional(z.string()) }),
    loyaltyResponse(redeemRecord),
    'LOY-48: fields not shown; { id } sends the OTP ({ guiOTP }), { id, otp } redeems ({ maUuDai, diemConLai, hanSuDung })',
  ),
  apiDSChuongTrinhUuDaiQuaTang: voucherListRow(
    'API-151',
    'apiDSChuongTrinhUuDaiQuaTang',
    "LOY-05, LOY-06: fields not shown; { loai } answers the member's vouchers or gifts with code and dates",
  ),
  apiLichSuSuDungUuDaiHoiVienSudung: voucherListRow(
    'API-150',
    'apiLichSuSuDungUuDaiHoiVienSudung',
    "LOY-07: fields not shown; answers the member's used vouchers and gifts, newest use first",
  ),
  apiTheodoinhanqua: offerRow(
    'read',
    'API-154',
    'apiTheodoinhanqua',
    byIdBody,
    loyaltyResponse(giftTrackingRecord),
    "LOY-49: fields not shown; { id } of the member's gift answers its delivery state and steps",
  ),
  KiemTraDanhGiaChuongTrinhUuDai: offerRow(
    'read',
    'API-162',
    'KiemTraDanhGiaChuongTrinhUuDai',
    byIdBody,
    loyaltyResponse(ratingCheckRecord),
    'LOY-50: fields not shown; { id } of a used voucher answers { duocDanhGia, soSao }',
  ),
  apiDanhGiaChuongTrinhUuDai: offerRow(
    'write',
    'API-163',
    'apiDanhGiaChuongTrinhUuDai',
    z.looseObject({ ...memberFields, id: z.string().check(z.minLength(1)), soSao: wireNumber }),
    loyaltyResponse(z.optional(z.unknown())),
    'LOY-50: fields not shown; { id, soSao 1 to 5 } rates a used voucher once (ERR-52 after that)',
  ),
};
