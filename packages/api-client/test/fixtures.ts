/**
 * Per-call samples for the table-driven test: a valid request body and a successful wire answer.
 * Calls not listed send `{}` and get their service's bare success envelope.
 */
import type { CallName, ServiceName } from '../src/contract';
import { hmacSha256Hex, packagePaymentSecureCodeInput } from '../src/contract';
import { gatewaySamples } from './gatewaySamples';
import { loyaltyOfferSamples } from './loyaltyOfferSamples';
import { paymentSamples } from './paymentSamples';
import { serviceLinkingSamples } from './serviceLinkingSamples';
import { TEST_SECRETS } from './setup';

type WireBody = Record<string, unknown>;

export interface CallSample {
  readonly request?: WireBody;
  /** Successful answer, given what the server received. */
  readonly response?: (received: WireBody) => unknown | Promise<unknown>;
}

export const packageWire = {
  ID: 11,
  NAME: 'D15',
  IMAGE_URL: 'https://img/d15.png',
  PRICE: '15000',
  PERIOD: '1',
  DESCRIPTION: '<p>1GB</p>',
  CODE: 'D15',
  TYPE: 1,
  PACKAGE_TYPE: 'kmcb',
  STATUS_PAY: '1',
};
/** Issue 17: the account overview's wire records (assumed shapes, contract/accountRecords.ts). */
export const accountOverviewWire = {
  wallet: { REGISTERED: 1, BALANCE: '250000' },
  rank: { RANK: 2, RANK_NAME: 'Titan', POINTS: 4800 },
  mobileInfo: {
    MSISDN: '84913456789',
    SUBSCRIBER_TYPE: 'TS',
    STATUS: 'active',
    ACTIVATED_DATE: '2020-03-01',
  },
  customerInfo: {
    FULL_NAME: 'Trần Thị Bình',
    CUSTOMER_ID: 'KH20240008',
    BIRTH_DATE: '1990-05-20',
    ID_TYPE: 'CCCD',
    ID_NUMBER: '079190******',
    ID_ISSUE_DATE: '2021-06-01',
    ID_ISSUE_PLACE: 'Cục Cảnh sát QLHC về TTXH',
    ADDRESS: '45 Lê Lợi, Quận 1, TP Hồ Chí Minh',
    EMAIL: null,
  },
  balanceInfo: { MAIN_BALANCE: '0', PROMO_BALANCE: null, ACTIVE_UNTIL: null, UNBILLED_AMOUNT: 182000 },
  bundles: [
    {
      BUNDLE_CODE: 'BIG90-V',
      BUNDLE_NAME: 'Phút gọi',
      TYPE: 'VOICE',
      REMAIN: 85,
      TOTAL: 100,
      EXPIRE_DATE: '2026-12-01',
    },
    {
      BUNDLE_CODE: 'VIP-V',
      BUNDLE_NAME: 'Gọi nội mạng',
      TYPE: 'VOICE',
      REMAIN: '1500',
      TOTAL: null,
      EXPIRE_DATE: null,
    },
  ],
  highBandwidth: [{ PACKAGE_CODE: 'BIG90', REMAIN_MB: 18300, TOTAL_MB: 30720, EXPIRE_DATE: '2026-12-01' }],
  inBalances: [
    { ACCOUNT_CODE: 'MAIN', ACCOUNT_NAME: 'Tài khoản chính', BALANCE: 125000, EXPIRE_DATE: '2027-03-01' },
    { ACCOUNT_CODE: 'KM1', ACCOUNT_NAME: 'Khuyến mại 1', BALANCE: '20000', EXPIRE_DATE: '2026-12-05' },
  ],
};
/** Issue 17: usage lines, a top-up and a bill (assumed shapes, contract/history.ts). */
export const usageWire = {
  call: {
    B_SUBS: '0912345678',
    CALL_TYPE: 'Gọi nội mạng',
    DURATION: 75,
    USAGE_TYPE: 'CALL',
    CHARGE: '1500',
    VOLUME_BYTES: null,
    START_TIME: '2026-11-20T03:00:00.000Z',
  },
  sms: { B_SUBS: '0913', CALL_TYPE: 'SMS', DURATION: '0', USAGE_TYPE: 'SMS', CHARGE: 300 },
  refill: { REFILL_TIME: '2026-11-01T02:00:00.000Z', AMOUNT: '100000', CHANNEL: 'Thẻ cào' },
  bill: { BILL_CYCLE: '10/2026', AMOUNT: 182000, PAID: 1, ISSUE_DATE: '2026-11-01T00:00:00.000Z' },
};
export const familyMemberWire = {
  msisdn: '84946000001',
  remain_volume: 5120,
  total_volume: 5120,
  remain_volume_call: 300,
  total_volume_call: 300,
};
/** Issue 47: an invitation the master sent (the member's code went out, the next in 60 s). */
export const familyInvitationWire = {
  member_msisdn: '84946000001',
  expires_at: '2026-03-02T08:00:00.000Z',
  code_sent: 1,
  wait_seconds: 60,
};
/** Issue 19: an invoice file answer (assumed FILE_NAME / MIME_TYPE / FILE_CONTENT). */
const invoiceFileWire = {
  FILE_NAME: 'AA-24E-001.pdf',
  MIME_TYPE: 'application/pdf',
  FILE_CONTENT: 'JVBERi0xLjc=',
};
export const newsWire = {
  NEWS_ID: 7,
  TITLE: 'Tin',
  IMAGE: 'n.png',
  GROUP_NAME: 'KM',
  EN_DESCRIPTION: 'News',
  DATETIME: '2024-01-01',
};
export const roamingPackageWire = {
  packageName: 'Roam 7',
  packageId: 301,
  packageCode: 'R7',
  price: 150000,
  cycle: 7,
  cycleDesc: '7 ngày',
  description: '<b>d</b>',
  fullDescription: '<p>f</p>',
  instructionsVi: null,
  imageUrl: 'r.png',
  listHotKey: 'Hot, Sale ,New,Extra',
  starRates: 5,
  hotPromotion: '[{"key":"Data","value":"5GB"}]',
  nationalities: [{ id: 1 }, { id: '2' }],
  groupNationalityScopes: [
    {
      nationality: { nameVn: 'Nhật Bản', nameEn: 'Japan' },
      carrierNameVn: 'KDDI',
      handsetDisplayVn: 'KDDI',
      prepaidStatus: 1,
      postpaidStatus: 1,
    },
  ],
};
export const roamingPageWire = {
  msisdn: '84912345678',
  packageDetail: roamingPackageWire,
  listFavariteCountry: [{ id: 1, nameVn: 'Nhật Bản', nameEn: 'Japan' }],
  listCycle: [{ cycle: 7, cycleDesc: '7 ngày', cycleDuration: 7 }],
  rxServiceActive: 'R7',
  listPackage: [roamingPackageWire],
  irCheckActive: 1,
};
export const transactionStatusWire = {
  transactionId: 'T1',
  transactionStatus: '2',
  message: 'ok',
  createDate: '2024-08-26 10:04:05',
  serviceName: 'Roam 7',
  phoneNumber: '8491****678',
  paymentTransId: 'P9',
};

const mobile = (result: unknown) => () => ({ error_code: '0', message: 'OK', result });
const roaming = (result: unknown) => () => ({ errorCode: '0', message: 'OK', result });
const province = { PROVINCE_ID: 1, PROVINCE_NAME: 'Hà Nội', CCBS_CODE: 'HNI' };
const store = { ADDRESS: '1 Trần Duy Hưng', MOBILE: '18001091', LATITUDE: '21.01', LONGITUDE: 105.8 };
const simSerial = '8984020000123456789';
const roamingSession = { session: 'roam-session', msisdn: '84912345678' };

export const samples: Partial<Record<CallName, CallSample>> = {
  ...loyaltyOfferSamples,
  ...paymentSamples,
  authen_msisdn: {
    request: {
      device_info: 'web',
      fcm_registration_token: '',
      mode: 'otp',
      msisdn: '84912345678',
      password: '123456',
    },
    response: () => ({
      error_code: '0',
      message: 'OK',
      msisdn: '84912345678',
      session: 'new-session',
      off_net: 0,
    }),
  },
  authen_logout: { request: { msisdn: '84912345678' } },
  authen_register: { request: { pin: '123456', msisdn: '84912345678', password: 'hash' } },
  otp_send: { request: { msisdn: '84912345678', otp_service: 'authen_msisdn' } },
  authen_miss_password: { request: { otp: '123456', msisdn: '84912345678', password: 'hash' } },
  core_customer_get_info: {
    request: { msisdn: '84912345678' },
    response: mobile({ FULL_NAME: 'Nguyễn Văn A', CUSTOMER_ID: 99 }),
  },
  mobile_get_service_active_list: { response: mobile([packageWire]) },
  cust_get_subscribers_by_invoice2: {
    response: mobile([{ ACCOUNT: 'enc:a', PRODUCT_LINE: 'enc:p', CONTACT: 'enc:c' }]),
  },
  ...gatewaySamples,
  ...serviceLinkingSamples,
  family_member_data_remain_ver2: {
    response: mobile([
      {
        msisdn: '84911111111',
        remain_volume: 500,
        total_volume: '1000',
        remain_volume_call: 10,
        total_volume_call: 30,
      },
    ]),
  },
  // Family and home combo (assumed payloads, docs/decisions/family-sim.md).
  family_check_family_status: {
    response: mobile({
      in_group: 1,
      is_master: 1,
      master_msisdn: '84914567890',
      pack_code: 'GD4',
      max_members: 4,
    }),
  },
  family_master_list_members_ver2: { response: mobile([familyMemberWire]) },
  // Issue 47: an add invites the number; it joins by its own code or its holder's answer.
  family_master_add_member: {
    request: { member_msisdn: '0946000001', otp: '123456' },
    response: mobile(familyInvitationWire),
  },
  family_master_confirm_member: {
    request: { member_msisdn: '0946000001', otp: '654321' },
    response: mobile(familyMemberWire),
  },
  family_master_resend_invite: {
    request: { member_msisdn: '0946000001' },
    response: mobile(familyInvitationWire),
  },
  family_member_invitations: {
    response: mobile([
      { master_msisdn: '84914567890', pack_code: 'GD6', expires_at: '2026-03-02T08:00:00.000Z' },
    ]),
  },
  family_member_answer_invite: { request: { master_msisdn: '0914567890', answer: 'refuse' } },
  family_master_del_member: { request: { member_msisdn: '0946000001', otp: '123456' } },
  family_set_volume_for_sub: {
    request: { member_msisdn: '0946000001', volume: 2048, otp: '123456' },
    response: mobile(familyMemberWire),
  },
  family_check_subs_status: {
    request: { member_msisdn: '0946000001' },
    response: mobile({ msisdn: '84946000001', can_join: 1, reason: null }),
  },
  family_master_list_advanced_pack: {
    response: mobile([
      {
        pack_code: 'GD6',
        pack_name: 'Gia đình 6',
        price: '300000',
        data_mb: 61440,
        max_members: 6,
        is_current: 0,
      },
    ]),
  },
  family_master_upgrade_pack: { request: { pack_code: 'GD6', otp: '123456' } },
  home_combo_get_remain_info: {
    response: mobile({
      package_code: 'HC1',
      items: [{ name: 'Data', remain: 100, total: '200', unit: 'MB' }],
    }),
  },
  mobile_home_combo_package_ccbs_list: {
    response: mobile([
      { package_code: 'HC1', package_name: 'Home 1', price: 229000, description: null, is_registered: 1 },
    ]),
  },
  mobile_home_combo_ccbs_reg: { request: { package_code: 'HC1' } },
  mobile_post_hist_detail: {
    request: { from_date: '2026-11-01', to_date: '2026-11-25', usage_type: 'call' },
    response: mobile([usageWire.call]),
  },
  mobile_prepaid_hist_detail: {
    request: { from_date: '2026-11-01', to_date: '2026-11-25' },
    response: mobile([usageWire.sms, { B_SUBS: '0913', CALL_TYPE: 'VOICE', DURATION: '75' }]),
  },
  mobile_prepaid_refill_history: { response: mobile([usageWire.refill]) },
  mobile_post_billing_history: { response: mobile([usageWire.bill]) },
  package_search: { request: { keyword: 'D15' }, response: mobile([packageWire]) },
  news_search: { request: { keyword: 'km' }, response: mobile([newsWire]) },
  help_news_detail: { request: { news_id: 7 }, response: mobile({ ...newsWire, CONTENT: '<p>x</p>' }) },
  mobile_staff_list_category: {
    response: mobile([{ id: 1, name: 'Mạng', childs: [{ id: 2, name: 'Sóng', childs: null }] }]),
  },
  mobile_staff_list_ccos: {
    response: mobile([
      {
        CCOS_ID: 4,
        CATEGORY_NAME: 'Sóng yếu',
        CONTENT: 'Mất sóng trong nhà',
        ADDRESS: 'Dịch Vọng, Cầu Giấy, Hà Nội',
        CREATED_AT: '2026-11-20T08:00:00.000Z',
        VOTES: 3,
      },
    ]),
  },
  mobile_staff_post_ccos: {
    request: { category_id: '2', content: 'Mất sóng cả ngày', latitude: 21.01, longitude: 105.8 },
    response: mobile({ CCOS_ID: 5 }),
  },
  mobile_staff_update_vote: { request: { ccos_id: '4' }, response: mobile({ CCOS_ID: 4, VOTES: 4 }) },
  custservice_send_trouble: {
    request: { category_id: '2', content: 'Mất sóng cả ngày', contact_phone: '84912345678' },
    response: mobile({ TROUBLE_ID: 12 }),
  },
  product_get_ekyc_token: { response: mobile({ access_token: 'a', token_tokenKey: 'k', token_id: 'enc' }) },
  ...identitySamples(),
  product_add_contact_update_user_info: { request: { msisdn: '0912345678' } },
  product_einvoice_list_by_cust: {
    response: mobile([
      {
        INVOICE_ID: 5,
        INVOICE_NO: 'AA/24E-001',
        INVOICE_DATE: '2024-08-01',
        AMOUNT: 120000,
        PERIOD: '08/2024',
        STATUS: 'PAID',
      },
    ]),
  },
  // A tiny base64 body that starts as a PDF ('%PDF-1.7').
  product_einvoice_get_file: { request: { invoice_id: '5' }, response: mobile(invoiceFileWire) },
  product_einvoice_download_file: { request: { invoice_id: '5' }, response: mobile(invoiceFileWire) },
  help_get_provinces: { response: mobile([province]) },
  help_get_provinces_1800: { response: mobile([{ ID: '2', PROVINCE_NAME: 'Huế' }]) },
  help_get_provinces_1800_lantoa: { response: mobile([province]) },
  help_get_districts_1800: {
    request: { province_id: 1 },
    response: mobile([{ DISTRICT_ID: 10, DISTRICT_NAME: 'Cầu Giấy' }]),
  },
  help_get_precinct_1800: {
    request: { province_id: 1, district_id: 10 },
    response: mobile([{ PRECINCT_ID: 100, PRECINCT_NAME: 'Dịch Vọng' }]),
  },
  help_get_street_1800: {
    request: { province_id: 1, precinct_id: 100 },
    response: mobile([{ STREET_ID: 9, STREET_NAME: 'Xuân Thủy' }]),
  },
  vin_list_city: { response: mobile([{ name: 'Hà Nội', short_name: 'HN' }]) },
  media_get_app_link_lists: { response: mobile([{ android_package: 'com.vnpt.myvnpt' }]) },
  help_get_stores_by_lnglat: { request: { lat: 21.0, lng: 105.8, size: 10 }, response: mobile([store]) },
  help_get_stores_by_province: { request: { province_id: 1 }, response: mobile([store]) },
  mobile_ir_country_list: { response: mobile([{ COUNTRY: 'JP' }]) },
  mobile_get_ir_partner: { response: mobile([{ CODE: 'KDDI', NAME: 'KDDI' }]) },
  getUrlMapping: {
    request: { short_link: 'https://portal/s/abc' },
    response: () => ({
      error_code: '0',
      convertUrl: '/dich-vu/data',
      action: 'open',
      url_common: { channel: 'sms', camp: 'C1', sub_id: 's' },
    }),
  },
  short_link_click_log: {
    request: { service: 'myvnpt', clicktime: '2024-08-26 10:04:05', mobile: '84912345678' },
  },
  product_shortlink_log: { request: { input_log: '{"a":"abc"}' } },
  ads_getBanners: {
    request: { position: 'home' },
    response: () => ({ data: [{ id: 1, image: 'data:image/png;base64,AA==', link: '/km', title: 'KM' }] }),
  },
  login_reset_password: { request: { otp: '123456', msisdn: '84912345678', password: 'hash' } },
  login_register: { request: { pin: '123456', msisdn: '84912345678', password: 'hash' } },
  getTokenHoiVien: {
    request: { domain: 'portal', msisdn: '84912345678' },
    response: () => ({
      errorCode: '0',
      result: { TokenDev: 'd', TokenHoiVienEsc: 'e', TokenHoiVien: 'm', ERRORCODE: '' },
    }),
  },
  getLayThongTinChungMobileV2: {
    request: { token: 'm', msisdn: '84912345678' },
    response: () => ({
      ERRORCODE: '',
      ErrorCode: 200,
      ThongTinHoiVien: {
        HangHoiVienMoiId: '4',
        TenHoiVien: 'Nguyễn Văn A',
        SoTheHoiVienVinaPhonePlus: '9704',
      },
    }),
  },
  // Issue 15's member rows: the member token beside the number (memberBody).
  Api_DSChuongTrinhUuDaiUuDaiHoiVien: {
    request: { token: 'm', msisdn: '84912345678' },
    response: () => ({ errorCode: '0', result: [{ Id: 1, HangHoiVienId: 4, TenUuDai: 'Giảm 10%' }] }),
  },
  getConfigPromotionPoints: {
    request: { token: 'm', msisdn: '84912345678' },
    response: () => ({ errorCode: '0', result: [{ MaDichVu: 'NAP', SoTien: 10000, SoDiem: 1 }] }),
  },
  getLichSuDiemNewV2: {
    request: { token: 'm', msisdn: '84912345678' },
    response: () => ({
      errorCode: '0',
      result: {
        TongDiem: 150,
        LichSu: [{ Id: '1', SoDiem: 150, NoiDung: 'Cộng điểm', NgayGiaoDich: '2026-11-20' }],
      },
    }),
  },
  getChiTietDiemThongTinBoSung: {
    request: { token: 'm', msisdn: '84912345678', id: '1' },
    response: () => ({
      errorCode: '0',
      result: {
        Id: '1',
        SoDiem: 150,
        NoiDung: 'Cộng điểm',
        NgayGiaoDich: '2026-11-20',
        KenhGiaoDich: 'App',
        NgayHetHan: '2027-11-20',
      },
    }),
  },
  apiLayDanhSachDichVuSuDung: {
    request: { token: 'm', msisdn: '84912345678' },
    response: () => ({ errorCode: '0', result: [{ MaDichVu: 'NAP', TenDichVu: 'Nạp tiền' }] }),
  },
  huyHoiVien: { request: { token: 'm', msisdn: '84912345678', lyDo: 'Không dùng nữa' } },
  capNhatEmail: { request: { token: 'm', msisdn: '84912345678', email: 'an@vnpt.vn' } },
  apiGetGioiThieu: {
    response: () => ({
      errorCode: '0',
      result: { TieuDe: 'VinaPhone Plus', NoiDung: '<p>Chương trình</p>', NoiDungEn: '<p>Programme</p>' },
    }),
  },
  Api_LayDSLinhVucKinhDoanh: {
    response: () => ({ errorCode: '0', result: [{ Id: 1, TenLinhVuc: 'Ẩm thực', TenLinhVucEn: 'Food' }] }),
  },
  apiGetCaptcha: {
    response: () => ({
      errorCode: '0',
      result: { CaptchaId: 'c1', HinhAnh: 'data:image/svg+xml;base64,PHN2Zy8+' },
    }),
  },
  Api_DangKyDoiTacLienKet: {
    request: {
      TenDangNhap: 'an',
      MatKhau: 'ab1!cd',
      TenDoanhNghiep: 'Cà phê Sáng',
      LinhVucKinhDoanhId: '1',
      MaDiaBan: '1',
      NguoiLienHe: 'An',
      SoDienThoai: '0912345678',
      Email: 'an@vnpt.vn',
      SoGiayTo: '123456789',
      NgaySinh: '1990-01-01',
      CaptchaId: 'c1',
      MaCaptcha: 'K7PQ2',
    },
    response: () => ({ errorCode: '0', message: 'Đã nhận hồ sơ', result: { MaHoSo: 'DT-1' } }),
  },
  catalogDiscounts: {
    request: { parentCategoryId: -1, status: 1, priority: 'asc', LoaiUuDai_Hang: 1, msisdn: '84912345678' },
    response: () => ({ errorCode: '0', result: [{ id: 3, categoryNameVie: 'Ẩm thực' }] }),
  },
  banks_jsp: {
    response: () => [
      { BANK_CODE: 'VCB', BANK_NAME: 'Vietcombank', BANK_LOGO_URL: 'v.png', IS_INTERNATIONAL: '0' },
      { BANK_CODE: 'VISA', BANK_NAME: 'Visa', BANK_LOGO_URL: null, IS_INTERNATIONAL: true },
    ],
  },
  package_register: { request: { msisdn: '84912345678', package_code: 'D15', otp: '123456' } },
  package_cancel: { request: { msisdn: '84912345678', package_code: 'D15' } },
  payment_package_reg_v2: {
    request: { msisdn: '84912345678', package_code: 'D15', pay_method: 'VNPTWALLET', product_type: 'DATA' },
    response: async (received) => {
      const answer = { error_code: '00', message: 'OK', redirect_url: 'https://pay/redirect' };
      const input = packagePaymentSecureCodeInput(String(received['trans_id']), answer);
      return { ...answer, secure_code: await hmacSha256Hex(TEST_SECRETS.packagePayment, input) };
    },
  },
  roaming_load_info: {
    request: { encryptedToken: 'enc-token' },
    response: () => ({ errorCode: '0', token: 'roam-session', result: roamingPageWire }),
  },
  getPackageInfo: { request: { ...roamingSession, packageId: 301 }, response: roaming(roamingPackageWire) },
  getListNational: {
    request: roamingSession,
    response: roaming([
      { id: 1, nameVn: 'Nhật Bản', nameEn: 'Japan' },
      { id: 2, nameVn: 'Lào' },
    ]),
  },
  createTransaction: {
    request: {
      ...roamingSession,
      amount: 150000,
      bankCode: 'VCB',
      currencyCode: 'VND',
      type: 1,
      bankType: 'QR',
      paymentCode: 'R7',
      serviceType: 'ROAMING',
    },
    response: roaming({
      transactionId: 'T1',
      amount: 150000,
      feeAmount: 0,
      discountAmount: 0,
      finalAmount: 150000,
    }),
  },
  getQR: {
    request: { ...roamingSession, orderId: 'T1' },
    response: roaming('00020101021238570010A000000727'),
  },
  queryTransactionInfo: {
    request: { ...roamingSession, transactionId: 'T1' },
    response: roaming(transactionStatusWire),
  },
  irRegister: { request: { ...roamingSession, action: 'ir_deregister' } },
  roaming_verify_otp: { request: { ...roamingSession, otpValue: '123456', action: 'ir_register' } },
  roaming_otp_send: { request: { msisdn: '84912345678', otp_service: 'ir_register', tinh_id: null } },
  // Issue 18, SIM pages: assumed shapes (contract/sim.ts).
  multisim_query: {
    response: mobile({ REGISTERED: true, SIMS: [{ SERIAL: simSerial, LINKED_AT: '2026-03-01T08:00:00Z' }] }),
  },
  multisim_reg: { request: { serial: simSerial } },
  multisim_unlink: { request: { serial: simSerial } },
  mobile_change_sim_req_check: { response: mobile({ ELIGIBLE: true, REASON: null }) },
  mobile_change_sim_accepted: {
    request: { contact_phone: '0912345678', accepted: true },
    response: mobile({ REQUEST_ID: 5, CONTACT_BY: '2026-03-13T08:00:00Z' }),
  },
  mobile_check_ezsim: { response: mobile({ SUBSCRIBER_TYPE: 'prepaid', ALLOWED: true }) },
  mobile_change_sim_ezcom: { request: { serial: simSerial }, response: mobile({ REQUEST_ID: 6 }) },
  sim_number_search: { response: mobile([{ NUMBER: '0886123456', PRICE: '50000' }]) },
  sim_number_hold_current: { response: mobile(null) },
  sim_number_hold: {
    request: { number: '0886123456' },
    response: mobile({ HOLD_ID: 3, NUMBER: '0886123456', EXPIRES_AT: '2026-03-10T09:00:00Z' }),
  },
  sim_order: {
    request: { hold_id: '3', delivery: 'store', province_id: '1', store_address: '1 Trần Duy Hưng' },
    response: mobile({ ORDER_ID: 8 }),
  },
  // Issue 17: the account overview's reads (shapes assumed) and the change-password write (AUTH-79).
  core_mobile_ezpay_balance: { response: mobile(accountOverviewWire.wallet) },
  get_rank_vnp_plus: { response: mobile(accountOverviewWire.rank) },
  mobile_get_info: { response: mobile(accountOverviewWire.mobileInfo) },
  cust_get_info_ver2: { response: mobile(accountOverviewWire.customerInfo) },
  mobile_balance_info_v2: { response: mobile(accountOverviewWire.balanceInfo) },
  mobile_bundle_remain_amount: { response: mobile(accountOverviewWire.bundles) },
  mobile_data_get_high_bandwidth: { response: mobile(accountOverviewWire.highBandwidth) },
  mobile_IN_balances: { response: mobile(accountOverviewWire.inBalances) },
  // Issue 47: both passwords travel hashed (hashPassword of 'Sandbox123' and 'NewPass1').
  authen_change_password: {
    request: {
      old_password: '297b40ca656dddc80989519ebf12fe0f80f32dd8dc67fb629e070326ed246296',
      new_password: '263cf5dae073a22c741b8debffbfe831e9cbf1d10b6c3f9060aab80d56d6e793',
    },
  },
};

/** The bare success answer of each service, for calls without a sample. */
export function defaultSuccess(service: ServiceName): unknown {
  switch (service) {
    case 'roaming':
    case 'loyalty':
      return { errorCode: '0', message: 'OK' };
    case 'packagePayment':
      return { error_code: '00' };
    case 'bankList':
      return [];
    case 'config':
      return { data: [] };
    default:
      return { error_code: '0', message: 'OK' };
  }
}

/** A failure answer with a business code, per service (undefined where the service has no code). */
export function businessFailure(service: ServiceName): { body: unknown; code: string } | undefined {
  switch (service) {
    case 'roaming':
    case 'loyalty':
      return {
        body: { errorCode: 'send_sms_nok', errorMessage: 'Lỗi nghiệp vụ', message: 'ignored' },
        code: 'send_sms_nok',
      };
    case 'packagePayment':
      return { body: { error_code: '01', errorMessage: 'Lỗi nghiệp vụ' }, code: '01' };
    case 'bankList':
    case 'config':
      return undefined;
    default:
      return { body: { error_code: '99', errorMessage: 'Lỗi nghiệp vụ', message: 'ignored' }, code: '99' };
  }
}

/** A success answer whose shape breaks the contract, and the path of the bad field. */
export function contractBreak(service: ServiceName): { body: unknown; path: PropertyKey[] } {
  switch (service) {
    case 'bankList':
      return { body: [{ BANK_CODE: 1, BANK_NAME: 'x' }], path: [0, 'BANK_CODE'] };
    case 'config':
      return { body: { data: 'banners' }, path: ['data'] };
    case 'roaming':
    case 'loyalty':
      return { body: { errorCode: '0', message: 42 }, path: ['message'] };
    case 'packagePayment':
      return { body: { error_code: '00', message: 42 }, path: ['message'] };
    default:
      return { body: { error_code: '0', message: 42 }, path: ['message'] };
  }
}

/** Issue 19: the identity rows (fields assumed, contract/identity.ts); photos are files, as a browser sends them. */
function identitySamples(): Partial<Record<CallName, CallSample>> {
  const photo = (name: string) =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
  const upload: CallSample = {
    request: {
      token_id: 'enc-token',
      front_image: photo('front.jpg'),
      back_image: photo('back.jpg'),
      portrait_image: photo('portrait.jpg'),
      purpose: 'update',
    },
    response: mobile({
      REQUEST_ID: 7,
      FULL_NAME: 'NGUYỄN VĂN AN',
      ID_NUMBER: '001099012345',
      BIRTH_DATE: '1990-05-01',
    }),
  };
  return {
    product_check_chinhchu: {
      response: mobile({ IS_OWNER: '1', IS_VIP: '0', FULL_NAME: 'N*** V** AN', ID_NUMBER: '0010******45' }),
    },
    product_update_info_check_status: { response: mobile({ STATUS: 'none', REQUEST_ID: null }) },
    product_update_info_popup: { response: mobile({ SHOW: '0', TITLE: null, CONTENT: null }) },
    product_get_tbc_file: { response: mobile(null) },
    ekyc_identification_ver2: upload,
    product_identification: upload,
    product_identification_v3: upload,
    product_identification_check_otp: {
      request: { request_id: '7', otp: '123456' },
      response: mobile({ REQUEST_ID: 7, STATUS: 'approved' }),
    },
    product_identification_log: { request: { step: 'refused', request_id: '7', code: 'EKYC_FACE_MISMATCH' } },
    product_send_support_log: {
      request: { code: 'EKYC_SERVICE_UNAVAILABLE' },
      response: mobile({ TICKET_ID: 3 }),
    },
  };
}
