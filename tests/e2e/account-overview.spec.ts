import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openIn, test, type Locale } from '../support/fixtures';
import { seedPassword } from '../support/sandbox';

/**
 * Issue 17, part A: a prepaid subscriber (in vi) and a postpaid one (in en-US) open /tai-khoan as guests,
 * sign in first and land on it, read their money, allowances (meters), packages and (postpaid) bills, have
 * a wrong old password refused (ERR-38), change their password (AUTH-79) while staying signed in, and sign
 * in with the new one. Each run changes a seeded account of its own (apps/sandbox/src/seed/account-overview.ts:
 * 0819 00r 100 prepaid, 0819 00r 200 postpaid, r the retry), so a run and its retry never meet.
 */
const plans = [
  { plan: 'prepaid', locale: 'vi' },
  { plan: 'postpaid', locale: 'en-US' },
] as const satisfies readonly { plan: string; locale: Locale }[];

const newPassword = 'NewPass1';

const texts = {
  vi: {
    signIn: 'Đăng nhập',
    phone: 'Số điện thoại',
    usePassword: 'Đăng nhập bằng mật khẩu',
    password: 'Mật khẩu',
    title: 'Tài khoản của tôi',
    name: (retry: number) => `Thuê bao trả trước ${retry + 1}`,
    plan: 'Trả trước',
    money: /^86\.000đ$/,
    dataMeter: 'Data tốc độ cao (Dữ liệu)',
    dataPercent: '50',
    cancel: 'Huỷ gói D15',
    changePassword: 'Đổi mật khẩu',
    old: 'Mật khẩu hiện tại',
    new: 'Mật khẩu mới',
    repeat: 'Nhập lại mật khẩu mới',
    wrongOld: 'Mật khẩu cũ không đúng',
    success: 'Đổi mật khẩu thành công',
  },
  'en-US': {
    signIn: 'Sign in',
    phone: 'Phone number',
    usePassword: 'Sign in with a password',
    password: 'Password',
    title: 'My account',
    name: (retry: number) => `Thuê bao trả sau ${retry + 1}`,
    plan: 'Postpaid',
    money: /: 182,000đ$/,
    dataMeter: 'High-speed data (Data)',
    dataPercent: '40',
    cancel: 'Cancel BIG90',
    changePassword: 'Change password',
    old: 'Current password',
    new: 'New password',
    repeat: 'Repeat the new password',
    wrongOld: 'The old password is wrong',
    success: 'Your password has been changed',
  },
} as const;

/** The journey account of this plan and retry, in the local form. */
const journeyNumber = (plan: 'prepaid' | 'postpaid', retry: number) =>
  `081900${Math.min(retry, 1)}${plan === 'prepaid' ? 100 : 200}`;

/** The guard's sign-in dialog on the page itself: number, the password step, the password. */
async function signInOnPage(page: Page, locale: Locale, number: string, password: string) {
  const t = texts[locale];
  const dialog = page.getByRole('dialog', { name: t.signIn });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: t.phone }).fill(number);
  await dialog.getByRole('button', { name: t.usePassword }).click();
  await dialog.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function changePassword(page: Page, locale: Locale, old: string) {
  const t = texts[locale];
  const main = page.getByRole('main');
  await main.getByLabel(t.old, { exact: true }).fill(old);
  await main.getByLabel(t.new, { exact: true }).fill(newPassword);
  await main.getByLabel(t.repeat, { exact: true }).fill(newPassword);
  await main.getByRole('button', { name: t.changePassword, exact: true }).click();
}

for (const { plan, locale } of plans) {
  const t = texts[locale];

  test(`ACC-02 ACC-03 AUTH-79 ERR-38 a ${plan} subscriber signs in first, reads their account, changes the password and signs in with the new one, in ${locale}`, async ({
    page,
  }, info) => {
    const number = journeyNumber(plan, info.retry);

    // A guest opening /tai-khoan is asked to sign in on the page, then lands on it.
    await openIn(page, locale, '/tai-khoan');
    await signInOnPage(page, locale, number, seedPassword);
    await expect(page).toHaveURL(/\/tai-khoan$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: t.name(info.retry) })).toBeVisible();
    await expect(main.getByText(t.plan, { exact: true }).first()).toBeVisible();

    // Money (postpaid: the latest bill), the allowances as meters (high-speed data first), the package's cancel.
    await expect(main.getByText(t.money).first()).toBeVisible();
    const data = main.getByRole('meter', { name: t.dataMeter });
    await expect(data).toHaveAttribute('aria-valuenow', t.dataPercent);
    await expect(main.getByRole('meter')).toHaveCount(3);
    await expect(main.getByRole('button', { name: t.cancel })).toBeVisible();
    if (plan === 'postpaid') {
      await expect(main.getByRole('link', { name: 'Pay the bill' })).toHaveAttribute(
        'href',
        '/tinh-nang/thanh-toan-dich-vu',
      );
    }
    await expectNoAxeViolations(page);

    // ERR-38, then AUTH-79: the change keeps the session.
    await main.getByRole('link', { name: t.changePassword }).click();
    await expect(page).toHaveURL(/\/tai-khoan\/doi-mat-khau$/);
    await changePassword(page, locale, 'Wrong123');
    await expect(main.getByText(t.wrongOld)).toBeVisible();
    await changePassword(page, locale, seedPassword);
    await expect(main.getByRole('status').filter({ hasText: t.success })).toBeVisible();
    await expectNoAxeViolations(page);
    await openIn(page, locale, '/tai-khoan');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Signed out (the portal's storage cleared), the new password signs in and lands on the account again.
    await page.evaluate(() => window.localStorage.clear());
    await openIn(page, locale, '/tai-khoan');
    await signInOnPage(page, locale, number, newPassword);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: t.name(info.retry) }),
    ).toBeVisible();
  });
}
