import type { TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, freshNumber, locales, openIn, test } from '../support/fixtures';
import { seedPassword, signInByApi } from '../support/sandbox';

/**
 * Issue 18, the SIM pages: multi-SIM and the 4G change (a fresh prepaid number), the EZCom refusal
 * (the seeded postpaid number, read only), buying a SIM with a held number (a fresh number).
 */
const ownNumber = (info: TestInfo) => freshNumber(info, info.project.name === 'mobile' ? '0847' : '0846', 1);
/** The seeded postpaid subscriber (sandbox README). */
const postpaid = '0913456789';

const texts = {
  vi: {
    multiSimTitle: 'Quản lý Multi-SIM',
    serial: 'Số serial SIM mới',
    link: 'Gắn SIM',
    unlink: 'Gỡ SIM',
    unlinkNamed: /^Gỡ SIM …/,
    empty: 'Chưa có SIM phụ nào',
    changeTitle: 'Đăng ký đổi SIM 4G',
    accept: 'Tôi đồng ý đổi sang SIM 4G và để nhân viên liên hệ theo số trên',
    request: 'Đăng ký đổi SIM',
    accepted: /Đã nhận yêu cầu số \d+\. Nhân viên sẽ liên hệ với bạn trước ngày/,
    ezcomRefused: /Thuê bao trả sau không đổi được SIM EZCom/,
    registrationTitle: 'Đăng ký SIM',
    search: 'Số có chứa',
    find: 'Tìm số',
    hold: /^Giữ số 0886 000 1\d\d$/,
    held: /Bạn đang giữ số 0886 000 1\d\d, còn (59|60) phút/,
    province: 'Tỉnh/Thành phố',
    district: 'Quận/Huyện',
    ward: 'Phường/Xã',
    street: 'Số nhà, tên đường',
    order: 'Đặt mua SIM',
    ordered: 'Đã đặt mua SIM',
  },
  'en-US': {
    multiSimTitle: 'Multi-SIM',
    serial: 'New SIM serial',
    link: 'Link SIM',
    unlink: 'Unlink',
    unlinkNamed: /^Unlink SIM …/,
    empty: 'No extra SIM yet',
    changeTitle: 'Change to a 4G SIM',
    accept: 'I agree to change to a 4G SIM and to be called on the number above',
    request: 'Request the SIM change',
    accepted: /Request \d+ received\. Our staff will contact you by/,
    ezcomRefused: /Postpaid subscribers cannot change to an EZCom SIM/,
    registrationTitle: 'Buy a SIM',
    search: 'Number contains',
    find: 'Find numbers',
    hold: /^Hold 0886 000 1\d\d$/,
    held: /You are holding 0886 000 1\d\d for (59|60) more minutes/,
    province: 'Province/City',
    district: 'District',
    ward: 'Ward/Commune',
    street: 'House number and street',
    order: 'Order the SIM',
    ordered: 'SIM ordered',
  },
} as const;

/** Digits the numbers of each run contain, so parallel runs never reach for the same number. */
const searchDigits: Record<string, string> = {
  'desktop vi': '0012',
  'desktop en-US': '0013',
  'mobile vi': '0014',
  'mobile en-US': '0015',
};

for (const locale of locales) {
  const text = texts[locale];

  test(`ACC-28 ACC-30 CONST-87 link and unlink an extra SIM, then request a 4G SIM, in ${locale}`, async ({
    page,
  }, testInfo) => {
    const number = ownNumber(testInfo);
    await signInByApi(page, number);
    await openIn(page, locale, '/tinh-nang/quan-ly-multisim');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: text.multiSimTitle })).toBeVisible();
    await expect(main.getByRole('heading', { name: text.empty })).toBeVisible();

    // The serial is made from the run's own number: no other run links it.
    await main.getByRole('textbox', { name: text.serial }).fill(`8984${number}00001`);
    await main.getByRole('button', { name: text.link }).click();
    const unlink = main.getByRole('button', { name: text.unlinkNamed });
    await expect(unlink).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Destructive: asked first.
    await unlink.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: text.unlink, exact: true }).click();
    await expect(main.getByRole('heading', { name: text.empty })).toBeVisible();

    await openIn(page, locale, '/tinh-nang/dang-ky-doi-sim-4g');
    await expect(main.getByRole('heading', { level: 1, name: text.changeTitle })).toBeVisible();
    const request = main.getByRole('button', { name: text.request });
    await expect(request).toBeDisabled();
    await main.getByRole('checkbox', { name: text.accept }).click();
    await request.click();
    await expect(main.getByText(text.accepted)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`VAL-61 ROLE-07 a postpaid subscriber is refused the EZCom SIM change, by the page and the server, in ${locale}`, async ({
    page,
  }) => {
    await signInByApi(page, postpaid, { password: seedPassword });
    await openIn(page, locale, '/tinh-nang/dang-ky-doi-sim-4g');
    const main = page.getByRole('main');
    await expect(main.getByText(text.ezcomRefused)).toBeVisible();
    await expect(main.getByRole('textbox', { name: /EZCom/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The server refuses it too, whatever a page sends.
    const session = await page.evaluate(() => window.localStorage.getItem('session'));
    const refused = await page.request.post('/api/mobile/mobile_change_sim_ezcom', {
      data: { session, serial: '8984020000123456789' },
    });
    expect(((await refused.json()) as { error_code: string }).error_code).toBe('PREPAID_ONLY');
  });

  test(`ACC-35 ACC-36 CONST-79 buy a SIM: hold a number and have it delivered, in ${locale}`, async ({
    page,
  }, testInfo) => {
    await signInByApi(page, ownNumber(testInfo));
    await openIn(page, locale, '/tinh-nang/dang-ky-sim');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: text.registrationTitle })).toBeVisible();

    await main
      .getByRole('textbox', { name: text.search })
      .fill(searchDigits[`${testInfo.project.name} ${locale}`] ?? '');
    await main.getByRole('button', { name: text.find }).click();
    await main.getByRole('button', { name: text.hold }).first().click();
    await expect(main.getByRole('status').filter({ hasText: text.held })).toBeVisible();
    await expectNoAxeViolations(page);

    const pick = async (label: string, option: string) => {
      await main.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option }).click();
    };
    await pick(text.province, 'Hà Nội');
    await pick(text.district, 'Quận Hoàn Kiếm');
    await pick(text.ward, 'Phường Hàng Bạc');
    await main.getByRole('textbox', { name: text.street }).fill('12 Hàng Bạc');
    await main.getByRole('button', { name: text.order }).click();
    await expect(main.getByRole('heading', { level: 1, name: text.ordered })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
