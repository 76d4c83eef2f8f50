/**
 * §7 Loyalty API (API-145 ... API-173). Every call is a POST on the loyalty base; the transport adds
 * the bearer and language headers and the envelope (token, secureCode, requestId, partnerCode, msisdn).
 */
import * as z from 'zod/mini';
import { defineCalls, postRow, type Access } from './define';
import { loyaltyGiftRows } from './loyaltyGifting';
import { loyaltyOfferRows } from './loyaltyOffers';
import { memberInfoRecord, promotionCategoryRecord } from './records';
import { listOf, loyaltyEnvelope, loyaltyResponse, optionalText, wireNumber } from './wire';
import { loyaltyGuestRows, memberEmailRow } from './loyaltyPartners';

const memberBody = z.looseObject({ token: z.string(), msisdn: z.string().check(z.minLength(1)) });

/** LOY-42 (assumed fields): one point-history line; SoDiem is signed (negative = spent). */
export const pointHistoryRecord = z.looseObject({
  Id: z.union([z.string(), z.number()]),
  SoDiem: wireNumber,
  NoiDung: z.string(),
  NgayGiaoDich: z.string(),
});

/** LOY-42 (assumed fields): the detail of one line. */
export const pointDetailRecord = z.extend(pointHistoryRecord, {
  KenhGiaoDich: optionalText,
  NgayHetHan: optionalText,
});

/** LOY-43 (assumed fields): a service whose use earns points. */
export const pointServiceRecord = z.looseObject({
  MaDichVu: z.string(),
  TenDichVu: z.string(),
  TenDichVuEn: optionalText,
});

/** LOY-43 (assumed fields): how many points a sum spent on a service earns. */
export const pointRateRecord = z.looseObject({
  MaDichVu: z.string(),
  SoTien: wireNumber,
  SoDiem: wireNumber,
});

/** LOY-44 (assumed fields): one privilege of a tier, named in both languages. */
export const tierBenefitRecord = z.looseObject({
  Id: z.union([z.string(), z.number()]),
  HangHoiVienId: wireNumber,
  TenUuDai: z.string(),
  TenUuDaiEn: optionalText,
});

/** ENT-31 / API-144: the envelope the transport adds to every loyalty body (validated by the sandbox). */
export const loyaltyEnvelopeFields = z.looseObject({
  token: z.string(),
  secureCode: z.string().check(z.minLength(1)),
  requestId: z.string().check(z.minLength(1)),
  partnerCode: z.string().check(z.regex(/^WEB_/)),
  msisdn: z.string().check(z.minLength(1)),
});

function loyaltyRow<A extends Access, Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  access: A,
  matrixId: string,
  name: string,
  request: Req,
  response: Res,
  assumed?: string,
) {
  return postRow(
    access,
    'loyalty',
    matrixId,
    `/${name}`,
    request,
    response,
    assumed === undefined ? {} : { assumed },
  );
}

export const loyaltyCalls = defineCalls({
  getTokenHoiVien: loyaltyRow(
    'read',
    'API-145',
    'getTokenHoiVien',
    z.looseObject({ domain: z.string(), msisdn: z.string().check(z.minLength(1)) }),
    loyaltyResponse(
      z.looseObject({
        TokenDev: optionalText,
        TokenHoiVienEsc: optionalText,
        TokenHoiVien: optionalText,
        ERRORCODE: optionalText,
      }),
    ),
  ),
  getLayThongTinChungMobileV2: loyaltyRow(
    'read',
    'API-146',
    'getLayThongTinChungMobileV2',
    z.looseObject({ token: z.string(), msisdn: z.string().check(z.minLength(1)) }),
    z.extend(loyaltyEnvelope, { ThongTinHoiVien: memberInfoRecord }),
  ),
  catalogDiscounts: loyaltyRow(
    'read',
    'API-147',
    'catalogDiscounts',
    z.looseObject({
      parentCategoryId: z.number(),
      status: z.number(),
      priority: z.string(),
      LoaiUuDai_Hang: z.union([z.string(), z.number()]),
      msisdn: z.string().check(z.minLength(1)),
    }),
    loyaltyResponse(listOf(promotionCategoryRecord)),
  ),
  getDSChuongTrinhUuDaiDoiDiem: loyaltyOfferRows.getDSChuongTrinhUuDaiDoiDiem,
  apiXemThongTinChuongTrinhUuDai: loyaltyOfferRows.apiXemThongTinChuongTrinhUuDai,
  apiLichSuSuDungUuDaiHoiVienSudung: loyaltyOfferRows.apiLichSuSuDungUuDaiHoiVienSudung,
  apiDSChuongTrinhUuDaiQuaTang: loyaltyOfferRows.apiDSChuongTrinhUuDaiQuaTang,
  apiKiemTraNhanUuDai: loyaltyOfferRows.apiKiemTraNhanUuDai,
  apiNhanUuDaiWithOTP: loyaltyOfferRows.apiNhanUuDaiWithOTP,
  apiTheodoinhanqua: loyaltyOfferRows.apiTheodoinhanqua,
  apidmdiaban: loyaltyOfferRows.apidmdiaban,
  apiGetGioiThieu: loyaltyGuestRows.apiGetGioiThieu,
  Api_LayDSLinhVucKinhDoanh: loyaltyGuestRows.Api_LayDSLinhVucKinhDoanh,
  apiGetCaptcha: loyaltyGuestRows.apiGetCaptcha,
  Api_DangKyDoiTacLienKet: loyaltyGuestRows.Api_DangKyDoiTacLienKet,
  Api_DSChuongTrinhUuDaiUuDaiHoiVien: loyaltyRow(
    'read',
    'API-160',
    'Api_DSChuongTrinhUuDaiUuDaiHoiVien',
    memberBody,
    loyaltyResponse(listOf(tierBenefitRecord)),
    'LOY-44: fields not shown; result taken as the privileges of every tier { Id, HangHoiVienId, TenUuDai, TenUuDaiEn }',
  ),
  apiDSChuongTrinhSanPhamTheoDoiTac: loyaltyOfferRows.apiDSChuongTrinhSanPhamTheoDoiTac,
  KiemTraDanhGiaChuongTrinhUuDai: loyaltyOfferRows.KiemTraDanhGiaChuongTrinhUuDai,
  apiDanhGiaChuongTrinhUuDai: loyaltyOfferRows.apiDanhGiaChuongTrinhUuDai,
  getConfigPromotionPoints: loyaltyRow(
    'read',
    'API-164',
    'getConfigPromotionPoints',
    memberBody,
    loyaltyResponse(listOf(pointRateRecord)),
    'LOY-43: fields not shown; result taken as the earning rate per service [{ MaDichVu, SoTien, SoDiem }]',
  ),
  getLichSuDiemNewV2: loyaltyRow(
    'read',
    'API-165',
    'getLichSuDiemNewV2',
    memberBody,
    loyaltyResponse(z.looseObject({ TongDiem: z.nullish(wireNumber), LichSu: listOf(pointHistoryRecord) })),
    'LOY-42: fields not shown; result taken as { TongDiem, LichSu: [{ Id, SoDiem, NoiDung, NgayGiaoDich }] }, a year',
  ),
  getChiTietDiemThongTinBoSung: loyaltyRow(
    'read',
    'API-166',
    'getChiTietDiemThongTinBoSung',
    z.extend(memberBody, { id: z.string().check(z.minLength(1)) }),
    loyaltyResponse(pointDetailRecord),
    'LOY-42: fields not shown; { id } of a history line answers it with KenhGiaoDich and NgayHetHan',
  ),
  apiLayDanhSachDichVuSuDung: loyaltyRow(
    'read',
    'API-167',
    'apiLayDanhSachDichVuSuDung',
    memberBody,
    loyaltyResponse(listOf(pointServiceRecord)),
    'LOY-43: fields not shown; result taken as the services that earn points [{ MaDichVu, TenDichVu, TenDichVuEn }]',
  ),
  api_XemThongTinChuongTrinhUuDai_v1: loyaltyOfferRows.api_XemThongTinChuongTrinhUuDai_v1,
  capNhatEmail: memberEmailRow,
  TangDiem: loyaltyGiftRows.TangDiem,
  TangDiemSendOTP: loyaltyGiftRows.TangDiemSendOTP,
  TangDiemVerify: loyaltyGiftRows.TangDiemVerify,
  TangDiemThongTin: loyaltyGiftRows.TangDiemThongTin,
  huyHoiVien: loyaltyRow(
    'write',
    'LOY-40',
    'huyHoiVien',
    z.extend(memberBody, { lyDo: z.string().check(z.trim(), z.minLength(1)) }),
    loyaltyEnvelope,
    'LOY-40: no call named; the card dialog sends the member reason (lyDo) as a cancellation request',
  ),
});
