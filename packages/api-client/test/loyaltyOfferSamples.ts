/** Samples of issue 16's loyalty rows (assumed fields, contract/loyaltyOffers.ts) for the call table test. */
import type { CallName } from '../src/contract';
import type { CallSample } from './fixtures';

const member = { token: 'm', msisdn: '84912345678' };
const loyalty = (result: unknown) => () => ({ errorCode: '0', message: 'Thành công', result });

const offer = {
  id: 101,
  categoryId: 11,
  loai: 'voucher',
  tenUuDai: 'Giảm 30%',
  tenUuDaiEn: '30% off',
  doiTac: 'Highlands Coffee',
  soDiem: '500',
  hinhAnh: '/images/offer/101.svg',
  hanSuDung: '2026-12-31',
  maDiaBan: null,
  soLuongConLai: 20,
};
const detail = { ...offer, dieuKien: '<p>Mỗi hội viên một lần mỗi tháng.</p>', gioiHanThang: 1 };
const voucher = {
  id: 7,
  idUuDai: 101,
  loai: 'voucher',
  tenUuDai: 'Giảm 30%',
  doiTac: 'Highlands Coffee',
  maUuDai: 'VP101ABC',
  soDiem: 500,
  ngayNhan: '2026-11-01',
  hanSuDung: '2026-12-31',
  ngaySuDung: null,
};

export const loyaltyOfferSamples: Partial<Record<CallName, CallSample>> = {
  getDSChuongTrinhUuDaiDoiDiem: { request: { ...member, categoryId: '11' }, response: loyalty([offer]) },
  apiXemThongTinChuongTrinhUuDai: { request: { ...member, id: '101' }, response: loyalty(detail) },
  api_XemThongTinChuongTrinhUuDai_v1: { request: { ...member, id: '101' }, response: loyalty(detail) },
  apiDSChuongTrinhSanPhamTheoDoiTac: { request: { ...member, doiTac: 'CGV' }, response: loyalty([offer]) },
  apidmdiaban: { request: {}, response: loyalty([{ maDiaBan: 'HNI', tenDiaBan: 'Hà Nội' }]) },
  apiKiemTraNhanUuDai: {
    request: { ...member, id: '101' },
    response: loyalty({ duocNhan: true, lyDo: null, maLyDo: null, soDiem: 500, diemHienTai: 1250 }),
  },
  apiNhanUuDaiWithOTP: {
    request: { ...member, id: '101', otp: '123456' },
    response: loyalty({ maUuDai: 'VP101ABC', diemConLai: 750, hanSuDung: '2026-12-31' }),
  },
  apiDSChuongTrinhUuDaiQuaTang: { request: { ...member, loai: 'voucher' }, response: loyalty([voucher]) },
  apiLichSuSuDungUuDaiHoiVienSudung: {
    request: member,
    response: loyalty([{ ...voucher, ngaySuDung: '2026-11-02' }]),
  },
  apiTheodoinhanqua: {
    request: { ...member, id: '7' },
    response: loyalty({ trangThai: 'shipping', buoc: [{ trangThai: 'preparing', thoiGian: '2026-11-01' }] }),
  },
  KiemTraDanhGiaChuongTrinhUuDai: {
    request: { ...member, id: '7' },
    response: loyalty({ duocDanhGia: true, soSao: null }),
  },
  apiDanhGiaChuongTrinhUuDai: { request: { ...member, id: '7', soSao: 5 }, response: loyalty(undefined) },
  TangDiemThongTin: {
    request: { ...member, sdtNhan: '0913456789' },
    response: loyalty({ sdtNhan: '84913456789', diemHienTai: 1250 }),
  },
  TangDiemSendOTP: {
    request: { ...member, sdtNhan: '0913456789', soDiem: 100 },
    response: loyalty({ guiOTP: true }),
  },
  TangDiemVerify: {
    request: { ...member, sdtNhan: '0913456789', soDiem: 100, otp: '123456' },
    response: loyalty({ maXacThuc: 'abc' }),
  },
  TangDiem: {
    request: { ...member, sdtNhan: '0913456789', soDiem: 100, maXacThuc: 'abc' },
    response: loyalty({ maGiaoDich: 'TD00000001', sdtNhan: '84913456789', soDiem: 100, diemConLai: 1150 }),
  },
};
