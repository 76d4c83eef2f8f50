/** Mappers from wire records to domain models, fed by the contract's own parse of the fixtures. */
import { describe, expect, it } from 'vitest';
import {
  cardBankRecord,
  contractAccountRecord,
  countryRecord,
  memberInfoRecord,
  pointDetailRecord,
  pointHistoryRecord,
  pointRateRecord,
  pointServiceRecord,
  tierBenefitRecord,
  newsRecord,
  packageRecord,
  provinceRecord,
  qrBankRecord,
  roamingPageRecord,
  staffCategoryRecord,
  storeRecord,
  transactionStatusRecord,
  familyMemberRecord,
  eInvoiceRecord,
  areaRecord,
  hamletRecord,
  newsGroupRecord,
  promotionCategoryRecord,
  bannerRecord,
  userInfoRecord,
} from '../src/contract';
import {
  toPointHistoryDetail,
  toPointHistoryEntry,
  toPointRate,
  toPointService,
  toTierBenefit,
  flag,
  orderRequest,
  parseHotPromotion,
  promotionCategoriesRequest,
  roamingQrRequest,
  roamingTransactionRequest,
  toArea,
  toHamlet,
  toNewsGroup,
  toPromotionCategory,
  toCardBank,
  toContractAccount,
  toEInvoice,
  toFamilyMember,
  toMemberInfo,
  toNewsItem,
  toPackageSummary,
  toProvince,
  toQrBank,
  toRoamingCountry,
  toRoamingPage,
  toStaffCategory,
  toStore,
  toTransactionStatus,
  toBanner,
  toUserInfo,
} from '../src/mappers';
import { newsWire, packageWire, roamingPageWire, transactionStatusWire } from './fixtures';

describe('mappers', () => {
  it('ENT-32 maps a package card, reading PRICE sent as text', () => {
    expect(toPackageSummary(packageRecord.parse(packageWire))).toEqual({
      id: '11',
      name: 'D15',
      code: 'D15',
      imageUrl: 'https://img/d15.png',
      price: 15000,
      periodCode: '1',
      descriptionHtml: '<p>1GB</p>',
      type: '1',
      packageType: 'kmcb',
      statusPay: '1',
    });
  });

  it('ENT-33 and ENT-63 map both bank lists with their flags', () => {
    expect(
      toCardBank(cardBankRecord.parse({ BANK_CODE: 'V', BANK_NAME: 'Visa', IS_INTERNATIONAL: '1' })),
    ).toEqual({
      code: 'V',
      name: 'Visa',
      logoUrl: undefined,
      international: true,
    });
    const qr = toQrBank(
      qrBankRecord.parse({
        id: 17,
        name: 'Ngân hàng TMCP Ngoại Thương',
        code: 'VCB',
        bin: 970436,
        shortName: 'Vietcombank',
        logo: 'vcb.png',
        transferSupported: 1,
        lookupSupported: 0,
        support: 'true',
        isTransfer: false,
        swift_code: 'BFTVVNVX',
      }),
    );
    expect(qr).toMatchObject({
      id: '17',
      bin: '970436',
      transferSupported: true,
      lookupSupported: false,
      supported: true,
    });
    expect(qr.swiftCode).toBe('BFTVVNVX');
    expect([flag('N'), flag(null), flag('Y'), flag(0)]).toEqual([false, false, true, false]);
  });

  it('ENT-40 maps LATITUDE / LONGITUDE to lat / lng', () => {
    const store = storeRecord.parse({ ADDRESS: 'A', MOBILE: '', LATITUDE: '21.5', LONGITUDE: 105 });
    expect(toStore(store)).toEqual({ address: 'A', phone: undefined, lat: 21.5, lng: 105 });
  });

  it('ENT-43 maps a news item', () => {
    expect(toNewsItem(newsRecord.parse(newsWire))).toMatchObject({ id: '7', englishDescription: 'News' });
  });

  it('ENT-39, ENT-42 map family members and usage records', () => {
    const member = familyMemberRecord.parse({
      msisdn: '849',
      remain_volume: '1',
      total_volume: 2,
      remain_volume_call: 3,
      total_volume_call: '4',
    });
    expect(toFamilyMember(member)).toEqual({
      msisdn: '849',
      remainingData: 1,
      totalData: 2,
      remainingCall: 3,
      totalCall: 4,
    });
  });

  it('ENT-35 takes the province id from PROVINCE_ID or ID', () => {
    expect(toProvince(provinceRecord.parse({ ID: 5, PROVINCE_NAME: 'Huế' }))).toEqual({
      id: '5',
      name: 'Huế',
      ccbsCode: undefined,
    });
    expect(toProvince(provinceRecord.parse({ PROVINCE_ID: '1', ID: 9, PROVINCE_NAME: 'HN' })).id).toBe('1');
  });

  it('ENT-41 decrypts each contract-account field with the injected function', async () => {
    const record = contractAccountRecord.parse({ ACCOUNT: 'enc:a', PRODUCT_LINE: 'enc:p', CONTACT: 'enc:c' });
    expect(await toContractAccount(record, (text) => text.replace('enc:', ''))).toEqual({
      account: 'a',
      productLine: 'p',
      contact: 'c',
    });
  });

  it('ENT-29 maps member info and keeps tiers within 1 to 5', () => {
    const info = memberInfoRecord.parse({
      HangHoiVienMoiId: '4',
      TenHoiVien: 'A',
      SoTheHoiVienVinaPhonePlus: '97',
    });
    expect(toMemberInfo(info)).toEqual({ tier: 4, name: 'A', cardNumber: '97', expiring: [] });
    expect(toMemberInfo({ ...info, HangHoiVienMoiId: 9 }).tier).toBe(1);
  });

  it('ENT-29 reads the member points (assumed TongDiem) when answered', () => {
    const info = memberInfoRecord.parse({
      HangHoiVienMoiId: 2,
      TenHoiVien: 'B',
      SoTheHoiVienVinaPhonePlus: '98',
      TongDiem: '4800',
    });
    expect(toMemberInfo(info).points).toBe(4800);
  });

  it('LOY-01 reads the points that expire by day (assumed DSDiemHetHan)', () => {
    const info = memberInfoRecord.parse({
      HangHoiVienMoiId: 2,
      TenHoiVien: 'B',
      SoTheHoiVienVinaPhonePlus: '98',
      DSDiemHetHan: [{ SoDiem: '300', NgayHetHan: '2026-12-01T00:00:00.000Z' }],
    });
    expect(toMemberInfo(info).expiring).toEqual([{ points: 300, expiresOn: '2026-12-01' }]);
  });

  it('LOY-42 LOY-44 map a point-history line, its detail and a tier privilege (assumed fields)', () => {
    const line = { Id: 7, SoDiem: '-300', NoiDung: 'Đổi điểm', NgayGiaoDich: '2026-10-01T08:00:00.000Z' };
    expect(toPointHistoryEntry(pointHistoryRecord.parse(line))).toEqual({
      id: '7',
      points: -300,
      description: 'Đổi điểm',
      date: '2026-10-01',
    });
    const detail = pointDetailRecord.parse({ ...line, KenhGiaoDich: 'App', NgayHetHan: null });
    expect(toPointHistoryDetail(detail)).toMatchObject({ channel: 'App', expiresOn: undefined });
    const benefit = tierBenefitRecord.parse({
      Id: 1,
      HangHoiVienId: '5',
      TenUuDai: 'Phòng chờ',
      TenUuDaiEn: 'Lounge',
    });
    expect(toTierBenefit(benefit)).toEqual({ id: '1', tier: 5, title: { vi: 'Phòng chờ', en: 'Lounge' } });
  });

  it('LOY-43 maps a service that earns points and a rate (assumed fields)', () => {
    const service = pointServiceRecord.parse({
      MaDichVu: 'NAP_TIEN',
      TenDichVu: 'Nạp tiền',
      TenDichVuEn: null,
    });
    expect(toPointService(service)).toEqual({
      code: 'NAP_TIEN',
      name: { vi: 'Nạp tiền', en: undefined },
      rate: undefined,
    });
    const rate = pointRateRecord.parse({ MaDichVu: 'NAP_TIEN', SoTien: '10000', SoDiem: 1 });
    expect(toPointRate(rate)).toEqual({ code: 'NAP_TIEN', amount: 10_000, points: 1 });
  });

  it('ENT-46 reads the balance and data left of the user info (assumed fields) when answered', () => {
    const info = userInfoRecord.parse({
      FULL_NAME: 'An',
      CUSTOMER_ID: 7,
      MAIN_BALANCE: '125000',
      DATA_REMAIN_MB: 3420,
    });
    expect(toUserInfo(info)).toEqual({
      fullName: 'An',
      customerId: '7',
      mainBalance: 125000,
      dataRemainingMb: 3420,
      dataTotalMb: undefined,
    });
    expect(toUserInfo(userInfoRecord.parse({ FULL_NAME: 'An' })).mainBalance).toBeUndefined();
  });

  it('API-140 maps a banner, keeping image and link as sent (checked where they are shown)', () => {
    const banner = bannerRecord.parse({ id: 3, image: 'data:image/png;base64,AA==', link: '', title: 'KM' });
    expect(toBanner(banner)).toEqual({
      id: '3',
      title: 'KM',
      imageUrl: 'data:image/png;base64,AA==',
      link: undefined,
    });
  });

  it('ENT-44 maps the nested category tree', () => {
    const tree = staffCategoryRecord.parse({
      id: 1,
      name: 'Mạng',
      name_en: 'Network',
      childs: [{ id: 2, name: 'Sóng' }],
    });
    expect(toStaffCategory(tree)).toEqual({
      id: '1',
      name: { vi: 'Mạng', en: 'Network' },
      children: [{ id: '2', name: { vi: 'Sóng', en: undefined }, children: [] }],
    });
  });

  it('maps an e-invoice', () => {
    const invoice = eInvoiceRecord.parse({ INVOICE_ID: 5, AMOUNT: '120000' });
    expect(toEInvoice(invoice)).toEqual({
      id: '5',
      number: undefined,
      issuedAt: undefined,
      amount: 120000,
      period: undefined,
      status: 'unknown',
    });
  });

  it('ENT-57 maps the roaming page', () => {
    const page = toRoamingPage('roam-session', roamingPageRecord.parse(roamingPageWire));
    expect(page).toMatchObject({
      session: 'roam-session',
      msisdn: '84912345678',
      activePackageCode: 'R7',
      roamingDataOn: true,
      favouriteCountries: [{ id: '1', name: { vi: 'Nhật Bản', en: 'Japan' } }],
      cycles: [{ cycle: '7', description: '7 ngày', durationDays: 7 }],
    });
    expect(page.preselected).toMatchObject({
      id: '301',
      price: 150000,
      cancelGuideHtml: undefined,
      hotPromotions: [{ key: 'Data', value: '5GB' }],
      countryIds: ['1', '2'],
      scopes: [
        {
          countryName: { vi: 'Nhật Bản', en: 'Japan' },
          carrierName: 'KDDI',
          prepaid: true,
          postpaid: true,
        },
      ],
    });
    expect(
      toRoamingPage('t', roamingPageRecord.parse({ msisdn: '849', irCheckActive: '0' })).roamingDataOn,
    ).toBe(false);
  });

  it('ROAM-037 reads prepaidStatus and postpaidStatus 1 / 0 as yes / no, anything else as not said (issue 24)', () => {
    const scopeOf = (prepaidStatus: unknown, postpaidStatus: unknown) =>
      toRoamingPage(
        't',
        roamingPageRecord.parse({
          msisdn: '849',
          packageDetail: {
            ...roamingPageWire.packageDetail,
            groupNationalityScopes: [{ prepaidStatus, postpaidStatus }],
          },
        }),
      ).preselected?.scopes[0];
    expect(scopeOf(1, 0)).toMatchObject({ prepaid: true, postpaid: false });
    expect(scopeOf('1', '0')).toMatchObject({ prepaid: true, postpaid: false });
    expect(scopeOf(null, 'Có')).toMatchObject({ prepaid: undefined, postpaid: undefined });
  });

  it('ENT-56 reads hotPromotion as a list or an object of pairs, and ignores bad JSON', () => {
    expect(parseHotPromotion('{"Data":"5GB","Call":30}')).toEqual([
      { key: 'Data', value: '5GB' },
      { key: 'Call', value: '30' },
    ]);
    expect(parseHotPromotion('not json')).toEqual([]);
    expect(parseHotPromotion(undefined)).toEqual([]);
  });

  it('ENT-60 maps a transaction status with a numeric status', () => {
    expect(toTransactionStatus(transactionStatusRecord.parse(transactionStatusWire))).toEqual({
      transactionId: 'T1',
      status: 2,
      message: 'ok',
      createDate: '2024-08-26 10:04:05',
      serviceName: 'Roam 7',
      phoneNumber: '8491****678',
      paymentTransId: 'P9',
    });
  });
});

describe('mappers of the texts the server gives in both languages', () => {
  it('SRCH-09 keeps both names of a news group', () => {
    const record = newsGroupRecord.parse({
      GROUP_ID: 1,
      GROUP_NAME: 'Khuyến mại',
      GROUP_NAME_EN: 'Promotions',
    });
    expect(toNewsGroup(record)).toEqual({ id: '1', name: { vi: 'Khuyến mại', en: 'Promotions' } });
    const vietnameseOnly = newsGroupRecord.parse({ GROUP_ID: '2', GROUP_NAME: 'Tin tức' });
    expect(toNewsGroup(vietnameseOnly).name).toEqual({ vi: 'Tin tức', en: undefined });
  });

  it('LOY-12 keeps both names of a promotion category', () => {
    const record = promotionCategoryRecord.parse({
      id: 11,
      categoryNameVie: 'Ẩm thực',
      categoryNameEn: 'Food',
    });
    expect(toPromotionCategory(record)).toEqual({ id: '11', name: { vi: 'Ẩm thực', en: 'Food' } });
  });

  it('ROAM-022 ENT-58 keeps both names of a roaming country; nameEn is optional (assumed, issue 24)', () => {
    expect(toRoamingCountry(countryRecord.parse({ id: 1, nameVn: 'Thái Lan', nameEn: 'Thailand' }))).toEqual({
      id: '1',
      name: { vi: 'Thái Lan', en: 'Thailand' },
    });
    for (const nameEn of [undefined, null, ''])
      expect(toRoamingCountry(countryRecord.parse({ id: '7', nameVn: 'Lào', nameEn })).name).toEqual({
        vi: 'Lào',
        en: undefined,
      });
    expect(countryRecord.safeParse({ id: 1, nameVn: 'Thái Lan', nameEn: 7 }).success).toBe(false);
  });

  it("ROAM-037 ENT-56 keeps both names of a coverage line's country, and none without nameVn (issue 24)", () => {
    const countryOf = (nationality: unknown) =>
      toRoamingPage(
        't',
        roamingPageRecord.parse({
          msisdn: '849',
          packageDetail: { ...roamingPageWire.packageDetail, groupNationalityScopes: [{ nationality }] },
        }),
      ).preselected?.scopes[0]?.countryName;
    expect(countryOf({ nameVn: 'Thái Lan', nameEn: 'Thailand' })).toEqual({ vi: 'Thái Lan', en: 'Thailand' });
    expect(countryOf({ nameVn: 'Lào' })).toEqual({ vi: 'Lào', en: undefined });
    expect(countryOf({ nameEn: 'Laos' })).toBeUndefined();
    expect(countryOf(null)).toBeUndefined();
  });
});

describe('request and list mappers of the order form', () => {
  it('PKG-43 reads hamlets (AP_*) and areas (KHU_*)', () => {
    expect(toHamlet(hamletRecord.parse({ AP_ID: 100111, AP_NAME: 'Tổ dân phố 1' }))).toEqual({
      id: '100111',
      name: 'Tổ dân phố 1',
    });
    expect(toArea(areaRecord.parse({ KHU_ID: '100121', KHU_NAME: 'Khu 1' }))).toEqual({
      id: '100121',
      name: 'Khu 1',
    });
  });

  it('PKG-47 builds the order body: trimmed fields, the composed address, billing cycle 1 by default', () => {
    const form = {
      fullname: ' Nguyễn Văn An ',
      contactNo: '0912345678 ',
      note: ' Gọi trước ',
      provinceId: '1',
      districtId: '2',
      precinctId: '3',
      streetId: '',
      hamletId: '100111',
      areaId: '',
      address: 'Số 1',
      billingCycle: undefined,
    };
    expect(orderRequest({ form, composedAddress: 'Số 1, Tổ dân phố 1', packageCode: 'FIBER80' })).toEqual({
      fullname: 'Nguyễn Văn An',
      contact_no: '0912345678',
      note: 'Gọi trước',
      province_id: '1',
      district_id: '2',
      precinct_id: '3',
      street_id: '',
      ap_id: '100111',
      khu_id: '',
      address: 'Số 1, Tổ dân phố 1',
      billing_cycle: 1,
      package_code: 'FIBER80',
    });
  });

  it('LOY-20 asks catalogDiscounts for the member tier’s categories', () => {
    expect(promotionCategoriesRequest({ tier: 3, msisdn: '84912345678' })).toEqual({
      parentCategoryId: -1,
      status: 1,
      priority: 'asc',
      LoaiUuDai_Hang: 3,
      msisdn: '84912345678',
    });
  });
});

describe('roaming request bodies', () => {
  const pkg = { id: 77, price: 150000 };

  it('DOM-43 CONST-64 the transaction is VIETQR, VND, types 10, package id and price', () => {
    expect(roamingTransactionRequest(pkg, 'sess', '84912345678')).toEqual({
      amount: 150000,
      bankCode: 'VIETQR',
      currencyCode: 'VND',
      type: 10,
      bankType: 10,
      serviceType: 10,
      paymentCode: '77',
      session: 'sess',
      msisdn: '84912345678',
    });
  });

  it('DOM-44 the QR is requested with msisdn, session and the transaction id as orderId', () => {
    expect(roamingQrRequest(9001, 'sess', '84912345678')).toEqual({
      msisdn: '84912345678',
      session: 'sess',
      orderId: '9001',
    });
  });
});
