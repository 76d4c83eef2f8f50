import type { BrowserContext, Locator, Page, Request, TestInfo } from '@playwright/test';
import { ApiFaults, type FaultAnswer } from '../support/apiFaults';
import { expect, freshNumber, openIn, test, type Locale } from '../support/fixtures';
import { seedPassword, signInByApi } from '../support/sandbox';

/**
 * Issue 23, every failure answered (R1): each page of the table meets each failure of the calls it makes,
 * injected by intercepting its API requests (tests/support/apiFaults.ts), and must answer it in the reader's language with a way to retry:
 * no blank page, no stack trace, a half-filled form keeps what was typed. One test per page walks the
 * failure kinds in turn, reloading between them; malformed JSON and a response outside the schema are one
 * contract error to a page, so the rows take turns with them. To add a page: add a row to `pages` (its
 * path, whether it is signed in, the calls it makes, a form if it has one); docs/decisions/hardening.md
 * says more.
 */

type Kind = 'http' | 'malformed' | 'schema' | 'timeout' | 'offline' | 'unauthorized';

const texts = {
  vi: {
    http: 'Hệ thống đang bận. Vui lòng thử lại sau.',
    malformed: 'Dữ liệu nhận được không hợp lệ. Vui lòng thử lại sau.',
    schema: 'Dữ liệu nhận được không hợp lệ. Vui lòng thử lại sau.',
    timeout: 'Hệ thống phản hồi quá lâu. Vui lòng thử lại sau ít phút.',
    network: 'Không có kết nối mạng. Vui lòng kiểm tra kết nối và thử lại.',
    retry: 'Thử lại',
    offline: 'Không có kết nối mạng. Trang sẽ tự tải lại khi có mạng trở lại.',
    sessionExpired: 'Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại',
    signIn: 'Đăng nhập',
  },
  'en-US': {
    http: 'The system is busy. Please try again later.',
    malformed: 'The data received is not valid. Please try again later.',
    schema: 'The data received is not valid. Please try again later.',
    timeout: 'The system took too long to answer. Please try again in a few minutes.',
    network: 'No network connection. Please check your connection and try again.',
    retry: 'Try again',
    offline: 'You are offline. The page will load again by itself when the connection is back.',
    sessionExpired: 'Your session has expired, please sign in again',
    signIn: 'Sign in',
  },
} as const;

/** A form to half-fill: what to type, the button that sends it, the call it makes, the field to read back. */
interface FormCase {
  fill(page: Page, locale: Locale): Promise<void>;
  submit(page: Page, locale: Locale): Promise<void>;
  call: string;
  kept(page: Page, locale: Locale): Locator;
  value: string;
}

interface PageCase {
  name: string;
  path: string;
  locale: Locale;
  /** Who is signed in: nobody, a number of the test's own, or a seeded member by password. */
  signedIn?: 'own' | string;
  /** The calls the page makes (the last segments of their addresses). */
  calls: readonly string[];
  /** The page words its failures itself (one sentence for all kinds) instead of the shared errors texts. */
  ownMessage?: RegExp;
  form?: FormCase;
  /** A page opened with a token the sandbox issues (roaming). */
  open?: (page: Page) => Promise<string>;
}

const goldMember = '0911223344';
const loyaltyCalls = ['getTokenHoiVien', 'getLayThongTinChungMobileV2'];
/** A seeded postpaid subscriber with e-invoices. */
const eInvoiceSubscriber = '0915678901';

const loginForm: FormCase = {
  fill: async (page, locale) => {
    if (locale !== 'vi') throw new Error('the login form row is written in Vietnamese');
    await page
      .getByRole('dialog', { name: 'Đăng nhập' })
      .getByRole('textbox', { name: 'Số điện thoại' })
      .fill('0912345678');
  },
  submit: (page) =>
    page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Nhận mã OTP' }).click(),
  call: 'otp_send',
  kept: (page) =>
    page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('textbox', { name: 'Số điện thoại' }),
  value: '0912345678',
};

const supportRequestForm: FormCase = {
  fill: async (page) => {
    await page.getByRole('combobox', { name: 'Loại yêu cầu' }).click();
    await page.getByRole('option', { name: 'Dữ liệu di động' }).click();
    await page.getByRole('textbox', { name: 'Mô tả vấn đề' }).fill('Không vào được mạng 4G ở nhà từ sáng.');
  },
  submit: (page) => page.getByRole('button', { name: 'Gửi yêu cầu' }).click(),
  call: 'custservice_send_trouble',
  kept: (page) => page.getByRole('textbox', { name: 'Mô tả vấn đề' }),
  value: 'Không vào được mạng 4G ở nhà từ sáng.',
};

/** The subscriber-information page's callback form (issue 21): its answer shows in the Thông báo modal. */
const callbackForm: FormCase = {
  fill: (page) => page.getByRole('textbox', { name: 'Số điện thoại nhận cuộc gọi' }).fill('0912345678'),
  submit: (page) => page.getByRole('button', { name: 'Gửi', exact: true }).click(),
  call: 'vnpt_add_contact_update_user_info',
  kept: (page) => page.getByRole('textbox', { name: 'Số điện thoại nhận cuộc gọi' }),
  value: '0912345678',
};

/** Issue 17: a restart schedule on the seeded internet subscriber's gateway (sent after the confirm dialog). */
const gatewayScheduleForm: FormCase = {
  fill: async (page) => {
    const reboot = page.getByRole('region', { name: 'Lịch khởi động lại' });
    await reboot.getByLabel('Giờ khởi động lại', { exact: true }).fill('04:10');
    await reboot.getByRole('checkbox', { name: 'Thứ Hai' }).click();
  },
  submit: async (page) => {
    await page
      .getByRole('region', { name: 'Lịch khởi động lại' })
      .getByRole('button', { name: 'Thêm lịch' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Thêm lịch' }).click();
  },
  call: 'gnms_reboot_device_schedule',
  kept: (page) =>
    page.getByRole('region', { name: 'Lịch khởi động lại' }).getByLabel('Giờ khởi động lại', { exact: true }),
  value: '04:10',
};

/** Issue 17 (AUTH-79): a change of password, kept when the change fails (the own number's call is refused). */
const changePasswordForm: FormCase = {
  fill: async (page) => {
    await page.getByLabel('Mật khẩu hiện tại', { exact: true }).fill('Sandbox123');
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('NewPass1');
    await page.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('NewPass1');
  },
  submit: (page) => page.getByRole('button', { name: 'Đổi mật khẩu', exact: true }).click(),
  call: 'authen_change_password',
  kept: (page) => page.getByLabel('Mật khẩu mới', { exact: true }),
  value: 'NewPass1',
};

/** Issue 19: a scratch card typed on the top-up page, kept when the top-up fails. */
const topUpForm: FormCase = {
  fill: async (page) => {
    await page.getByRole('textbox', { name: 'Số serial' }).fill('SC00000001');
    await page.getByRole('textbox', { name: 'Mã thẻ', exact: true }).fill('1234567890123');
  },
  submit: (page) => page.getByRole('button', { name: 'Nạp thẻ' }).click(),
  call: 'mobile_payment_recharge_v2',
  kept: (page) => page.getByRole('textbox', { name: 'Số serial' }),
  value: 'SC00000001',
};

/** Every page that makes a call, and the calls it makes (its route loader's prefetches and its queries). */
const pages: readonly PageCase[] = [
  {
    name: 'home',
    path: '/',
    locale: 'vi',
    calls: ['getBanners', 'package_search', 'help_news_group', 'news_search'],
  },
  {
    name: 'home signed in',
    path: '/',
    locale: 'en-US',
    signedIn: 'own',
    calls: ['core_customer_get_info', 'mobile_get_service_active_list', 'package_search', 'news_search'],
  },
  { name: 'catalogue', path: '/dich-vu/goi-cuoc-di-dong', locale: 'en-US', calls: ['package_search'] },
  { name: 'package detail', path: '/dich-vu/goi-cuoc-di-dong/D30', locale: 'vi', calls: ['package_search'] },
  {
    name: 'news list',
    path: '/tinh-nang/tin-tuc?tab=all',
    locale: 'en-US',
    calls: ['help_news_group', 'news_search'],
  },
  {
    name: 'news article',
    path: '/tinh-nang/tin-tuc?tab=3&id=5302',
    locale: 'vi',
    calls: ['help_news_detail'],
  },
  { name: 'search', path: '/tim-kiem/D30', locale: 'en-US', calls: ['package_search', 'news_search'] },
  {
    name: 'apps',
    path: '/app',
    locale: 'vi',
    calls: ['media_get_app_link_lists'],
    ownMessage: /Chưa tải được danh sách ứng dụng/,
  },
  { name: 'faq', path: '/tinh-nang/hoi-dap', locale: 'en-US', calls: ['help_get_faq'] },
  {
    name: 'order form',
    path: '/dich-vu/home-internet/FIBER300/lap-dat',
    locale: 'vi',
    calls: ['help_get_provinces_1800'],
  },
  { name: 'sign-in', path: '/dang-nhap', locale: 'vi', calls: [], form: loginForm },
  // Issue 21: no read on load (the logs are background keepalive calls nobody waits for); the form's call.
  { name: 'subscriber information', path: '/tttb', locale: 'vi', calls: [], form: callbackForm },
  {
    name: 'support request',
    path: '/tinh-nang/gui-yeu-cau',
    locale: 'vi',
    signedIn: 'own',
    calls: ['custservice_get_frequently_errors_all'],
    form: supportRequestForm,
  },
  {
    name: 'sent requests',
    path: '/tinh-nang/yeu-cau-da-gui',
    locale: 'en-US',
    signedIn: 'own',
    calls: ['custservice_get_sent_trouble_v2'],
  },
  { name: 'member', path: '/vinaphone-plus', locale: 'vi', signedIn: goldMember, calls: loyaltyCalls },
  {
    name: 'point history',
    path: '/vinaphone-plus/point-history',
    locale: 'en-US',
    signedIn: goldMember,
    calls: [...loyaltyCalls, 'getLichSuDiemNewV2'],
  },
  {
    name: 'point services',
    path: '/vinaphone-plus/point-service',
    locale: 'vi',
    signedIn: goldMember,
    calls: [...loyaltyCalls, 'apiLayDanhSachDichVuSuDung', 'getConfigPromotionPoints'],
  },
  {
    name: 'member privileges',
    path: '/vinaphone-plus/membership-benefits',
    locale: 'en-US',
    signedIn: goldMember,
    calls: [...loyaltyCalls, 'Api_DSChuongTrinhUuDaiUuDaiHoiVien'],
  },
  {
    name: 'store locator',
    path: '/tinh-nang/dia-diem-cua-hang',
    locale: 'en-US',
    calls: ['help_get_provinces', 'help_get_stores_by_lnglat'],
  },
  {
    name: 'quality reports',
    path: '/tinh-nang/phan-anh-chat-luong',
    locale: 'vi',
    calls: ['mobile_staff_list_category', 'mobile_staff_list_ccos', 'help_get_provinces_1800'],
  },
  {
    name: 'multi-SIM',
    path: '/tinh-nang/quan-ly-multisim',
    locale: 'en-US',
    signedIn: 'own',
    calls: ['multisim_query'],
  },
  {
    name: '4G SIM change',
    path: '/tinh-nang/dang-ky-doi-sim-4g',
    locale: 'vi',
    signedIn: 'own',
    calls: ['mobile_check_ezsim', 'mobile_change_sim_req_check'],
  },
  {
    name: 'SIM registration',
    path: '/tinh-nang/dang-ky-sim',
    locale: 'en-US',
    signedIn: 'own',
    calls: ['help_get_provinces_1800', 'sim_number_hold_current', 'sim_number_search'],
  },
  {
    name: 'family group',
    path: '/tinh-nang/nhom-gia-dinh',
    locale: 'vi',
    signedIn: 'own',
    calls: [
      'home_combo_get_remain_info',
      'family_check_family_status',
      'mobile_home_combo_package_ccbs_list',
      'family_member_data_remain_ver2',
    ],
  },
  {
    name: 'linked services',
    path: '/tai-khoan/dich-vu-lien-ket',
    locale: 'en-US',
    signedIn: '0943234567',
    calls: ['cust_get_subscribers_by_invoice2'],
  },
  {
    name: 'home gateway',
    path: '/tai-khoan/dich-vu-lien-ket/hcm_fiber_0101/wifi',
    locale: 'vi',
    signedIn: '0943234567',
    calls: [
      'gnms_get_by_optical',
      'gnms_get_list_wlan',
      'gnms_get_connected_user_infor',
      'gnms_get_block_client',
      'gnms_get_on_off_wifi_schedule',
      'gnms_get_reboot_schedule',
    ],
    form: gatewayScheduleForm,
  },
  {
    // Issue 17: a postpaid subscriber's overview reads every block (the prepaid accounts only for prepaid).
    name: 'account overview',
    path: '/tai-khoan',
    locale: 'en-US',
    signedIn: '0913456789',
    calls: [
      'mobile_get_info',
      'cust_get_info_ver2',
      'get_rank_vnp_plus',
      'mobile_balance_info_v2',
      'core_mobile_ezpay_balance',
      'mobile_bundle_remain_amount',
      'mobile_data_get_high_bandwidth',
      'mobile_get_service_active_list',
      'vnpt_einvoice_list_by_cust',
    ],
  },
  {
    name: 'personal information',
    path: '/tai-khoan/thong-tin-ca-nhan',
    locale: 'vi',
    signedIn: '0912345678',
    calls: ['cust_get_info_ver2'],
  },
  {
    name: 'change password',
    path: '/tai-khoan/doi-mat-khau',
    locale: 'vi',
    signedIn: 'own',
    calls: [],
    form: changePasswordForm,
  },
  {
    name: 'usage history',
    path: '/tai-khoan/lich-su-su-dung',
    locale: 'vi',
    signedIn: '0912345678',
    calls: ['mobile_get_info', 'mobile_prepaid_hist_detail'],
  },
  {
    name: 'bill history',
    path: '/tai-khoan/lich-su-su-dung?tab=bills',
    locale: 'en-US',
    signedIn: '0913456789',
    calls: ['mobile_get_info', 'mobile_post_billing_history'],
  },
  {
    name: 'e-invoices',
    path: '/tinh-nang/hoa-don-dien-tu',
    locale: 'en-US',
    signedIn: eInvoiceSubscriber,
    calls: ['vnpt_einvoice_list_by_cust'],
  },
  {
    // Issue 19: the allowance fails above the form, which stays usable; a failed top-up keeps the card typed.
    name: 'top-up',
    path: '/tinh-nang/nap-tien',
    locale: 'vi',
    signedIn: 'own',
    calls: ['mobile_payment_recharge_check_remain'],
    form: topUpForm,
  },
  {
    name: 'card codes',
    path: '/tinh-nang/mua-ma-the',
    locale: 'en-US',
    signedIn: 'own',
    calls: ['mobile_payment_recharge_check_remain'],
  },
  {
    // A seeded postpaid subscriber: the payment code's list, then its bills.
    name: 'bill payment',
    path: '/tinh-nang/thanh-toan-dich-vu',
    locale: 'vi',
    signedIn: '0913456789',
    calls: ['vnpt_ttc_list_billcode', 'vnpt_ttc_billcode_detail'],
  },
  {
    // Issue 19: the owner check and the latest request fail in place (the operator's invitation is optional).
    name: 'identity update',
    path: '/ekyc',
    locale: 'vi',
    signedIn: 'own',
    calls: ['vnpt_check_chinhchu', 'vnpt_update_info_check_status'],
  },
  {
    name: 'offers of a category',
    path: '/vinaphone-plus/promotions?id=1',
    locale: 'vi',
    signedIn: goldMember,
    calls: [...loyaltyCalls, 'apidmdiaban', 'catalogDiscounts', 'getDSChuongTrinhUuDaiDoiDiem'],
  },
  {
    name: 'my vouchers',
    path: '/vinaphone-plus/offer?tabIndex=1',
    locale: 'en-US',
    signedIn: goldMember,
    calls: [...loyaltyCalls, 'apiDSChuongTrinhUuDaiQuaTang'],
  },
  {
    name: 'voucher history',
    path: '/vinaphone-plus/voucher-history',
    locale: 'vi',
    signedIn: goldMember,
    calls: [...loyaltyCalls, 'apiLichSuSuDungUuDaiHoiVienSudung'],
  },
  {
    name: 'point gifting',
    path: '/vinaphone-plus/point-gift',
    locale: 'en-US',
    signedIn: goldMember,
    calls: loyaltyCalls,
  },
  { name: 'loyalty about', path: '/vinaphone-plus/about', locale: 'vi', calls: ['apiGetGioiThieu'] },
  {
    name: 'partner registration',
    path: '/vinaphone-plus/about?key=becomePartner',
    locale: 'en-US',
    calls: ['Api_LayDSLinhVucKinhDoanh', 'apidmdiaban', 'apiGetCaptcha'],
  },
  {
    name: 'roaming',
    path: '/thanhtoan/roaming',
    locale: 'vi',
    calls: ['/api/roaming/'],
    ownMessage: /Chưa tải được thông tin chuyển vùng/,
    open: async (page) => {
      const response = await page.request.post('/__sandbox/api/roaming-token', {
        data: { msisdn: '84976543210' },
      });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { url: string }).url;
    },
  },
];

/** What the failing call answers, per kind; a call that times out or meets the dropped connection is held. */
function answerFor(kind: Kind): FaultAnswer {
  const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
  switch (kind) {
    case 'http':
      return json(503, { message: 'Service Unavailable' });
    case 'malformed':
      return { status: 200, body: '{"error_code": "0", "result": [' };
    case 'schema':
      // A success code of every service, then fields of the wrong type where each row expects its data.
      return json(200, {
        error_code: '0',
        errorCode: '0',
        ErrorCode: 200,
        message: 'OK',
        // Every envelope's optional message is text: a number breaks even a row without data (otp_send).
        errorMessage: 42,
        result: 42,
        data: 42,
        ThongTinHoiVien: 42,
        TokenHoiVien: 42,
      });
    case 'unauthorized':
      return json(401, { error_code: '401', errorCode: '401', message: 'Unauthorized' });
    case 'timeout': // never answered: the portal's own timeout (30 s, on the page's fake clock) answers it
    case 'offline': // held until the test has gone offline
      return 'hold';
  }
}

const matcher = (calls: readonly string[]) => (url: URL) =>
  url.pathname.startsWith('/api/') &&
  calls.some((call) =>
    call.startsWith('/') ? url.pathname.startsWith(call) : url.pathname.endsWith(`/${call}`),
  );

/** The page's calls fail as `kind`. */
async function inject(faults: ApiFaults, calls: readonly string[], kind: Kind) {
  if (calls.length === 0) return faults.clear();
  const matches = matcher(calls);
  await faults.inject((url) => (matches(url) ? answerFor(kind) : undefined));
}

/** No stack trace, no technical text, not blank. */
async function expectReadablePage(page: Page) {
  // By element, not role: an open dialog hides the rest of the page from the accessibility tree.
  await expect(page.locator('main')).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text.trim().length).toBeGreaterThan(0);
  expect(text).not.toMatch(
    // A status code, not an amount (500,000đ).
    /\bat \S+ \(|Error:|ZodError|SyntaxError|TypeError|undefined|\[object Object\]|\b50[0-9]\b(?![.,]\d)/,
  );
}

/**
 * Advances the page's clock by `step` until `answered` shows: past the portal's own 30 s timeout (a read is
 * tried twice), or past the one-second wait before a failed read's second try, which the test need not sit
 * out in real time. A step may land before the page has set its next timer, so it steps again.
 */
async function runTheClockUntil(page: Page, answered: Locator, step: number) {
  for (let count = 0; count < 16 && !(await answered.isVisible()); count += 1) {
    await page.clock.runFor(step);
    await answered.waitFor({ timeout: 250 }).catch(() => undefined);
  }
  await expect(answered).toBeVisible();
}
const timeoutStep = 31_000;
/** Past the retry's wait, and far below the 30 s timeout of the calls that are not failing. */
const retryStep = 2_000;

/**
 * Waits until only the held API calls have been in flight for a quarter of a second: the page's chunks have
 * all arrived, including a stylesheet that a chunk asks for only once it has run.
 */
async function settledExceptHeld(page: Page, faults: ApiFaults) {
  const inFlight = new Set<Request>();
  const started = (request: Request) => void inFlight.add(request);
  const ended = (request: Request) => void inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  let quietSince: number | undefined;
  await expect
    .poll(
      () => {
        const held = faults.heldUrls();
        const quiet = held.length > 0 && [...inFlight].every((request) => held.includes(request.url()));
        quietSince = quiet ? (quietSince ?? Date.now()) : undefined;
        return quietSince !== undefined && Date.now() - quietSince >= 250;
      },
      { intervals: [50] },
    )
    .toBe(true);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

/** One page's failure walk: its browser page, the faults injected into it, its row and its address. */
interface Walk {
  page: Page;
  context: BrowserContext;
  faults: ApiFaults;
  row: PageCase;
  href: string;
}

async function walkLoadFailure({ page, context, faults, row, href }: Walk, kind: Kind) {
  const text = texts[row.locale];
  await inject(faults, row.calls, kind);
  const retry = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: text.retry }) })
    .first();
  const message = row.ownMessage ?? text[kind === 'offline' || kind === 'unauthorized' ? 'network' : kind];

  if (kind === 'offline') {
    const ready = settledExceptHeld(page, faults);
    await page.goto(href);
    await ready;
    await context.setOffline(true);
    await faults.disconnectHeld();
    await expect(page.getByRole('status').filter({ hasText: text.offline })).toBeVisible();
    await expectReadablePage(page);
    // Back online: the paused reads run again by themselves and the page fills in.
    await faults.clear();
    await context.setOffline(false);
    await expect(page.getByText(text.offline)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: text.network })).toHaveCount(0);
    return;
  }
  await page.goto(href);
  if (kind === 'unauthorized') {
    // ERR-02: the session ends with the message, and signing in again is offered.
    await expect(page.getByText(text.sessionExpired, { exact: true }).first()).toBeVisible();
    // A signed-in-only page opens the sign-in dialog itself; elsewhere the header offers it.
    const signIn = page
      .getByRole('button', { name: text.signIn, exact: true })
      .or(page.getByRole('dialog', { name: text.signIn }));
    await expect(signIn.first()).toBeVisible();
    await expectReadablePage(page);
    return;
  }
  if (kind === 'timeout') await runTheClockUntil(page, retry, timeoutStep);
  if (kind === 'http') await runTheClockUntil(page, retry, retryStep);
  await expect(retry).toBeVisible();
  await expect(retry).toContainText(message);
  await expectReadablePage(page);
  if (kind === 'http') {
    // The retry works once the server answers again.
    await faults.clear();
    const failed = page.getByRole('alert').filter({ has: page.getByRole('button', { name: text.retry }) });
    // Each failed part of the page has its own retry (the home: packages and news).
    // A read may also come back by its own retry between the count and the click: then nothing is clicked.
    while ((await failed.count()) > 0)
      await failed
        .first()
        .getByRole('button', { name: text.retry })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    await expect(failed).toHaveCount(0);
  }
}

async function walkFormFailure({ page, context, faults, row, href }: Walk, kind: Kind) {
  const form = row.form;
  if (!form) return;
  const text = texts[row.locale];
  await faults.clear();
  await page.goto(href);
  await form.fill(page, row.locale);
  if (kind === 'offline') {
    await context.setOffline(true);
    await form.submit(page, row.locale);
    // By text: the sign-in dialog hides the shell's banner from the accessibility tree while it is open.
    await expect(page.getByText(text.offline)).toBeVisible();
    await expect(form.kept(page, row.locale)).toHaveValue(form.value);
    await context.setOffline(false);
    return;
  }
  await inject(faults, [form.call], kind === 'unauthorized' ? 'http' : kind);
  await form.submit(page, row.locale);
  const message = page.getByText(text[kind === 'unauthorized' ? 'http' : kind]).first();
  if (kind === 'timeout') await runTheClockUntil(page, message, timeoutStep);
  await expect(message).toBeVisible();
  // A message in the notice popup is read and closed; the form is under it.
  const notice = page.getByRole('alertdialog');
  if (await notice.isVisible()) await notice.getByRole('button').first().click();
  await expect(form.kept(page, row.locale)).toHaveValue(form.value);
  await expectReadablePage(page);
}

async function signIn(page: Page, who: string, info: TestInfo) {
  if (who === 'own') await signInByApi(page, freshNumber(info, '0829', 1));
  else await signInByApi(page, who, { password: seedPassword });
}

// Failure handling is the same at every width: one width (@one-width, playwright.config.ts) keeps npm test
// in its budget.
test.describe('every failure answered (issue 23, R1)', { tag: '@one-width' }, () => {
  for (const [index, row] of pages.entries()) {
    test(`ERR-01 ERR-02 ${row.name}: every failure of its calls is answered in ${row.locale}`, async ({
      page,
      context,
      consoleErrors,
    }, info) => {
      // The failures themselves are logged by the browser (a failed resource); nothing else may be.
      const browserNoise = /Failed to load resource|net::ERR_/;
      await page.clock.install();
      const faults = await ApiFaults.attach(page);
      if (row.signedIn) await signIn(page, row.signedIn, info);
      const href = row.open ? await row.open(page) : row.path;
      const walk: Walk = { page, context, faults, row, href };
      await openIn(page, row.locale, href);
      // Malformed JSON and a body outside the schema are one failure to a page (the caller reports both as a
      // contract error, for every call: api-client's calls and transport tests): the rows take turns.
      const contract: Kind = index % 2 === 0 ? 'malformed' : 'schema';
      const kinds: Kind[] = ['http', contract, 'timeout', 'offline'];
      if (row.signedIn && row.calls.length > 0) kinds.push('unauthorized'); // last: it signs out
      // Each kind reloads the page and waits for its answer: the test's time grows with the kinds it walks.
      test.setTimeout(20_000 * kinds.length);
      try {
        for (const kind of kinds) {
          await test.step(kind, async () => {
            if (row.calls.length > 0) await walkLoadFailure(walk, kind);
            if (row.form && kind !== 'unauthorized') await walkFormFailure(walk, kind);
          });
        }
      } finally {
        await faults.detach();
        consoleErrors.splice(
          0,
          consoleErrors.length,
          ...consoleErrors.filter((line) => !browserNoise.test(line)),
        );
      }
    });
  }
});
