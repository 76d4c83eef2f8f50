/**
 * §7 Loyalty API (API-145 ... API-173). Every call is a POST on the loyalty base; the transport adds
 * the bearer and language headers and the envelope (token, secureCode, requestId, partnerCode, msisdn).
 */
import * as z from 'zod/mini';
import { defineCalls, postRow } from './define';
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

function loyaltyRow<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  matrixId: string,
  name: string,
  request: Req,
  response: Res,
  assumed?: string,
) {
  return postRow(
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
const unshown = (matrixId: string, name: string) =>
  loyaltyRow(matrixId, name, unshownBody, unshownLoyaltyResponse, UNSHOWN);

export const loyaltyCalls = defineCalls({
  getTokenHoiVien: loyaltyRow(
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
    'API-146',
    'getLayThongTinChungMobileV2',
    z.looseObject({ token: z.string(), msisdn: z.string().check(z.minLength(1)) }),
    z.extend(loyaltyEnvelope, { ThongTinHoiVien: memberInfoRecord }),
  ),
  catalogDiscounts: loyaltyRow(
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
  getDSChuongTrinhUuDaiDoiDiem: unshown('API-148', 'getDSChuongTrinhUuDaiDoiDiem'),
  apiXemThongTinChuongTrinhUuDai: unshown('API-149', 'apiXemThongTinChuongTrinhUuDai'),
  apiLichSuSuDungUuDaiHoiVienSudung: unshown('API-150', 'apiLichSuSuDungUuDaiHoiVienSudung'),
  apiDSChuongTrinhUuDaiQuaTang: unshown('API-151', 'apiDSChuongTrinhUuDaiQuaTang'),
  apiKiemTraNhanUuDai: unshown('API-152', 'apiKiemTraNhanUuDai'),
  apiNhanUuDaiWithOTP: unshown('API-153', 'apiNhanUuDaiWithOTP'),
  apiTheodoinhanqua: unshown('API-154', 'apiTheodoinhanqua'),
  apidmdiaban: unshown('API-155', 'apidmdiaban'),
  apiGetGioiThieu: unshown('API-156', 'apiGetGioiThieu'),
  Api_LayDSLinhVucKinhDoanh: unshown('API-157', 'Api_LayDSLinhVucKinhDoanh'),
  apiGetCaptcha: unshown('API-158', 'apiGetCaptcha'),
  Api_DangKyDoiTacLienKet: unshown('API-159', 'Api_DangKyDoiTacLienKet'),
  Api_DSChuongTrinhUuDaiUuDaiHoiVien: unshown('API-160', 'Api_DSChuongTrinhUuDaiUuDaiHoiVien'),
  apiDSChuongTrinhSanPhamTheoDoiTac: unshown('API-161', 'apiDSChuongTrinhSanPhamTheoDoiTac'),
  KiemTraDanhGiaChuongTrinhUuDai: unshown('API-162', 'KiemTraDanhGiaChuongTrinhUuDai'),
  apiDanhGiaChuongTrinhUuDai: unshown('API-163', 'apiDanhGiaChuongTrinhUuDai'),
  getConfigPromotionPoints: unshown('API-164', 'getConfigPromotionPoints'),
  getLichSuDiemNewV2: unshown('API-165', 'getLichSuDiemNewV2'),
  getChiTietDiemThongTinBoSung: unshown('API-166', 'getChiTietDiemThongTinBoSung'),
  apiLayDanhSachDichVuSuDung: unshown('API-167', 'apiLayDanhSachDichVuSuDung'),
  api_XemThongTinChuongTrinhUuDai_v1: unshown('API-168', 'api_XemThongTinChuongTrinhUuDai_v1'),
  capNhatEmail: unshown('API-169', 'capNhatEmail'),
  TangDiem: unshown('API-170', 'TangDiem'),
  TangDiemSendOTP: unshown('API-171', 'TangDiemSendOTP'),
  TangDiemVerify: unshown('API-172', 'TangDiemVerify'),
  TangDiemThongTin: unshown('API-173', 'TangDiemThongTin'),
});
