import type { TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, locales, openIn, test, type Locale } from '../support/fixtures';
import { seedPassword, signInByApi } from '../support/sandbox';

/**
 * Issue 17 (ACC-76 … ACC-80, ACC-43): a subscriber with home internet sees their linked services, reads the
 * account's billing history, opens the gateway, blocks and unblocks a device and adds and deletes a restart
 * schedule, each change confirmed. Each run changes
 * a gateway of its own (apps/sandbox/src/seed/linked-services.ts: one subscriber per width, language and retry,
 * 0818 00i 200), so parallel runs and a retry never meet; the numbers sign in by password. The linking journey
 * (ACC-74, ACC-75) signs in 0818 00i 300, who owns one fiber of their own to link and remove.
 */
const listPath = '/tai-khoan/dich-vu-lien-ket';

function ownSubscriber(info: TestInfo, locale: Locale) {
  const index =
    (info.project.name === 'mobile' ? 4 : 0) + (locale === 'vi' ? 0 : 2) + Math.min(info.retry, 1);
  return { msisdn: `081800${index}200`, account: `e2e_fiber_0${index}` };
}

const texts = {
  vi: {
    title: 'Dịch vụ liên kết',
    internet: 'Internet cáp quang',
    manage: (account: string) => `Quản lý Wi-Fi của tài khoản ${account}`,
    history: (account: string) => `Lịch sử cước của tài khoản ${account}`,
    historyTable: (account: string) => `Cước từng tháng của tài khoản ${account}, tháng gần nhất trước`,
    gatewayTitle: 'Wi-Fi tại nhà',
    block: 'Chặn Laptop làm việc',
    unblock: 'Bỏ chặn Laptop làm việc',
    confirmBlock: 'Chặn',
    confirmUnblock: 'Bỏ chặn',
    blocked: 'Đã chặn',
    rebootRegion: 'Lịch khởi động lại',
    devicesRegion: 'Thiết bị kết nối',
    rebootTime: 'Giờ khởi động lại',
    monday: 'Thứ Hai',
    add: 'Thêm lịch',
    schedule: 'Khởi động lại lúc 02:45 · Thứ Hai',
    remove: 'Xoá lịch: Khởi động lại lúc 02:45 · Thứ Hai',
    confirmRemove: 'Xoá',
    noDay: 'Chọn ít nhất một ngày.',
  },
  'en-US': {
    title: 'Linked services',
    internet: 'Fibre internet',
    manage: (account: string) => `Manage the Wi-Fi of account ${account}`,
    history: (account: string) => `Billing history of account ${account}`,
    historyTable: (account: string) => `Monthly charges of account ${account}, latest month first`,
    gatewayTitle: 'Home Wi-Fi',
    block: 'Block Laptop làm việc',
    unblock: 'Unblock Laptop làm việc',
    confirmBlock: 'Block',
    confirmUnblock: 'Unblock',
    blocked: 'Blocked',
    rebootRegion: 'Restart schedule',
    devicesRegion: 'Connected devices',
    rebootTime: 'Restart at',
    monday: 'Monday',
    add: 'Add schedule',
    schedule: 'Restart at 02:45 · Monday',
    remove: 'Delete schedule: Restart at 02:45 · Monday',
    confirmRemove: 'Delete',
    noDay: 'Choose at least one day.',
  },
} as const;

for (const locale of locales) {
  test(`ACC-76 ACC-43 ACC-78 ACC-79 ACC-80 a home internet subscriber reads the billing history, opens the gateway, blocks and unblocks a device, adds and deletes a restart schedule, in ${locale}`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const text = texts[locale];
    const own = ownSubscriber(info, locale);
    await signInByApi(page, own.msisdn, { password: seedPassword });
    await openIn(page, locale, listPath);

    // ACC-76: the linked account, decrypted, with the way to its gateway.
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: text.internet })).toBeVisible();
    await expectNoAxeViolations(page);

    // ACC-43: the account's billing history, its 12 seeded months in a table; Escape closes it.
    await page.getByRole('button', { name: text.history(own.account) }).click();
    const history = page.getByRole('dialog', { name: text.history(own.account) });
    await expect(
      history.getByRole('table', { name: text.historyTable(own.account) }).getByRole('rowheader'),
    ).toHaveCount(12);
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    await page.getByRole('link', { name: text.manage(own.account) }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.gatewayTitle })).toBeVisible();

    // ACC-79: block, confirmed in the dialog; the device shows blocked; then unblock it by keyboard.
    await page.getByRole('button', { name: text.block }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.confirmBlock, exact: true }).click();
    const unblock = page.getByRole('button', { name: text.unblock });
    await expect(unblock).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: unblock })).toContainText(text.blocked);
    // The device list's own controls: on a phone, scrolled this far, the shell's floating back-to-top and
    // support buttons lie over the list's right-hand buttons (a known shell issue, left to the shell's owner).
    const devicesLabel = await page
      .getByRole('region', { name: text.devicesRegion })
      .getAttribute('aria-labelledby');
    await expectNoAxeViolations(page, { include: [`[aria-labelledby="${devicesLabel}"]`] });
    await unblock.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: text.confirmUnblock, exact: true }).click();
    await expect(page.getByRole('button', { name: text.block })).toBeVisible();

    // ACC-80: a schedule without a day is refused on the page; with Monday it is added, then deleted.
    const reboot = page.getByRole('region', { name: text.rebootRegion });
    await reboot.getByLabel(text.rebootTime, { exact: true }).fill('02:45');
    await reboot.getByRole('button', { name: text.add }).click();
    await expect(reboot.getByRole('alert')).toHaveText(text.noDay);
    await reboot.getByRole('checkbox', { name: text.monday }).click();
    await reboot.getByRole('button', { name: text.add }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.add }).click();
    await expect(reboot.getByText(text.schedule)).toBeVisible();
    await reboot.getByRole('button', { name: text.remove }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: text.confirmRemove, exact: true })
      .click();
    await expect(reboot.getByText(text.schedule)).toBeHidden();
    // The schedules' own controls (the whole page was checked on the list, before any scrolling).
    const rebootLabel = await reboot.getAttribute('aria-labelledby');
    await expectNoAxeViolations(page, { include: [`[aria-labelledby="${rebootLabel}"]`] });
  });
}

/** The linking journey's subscriber and the fiber account they own (seed/service-linking.ts). */
function linkingSubscriber(info: TestInfo, locale: Locale) {
  const index =
    (info.project.name === 'mobile' ? 4 : 0) + (locale === 'vi' ? 0 : 2) + Math.min(info.retry, 1);
  return { msisdn: `081800${index}300`, account: `e2e_link_fiber_0${index}` };
}

const linkTexts = {
  vi: {
    add: 'Thêm dịch vụ liên kết',
    field: 'Mã tài khoản Internet hoặc số điện thoại hợp đồng',
    lookUp: 'Tra cứu',
    link: (account: string) => `Liên kết ${account}`,
    linked: (account: string) => `Đã liên kết tài khoản ${account}.`,
    remove: (account: string) => `Gỡ liên kết tài khoản ${account}`,
    confirmRemove: 'Gỡ liên kết',
    empty: 'Chưa có dịch vụ cố định, Internet hay truyền hình nào thanh toán cùng thuê bao của bạn.',
  },
  'en-US': {
    add: 'Add a linked service',
    field: 'Internet account or contract phone number',
    lookUp: 'Look up',
    link: (account: string) => `Link ${account}`,
    linked: (account: string) => `Account ${account} is linked.`,
    remove: (account: string) => `Remove account ${account}`,
    confirmRemove: 'Remove',
    empty: 'No fixed-line, internet or TV service is billed with your number yet.',
  },
} as const;

for (const locale of locales) {
  test(`ACC-74 ACC-75 a subscriber looks up their own fiber account, links it, sees it listed and removes it, in ${locale}`, async ({
    page,
  }, info) => {
    test.setTimeout(60_000);
    const text = linkTexts[locale];
    const own = linkingSubscriber(info, locale);
    await signInByApi(page, own.msisdn, { password: seedPassword });
    await openIn(page, locale, listPath);
    await expect(page.getByText(text.empty)).toBeVisible();

    // ACC-75: the dialog looks the account up and shows what the operator gives of it.
    await page.getByRole('button', { name: text.add }).click();
    const dialog = page.getByRole('dialog', { name: text.add });
    await dialog.getByRole('textbox', { name: text.field }).fill(own.account);
    await dialog.getByRole('button', { name: text.lookUp, exact: true }).click();
    await expect(dialog.getByText('Home Net 150 Mbps')).toBeVisible();
    await expectNoAxeViolations(page);

    // ACC-74: linked, the list shows it without a reload; then removed after the confirm naming it.
    await dialog.getByRole('button', { name: text.link(own.account) }).click();
    await expect(dialog).toBeHidden();
    // The toast (Radix also announces its text in a live region of its own, for a moment).
    await expect(page.getByText(text.linked(own.account)).first()).toBeVisible();
    const remove = page.getByRole('button', { name: text.remove(own.account) });
    await expect(remove).toBeVisible();
    await remove.click();
    await page
      .getByRole('alertdialog', { name: `${text.remove(own.account)}?` })
      .getByRole('button', { name: text.confirmRemove, exact: true })
      .click();
    await expect(remove).toBeHidden();
    await expect(page.getByText(text.empty)).toBeVisible();
  });
}
