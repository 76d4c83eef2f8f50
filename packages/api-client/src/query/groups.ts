/**
 * Named option factories for what the ui renders, one object per group; data comes out mapped to
 * the domain models. Built once per client (the portal does it in createPortalApi) on
 * `createQueryFactories`, so keys stay [service, callName, params] plus the subscriber where the
 * answer is theirs. Writes have no factory here: they go through the portal's useCallMutation.
 */
import type { LatLng } from '@selfcare/domain';
import type { ApiClient } from '../client/createApiClient';
import type { Contract, RequestOf } from '../contract';
import {
  toCardBank,
  toDistrict,
  toEInvoice,
  toEInvoiceFile,
  toFamilyMember,
  toMemberInfo,
  toMemberTokens,
  toPointHistoryDetail,
  toPointHistoryEntry,
  toPointRate,
  toPointService,
  toTierBenefit,
  toOffer,
  toOfferDetail,
  toLoyaltyArea,
  toRedeemCheck,
  toMemberVoucher,
  toGiftTracking,
  toRatingCheck,
  toGiftRecipient,
  toNewsItem,
  toPackageSummary,
  promotionCategoriesRequest,
  toArea,
  toBanner,
  toHamlet,
  toNewsGroup,
  toOperatorApps,
  toPromotionCategory,
  toProvince,
  toRoamingCountry,
  toRoamingPage,
  toStaffCategory,
  toQualityReport,
  storesNearRequest,
  toMappableStores,
  toStreet,
  toFaqEntry,
  toFrequentError,
  toSentSupportRequest,
  toEzcomCheck,
  toMultiSimStatus,
  toNumberHold,
  toSim4gEligibility,
  toSimNumberOffer,
  toSupportCategories,
  toTransactionStatus,
  toUrlMapping,
  toUserInfo,
  toWard,
} from '../mappers';
import { createQueryFactories, type QueryScope } from './factories';
import { createLoyaltyPartnerQueries } from './loyaltyPartnerQueries';
import { createFamilyQueries } from './familyQueries';
import { createEkycQueries } from './ekycQueries';
import { createUsageQueries } from './usageQueries';
import { createLinkedServiceQueries } from './linkedServiceQueries';
import { createPaymentQueries } from './paymentQueries';
import { createAccountOverviewQueries } from './accountOverviewQueries';

type Params<N extends keyof Contract> = RequestOf<Contract[N]>;

export function createQueries(client: ApiClient, scope: QueryScope) {
  const factories = createQueryFactories(client, scope);
  const { readMapped } = factories;
  return {
    ...factories,
    loyaltyPartnerQueries: createLoyaltyPartnerQueries(factories),
    familyQueries: createFamilyQueries(factories),
    ekycQueries: createEkycQueries(factories),
    usageQueries: createUsageQueries(factories),
    linkedServiceQueries: createLinkedServiceQueries(factories),
    paymentQueries: createPaymentQueries(factories),
    accountOverviewQueries: createAccountOverviewQueries(factories),
    packageQueries: {
      search: (params: Params<'package_search'>) =>
        readMapped('package_search', params, (data) => data.result.map(toPackageSummary)),
      active: (params: Params<'mobile_get_service_active_list'> = {}) =>
        readMapped('mobile_get_service_active_list', params, (data) => data.result.map(toPackageSummary)),
      cardBanks: () => readMapped('banks_jsp', {}, (banks) => banks.map(toCardBank)),
    },
    newsQueries: {
      search: (params: Params<'news_search'>) =>
        readMapped('news_search', params, (data) => data.result.map(toNewsItem)),
      detail: (params: Params<'help_news_detail'>) =>
        readMapped('help_news_detail', params, (data) => ({
          ...toNewsItem(data.result),
          contentHtml: data.result.CONTENT ?? undefined,
        })),
      groups: () => readMapped('help_news_group', {}, (data) => data.result.map(toNewsGroup)),
    },
    /** ACC-67 … ACC-69: the FAQ, the frequent errors with their categories, and the session's own tickets. */
    supportQueries: {
      faq: () => readMapped('help_get_faq', {}, (data) => data.result.map(toFaqEntry)),
      frequentErrors: () =>
        readMapped('custservice_get_frequently_errors_all', {}, (data) => ({
          categories: toSupportCategories(data.result),
          errors: data.result.map(toFrequentError),
        })),
      sentRequests: () =>
        readMapped('custservice_get_sent_trouble_v2', {}, (data) => data.result.map(toSentSupportRequest)),
    },
    /** ACC-28 … ACC-36: the session's own multi-SIM service, SIM change checks, numbers for sale and hold. */
    simQueries: {
      multiSim: () => readMapped('multisim_query', {}, (data) => toMultiSimStatus(data.result)),
      sim4gCheck: () =>
        readMapped('mobile_change_sim_req_check', {}, (data) => toSim4gEligibility(data.result)),
      ezcomCheck: () => readMapped('mobile_check_ezsim', {}, (data) => toEzcomCheck(data.result)),
      numbers: (params: Params<'sim_number_search'> = {}) =>
        readMapped('sim_number_search', params, (data) => data.result.map(toSimNumberOffer)),
      currentHold: () =>
        readMapped('sim_number_hold_current', {}, (data) =>
          data.result === null ? null : toNumberHold(data.result),
        ),
    },
    /** ACC-73: the category tree (the same for everyone) and the newest reports with the caller's votes. */
    qualityQueries: {
      categories: () =>
        readMapped('mobile_staff_list_category', {}, (data) => data.result.map(toStaffCategory)),
      reports: () => readMapped('mobile_staff_list_ccos', {}, (data) => data.result.map(toQualityReport)),
    },
    accountQueries: {
      userInfo: (params: Params<'core_customer_get_info'>) =>
        readMapped('core_customer_get_info', params, (data) => toUserInfo(data.result)),
      familyMembers: (params: Params<'family_member_data_remain_ver2'> = {}) =>
        readMapped('family_member_data_remain_ver2', params, (data) => data.result.map(toFamilyMember)),
      eInvoices: (params: Params<'product_einvoice_list_by_cust'> = {}) =>
        readMapped('product_einvoice_list_by_cust', params, (data) => data.result.map(toEInvoice)),
      /** Issue 19: an invoice's PDF to show (API-116) and to save (API-117), refused unless a PDF. */
      eInvoiceFile: (params: Params<'product_einvoice_get_file'>) =>
        readMapped('product_einvoice_get_file', params, (data) => toEInvoiceFile(data.result)),
      eInvoiceDownload: (params: Params<'product_einvoice_download_file'>) =>
        readMapped('product_einvoice_download_file', params, (data) => toEInvoiceFile(data.result)),
    },
    locationQueries: {
      provinces: (params: Params<'help_get_provinces_1800'> = {}) =>
        readMapped('help_get_provinces_1800', params, (data) => data.result.map(toProvince)),
      districts: (params: Params<'help_get_districts_1800'>) =>
        readMapped('help_get_districts_1800', params, (data) => data.result.map(toDistrict)),
      wards: (params: Params<'help_get_precinct_1800'>) =>
        readMapped('help_get_precinct_1800', params, (data) => data.result.map(toWard)),
      streets: (params: Params<'help_get_street_1800'>) =>
        readMapped('help_get_street_1800', params, (data) => data.result.map(toStreet)),
      hamlets: (params: Params<'help_get_khu_pho_ap_1800'>) =>
        readMapped('help_get_khu_pho_ap_1800', params, (data) => data.result.map(toHamlet)),
      areas: (params: Params<'help_get_area_1800'>) =>
        readMapped('help_get_area_1800', params, (data) => data.result.map(toArea)),
      /** ACC-88, CONST-06: the stores nearest to `origin`, within the default radius. */
      storesNear: (origin: LatLng) =>
        readMapped('help_get_stores_by_lnglat', storesNearRequest(origin), (data) =>
          toMappableStores(data.result),
        ),
      /** ACC-90: a province's stores, and the provinces to choose from (help_get_provinces). */
      storesInProvince: (params: Params<'help_get_stores_by_province'>) =>
        readMapped('help_get_stores_by_province', params, (data) => toMappableStores(data.result)),
      storeProvinces: (params: Params<'help_get_provinces'> = {}) =>
        readMapped('help_get_provinces', params, (data) => data.result.map(toProvince)),
    },
    loyaltyQueries: {
      tokens: (params: Params<'getTokenHoiVien'>) =>
        readMapped('getTokenHoiVien', params, (data) => toMemberTokens(data.result)),
      memberInfo: (params: Params<'getLayThongTinChungMobileV2'>) =>
        readMapped('getLayThongTinChungMobileV2', params, (data) => toMemberInfo(data.ThongTinHoiVien)),
      promotionCategories: (member: Parameters<typeof promotionCategoriesRequest>[0]) =>
        readMapped('catalogDiscounts', promotionCategoriesRequest(member), (data) =>
          data.result.map(toPromotionCategory),
        ),
      /** LOY-42: a year of lines, newest first; the portal filters and pages them (domain). */
      pointHistory: (params: Params<'getLichSuDiemNewV2'>) =>
        readMapped('getLichSuDiemNewV2', params, (data) => data.result.LichSu.map(toPointHistoryEntry)),
      pointDetail: (params: Params<'getChiTietDiemThongTinBoSung'>) =>
        readMapped('getChiTietDiemThongTinBoSung', params, (data) => toPointHistoryDetail(data.result)),
      /** LOY-43: the services that earn points and the configured rates, read apart and joined by the page. */
      pointServices: (params: Params<'apiLayDanhSachDichVuSuDung'>) =>
        readMapped('apiLayDanhSachDichVuSuDung', params, (data) => data.result.map(toPointService)),
      pointRates: (params: Params<'getConfigPromotionPoints'>) =>
        readMapped('getConfigPromotionPoints', params, (data) => data.result.map(toPointRate)),
      /** LOY-44: the privileges of every tier. */
      tierBenefits: (params: Params<'Api_DSChuongTrinhUuDaiUuDaiHoiVien'>) =>
        readMapped('Api_DSChuongTrinhUuDaiUuDaiHoiVien', params, (data) => data.result.map(toTierBenefit)),
      /** LOY-52: the programmes of one promotion category; the page sorts and filters them (domain). */
      offers: (params: Params<'getDSChuongTrinhUuDaiDoiDiem'>) =>
        readMapped('getDSChuongTrinhUuDaiDoiDiem', params, (data) => data.result.map(toOffer)),
      /** LOY-51: one partner's programmes in every category (the partner's page of the offers). */
      partnerOffers: (params: Params<'apiDSChuongTrinhSanPhamTheoDoiTac'>) =>
        readMapped('apiDSChuongTrinhSanPhamTheoDoiTac', params, (data) => data.result.map(toOffer)),
      /** LOY-47: one programme with its conditions. */
      offerDetail: (params: Params<'apiXemThongTinChuongTrinhUuDai'>) =>
        readMapped('apiXemThongTinChuongTrinhUuDai', params, (data) => toOfferDetail(data.result)),
      /** LOY-55: the areas an offer can be limited to (the offers filter). */
      areas: (params: Params<'apidmdiaban'>) =>
        readMapped('apidmdiaban', params, (data) => data.result.map(toLoyaltyArea)),
      /** LOY-48: whether the member may redeem the programme now (read again before each redemption). */
      redeemCheck: (params: Params<'apiKiemTraNhanUuDai'>) =>
        readMapped('apiKiemTraNhanUuDai', params, (data) => toRedeemCheck(data.result)),
      /** LOY-05, LOY-06: the member's vouchers or gifts. */
      myVouchers: (params: Params<'apiDSChuongTrinhUuDaiQuaTang'>) =>
        readMapped('apiDSChuongTrinhUuDaiQuaTang', params, (data) => data.result.map(toMemberVoucher)),
      /** LOY-07: the vouchers and gifts the member has used. */
      voucherHistory: (params: Params<'apiLichSuSuDungUuDaiHoiVienSudung'>) =>
        readMapped('apiLichSuSuDungUuDaiHoiVienSudung', params, (data) => data.result.map(toMemberVoucher)),
      /** LOY-49: where one of the member's gifts is. */
      giftTracking: (params: Params<'apiTheodoinhanqua'>) =>
        readMapped('apiTheodoinhanqua', params, (data) => toGiftTracking(data.result)),
      /** LOY-50: whether a used voucher can still be rated. */
      ratingCheck: (params: Params<'KiemTraDanhGiaChuongTrinhUuDai'>) =>
        readMapped('KiemTraDanhGiaChuongTrinhUuDai', params, (data) => toRatingCheck(data.result)),
      /** LOY-57: who would receive a point gift (read again before each gift). */
      giftRecipient: (params: Params<'TangDiemThongTin'>) =>
        readMapped('TangDiemThongTin', params, (data) => toGiftRecipient(data.result)),
    },
    roamingQueries: {
      page: (encryptedToken: string) =>
        readMapped('roaming_load_info', { encryptedToken }, (data) => toRoamingPage(data.token, data.result)),
      countries: (params: Params<'getListNational'>) =>
        readMapped('getListNational', params, (data) => data.result.map(toRoamingCountry)),
      transactionStatus: (params: Params<'queryTransactionInfo'>) =>
        readMapped('queryTransactionInfo', params, (data) => toTransactionStatus(data.result)),
    },
    contentQueries: {
      /**
       * SHELL-118, API-140: the home's banners. The config service answers in the language header's
       * language, so the key names the language too (a switch reads the other language's banners).
       */
      homeBanners: (language: string) => {
        const options = readMapped('ads_getBanners', { position: 'home' }, (data) => data.data.map(toBanner));
        return { ...options, queryKey: [...options.queryKey, { language }] as const };
      },
    },
    appQueries: {
      /** SHELL-009, ACC-97: the operator's apps with their store ids (public, the same for everyone). */
      list: () => readMapped('media_get_app_link_lists', {}, (data) => toOperatorApps(data.result)),
    },
    shortLinkQueries: {
      mapping: (params: Params<'getUrlMapping'>) => readMapped('getUrlMapping', params, toUrlMapping),
    },
  };
}

export type Queries = ReturnType<typeof createQueries>;
