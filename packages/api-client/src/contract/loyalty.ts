/**
 * §7 Loyalty API (API-145 ... API-173). Every call is a POST on the loyalty base; the transport adds
 * the bearer and language headers and the envelope (token, secureCode, requestId, partnerCode, msisdn).
 */
import * as z from 'zod/mini';
import { defineCalls, postRow, type Access } from './define';
import { memberInfoRecord, promotionCategoryRecord } from './records';
import {
  listOf,
  loyaltyEnvelope,
  loyaltyResponse,
  optionalText,
  unshownBody,
  unshownLoyaltyResponse,
} from './wire';

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

const UNSHOWN =
  'spec §7 names the loyalty call but not its fields: open body, loyalty envelope with any result';
const unshown = <A extends Access>(access: A, matrixId: string, name: string) =>
  loyaltyRow(access, matrixId, name, unshownBody, unshownLoyaltyResponse, UNSHOWN);

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
  getDSChuongTrinhUuDaiDoiDiem: unshown('read', 'API-148', 'getDSChuongTrinhUuDaiDoiDiem'),
  apiXemThongTinChuongTrinhUuDai: unshown('read', 'API-149', 'apiXemThongTinChuongTrinhUuDai'),
  apiLichSuSuDungUuDaiHoiVienSudung: unshown('read', 'API-150', 'apiLichSuSuDungUuDaiHoiVienSudung'),
  apiDSChuongTrinhUuDaiQuaTang: unshown('read', 'API-151', 'apiDSChuongTrinhUuDaiQuaTang'),
  apiKiemTraNhanUuDai: unshown('read', 'API-152', 'apiKiemTraNhanUuDai'),
  apiNhanUuDaiWithOTP: unshown('write', 'API-153', 'apiNhanUuDaiWithOTP'),
  apiTheodoinhanqua: unshown('read', 'API-154', 'apiTheodoinhanqua'),
  apidmdiaban: unshown('read', 'API-155', 'apidmdiaban'),
  apiGetGioiThieu: unshown('read', 'API-156', 'apiGetGioiThieu'),
  Api_LayDSLinhVucKinhDoanh: unshown('read', 'API-157', 'Api_LayDSLinhVucKinhDoanh'),
  apiGetCaptcha: unshown('read', 'API-158', 'apiGetCaptcha'),
  Api_DangKyDoiTacLienKet: unshown('write', 'API-159', 'Api_DangKyDoiTacLienKet'),
  Api_DSChuongTrinhUuDaiUuDaiHoiVien: unshown('read', 'API-160', 'Api_DSChuongTrinhUuDaiUuDaiHoiVien'),
  apiDSChuongTrinhSanPhamTheoDoiTac: unshown('read', 'API-161', 'apiDSChuongTrinhSanPhamTheoDoiTac'),
  KiemTraDanhGiaChuongTrinhUuDai: unshown('read', 'API-162', 'KiemTraDanhGiaChuongTrinhUuDai'),
  apiDanhGiaChuongTrinhUuDai: unshown('write', 'API-163', 'apiDanhGiaChuongTrinhUuDai'),
  getConfigPromotionPoints: unshown('read', 'API-164', 'getConfigPromotionPoints'),
  getLichSuDiemNewV2: unshown('read', 'API-165', 'getLichSuDiemNewV2'),
  getChiTietDiemThongTinBoSung: unshown('read', 'API-166', 'getChiTietDiemThongTinBoSung'),
  apiLayDanhSachDichVuSuDung: unshown('read', 'API-167', 'apiLayDanhSachDichVuSuDung'),
  api_XemThongTinChuongTrinhUuDai_v1: unshown('read', 'API-168', 'api_XemThongTinChuongTrinhUuDai_v1'),
  capNhatEmail: unshown('write', 'API-169', 'capNhatEmail'),
  TangDiem: unshown('write', 'API-170', 'TangDiem'),
  TangDiemSendOTP: unshown('write', 'API-171', 'TangDiemSendOTP'),
  TangDiemVerify: unshown('write', 'API-172', 'TangDiemVerify'),
  TangDiemThongTin: unshown('read', 'API-173', 'TangDiemThongTin'),
});
