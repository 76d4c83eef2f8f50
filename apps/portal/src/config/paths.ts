import { viewPdfSearch } from '@selfcare/domain';

/**
 * Every route of the portal in one table (spec §2.1). `getHref` builds a concrete address,
 * so no feature concatenates paths by hand.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/dang-nhap', getHref: () => '/dang-nhap' },
  register: { path: '/dang-ky', getHref: () => '/dang-ky' },
  services: {
    path: '/dich-vu/:service?',
    getHref: (service?: string) => (service ? `/dich-vu/${service}` : '/dich-vu'),
  },
  features: {
    path: '/tinh-nang/:service?',
    getHref: (service?: string) => (service ? `/tinh-nang/${service}` : '/tinh-nang'),
  },
  newsDetail: {
    path: '/tinh-nang/tin-tuc',
    getHref: (tab: string, newsId: string | number) =>
      `/tinh-nang/tin-tuc?${new URLSearchParams({ tab, id: String(newsId) }).toString()}`,
  },
  search: {
    path: '/tim-kiem/:text?',
    // The text is one path segment: '/', '#', '?' and other letters are escaped so 'GB/ngày' or
    // 'a#b' arrive whole (the router decodes the segment); the '+' of VAL-26 stays readable.
    getHref: (text: string) => `/tim-kiem/${encodeURIComponent(text).replace(/%2B/g, '+')}`,
  },
  /** SHELL-009 (UNSPEC content): the operator's apps, with store links and a QR code. */
  apps: { path: '/app', getHref: () => '/app' },
  /** ACC-54, SHELL-061 (issue 19): the subscriber's e-invoices by month. */
  eInvoices: { path: '/tinh-nang/hoa-don-dien-tu', getHref: () => '/tinh-nang/hoa-don-dien-tu' },
  /** Issue 19: where the payment gateway sends the browser back after a top-up or a bill payment. */
  paymentResult: { path: '/tinh-nang/thanh-toan/ket-qua', getHref: () => '/tinh-nang/thanh-toan/ket-qua' },
  /** SHELL-010: the PDF viewer; it opens one invoice of the signed-in subscriber by id, never an address. */
  viewPdf: { path: '/view-pdf', getHref: (invoiceId: string) => `/view-pdf${viewPdfSearch(invoiceId)}` },
  /** SHELL-033, ACC-57 (issue 19): the identity update (eKYC), for a signed-in subscriber. */
  ekyc: { path: '/ekyc', getHref: () => '/ekyc' },
  /** SHELL-034 (issue 19): the same flow entered to standardise the subscriber information. */
  ekycStandardise: { path: '/ekyc_tttb', getHref: () => '/ekyc_tttb' },
  loyalty: { path: '/vinaphone-plus/*', getHref: (sub = '') => `/vinaphone-plus${sub ? `/${sub}` : ''}` },
  roaming: {
    path: '/thanhtoan/roaming',
    getHref: (token: string) => `/thanhtoan/roaming?${new URLSearchParams({ token }).toString()}`,
  },
  roamingResult: {
    path: '/thanhtoan/roaming/:slug',
    getHref: (slug: 'success' | 'fail', token: string) =>
      `/thanhtoan/roaming/${slug}?${new URLSearchParams({ token }).toString()}`,
  },
  // SHELL-030 (GAP): the login-3G route's path is not shown; chosen: /login-3g.
  login3g: { path: '/login-3g', getHref: () => '/login-3g' },
  // SHELL-032 (GAP): the version route's path is not shown; chosen: /version.
  version: { path: '/version', getHref: () => '/version' },
  paymentReturn: { path: '/vnptpay-ctt/return', getHref: () => '/vnptpay-ctt/return' },
  /** Issue 17 (UNSPEC path): usage detail with its chart, top-ups or bills (API-067 … API-070). */
  accountUsage: { path: '/tai-khoan/lich-su-su-dung', getHref: () => '/tai-khoan/lich-su-su-dung' },
  /** Issue 17 (UNSPEC path): the accounts billed with the subscriber (ACC-76), under the account area. */
  linkedServices: { path: '/tai-khoan/dich-vu-lien-ket', getHref: () => '/tai-khoan/dich-vu-lien-ket' },
  /** Issue 17 (UNSPEC path): the home wifi gateway of one linked home internet account (ACC-77 … ACC-80). */
  homeGateway: {
    path: '/tai-khoan/dich-vu-lien-ket/:account/wifi',
    getHref: (account: string) => `/tai-khoan/dich-vu-lien-ket/${encodeURIComponent(account)}/wifi`,
  },
  /** Issue 18 (UNSPEC path): the family group and the home combo, among the features under /tinh-nang. */
  family: { path: '/tinh-nang/nhom-gia-dinh', getHref: () => '/tinh-nang/nhom-gia-dinh' },
  /** PKG: the shareable detail view of one package (UNSPEC: path chosen by the packages slice). */
  packageDetail: {
    path: '/dich-vu/:service/:code',
    getHref: (service: string, code: string) => `/dich-vu/${service}/${encodeURIComponent(code)}`,
  },
  /** Issue 21 (§2.1 'a route with optional {slug} for a landing group', UNSPEC path): the campaigns by slug. */
  landing: {
    path: '/khuyen-mai/:slug?',
    getHref: (slug?: string) => (slug ? `/khuyen-mai/${encodeURIComponent(slug)}` : '/khuyen-mai'),
  },
  /** PKG-34: the create-order form of a home internet or TV package. */
  packageOrder: {
    path: '/dich-vu/:service/:code/lap-dat',
    getHref: (service: string, code: string) => `/dich-vu/${service}/${encodeURIComponent(code)}/lap-dat`,
  },
  /** LAND-55, LAND-66 (UNSPEC path): the short-link page, chosen short: /s?a={code} (§4). */
  shortLink: {
    path: '/s',
    getHref: (a: string) => `/s?${new URLSearchParams({ a }).toString()}`,
  },
  /** LAND-01 … LAND-11: the subscriber-information page; §2.1 gives it three paths, all the same page. */
  subscriberInfo: { path: '/tttb', getHref: () => '/tttb' },
  subscriberInfoUpdate: { path: '/cap-nhat-tt', getHref: () => '/cap-nhat-tt' },
  subscriberInfoAlias: { path: '/thongtinthuebao', getHref: () => '/thongtinthuebao' },
  /** Issue 17 (UNSPEC paths): the account overview, the personal information and the change of password. */
  account: { path: '/tai-khoan', getHref: () => '/tai-khoan' },
  personalInfo: { path: '/tai-khoan/thong-tin-ca-nhan', getHref: () => '/tai-khoan/thong-tin-ca-nhan' },
  changePassword: { path: '/tai-khoan/doi-mat-khau', getHref: () => '/tai-khoan/doi-mat-khau' },
} as const;

export type PathName = keyof typeof paths;
