import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, locales, openIn, test } from '../support/fixtures';
import { seedPassword, signInByApi } from '../support/sandbox';

/**
 * Issue 17 (API-067 … API-070, CONST-78): a prepaid and a postpaid subscriber read their usage (chart and
 * table), filter it by type and range, export it as CSV, and read their top-ups or bills. The seeded
 * accounts only read here (apps/sandbox/src/seed/usage.ts gives each 90 days), so runs never meet.
 */
const path = '/tai-khoan/lich-su-su-dung';
const prepaid = '0912345678';
const postpaid = '0913456789';

const texts = {
  vi: {
    title: 'Lịch sử sử dụng',
    usageTab: 'Chi tiết sử dụng',
    chart: /^Cước theo ngày từ .*: tổng /,
    smsChart: /^Tin nhắn theo ngày từ /,
    lines: /^Chi tiết sử dụng \(\d+ dòng\)$/,
    kind: 'Loại',
    sms: 'Tin nhắn',
    from: 'Từ ngày',
    to: 'Đến ngày',
    apply: 'Xem',
    endBeforeStart: 'Ngày kết thúc phải sau ngày bắt đầu.',
    export: 'Tải về CSV',
    csvHeader: 'Thời gian,Loại,Số/điểm truy cập,Chi tiết,Thời lượng,Dung lượng,Cước (đồng)',
    csvSms: 'Tin nhắn',
    topUps: 'Lịch sử nạp tiền',
    topUpsTable: /^Lịch sử nạp tiền trong 90 ngày/,
    bills: 'Lịch sử hóa đơn',
    billsTable: 'Lịch sử hóa đơn',
  },
  'en-US': {
    title: 'Usage history',
    usageTab: 'Usage detail',
    chart: /^Charges per day from .*: .* in all/,
    smsChart: /^Messages per day from /,
    lines: /^Usage detail \(\d+ lines\)$/,
    kind: 'Type',
    sms: 'Messages',
    from: 'From',
    to: 'To',
    apply: 'Show',
    endBeforeStart: 'The end date must be after the start date.',
    export: 'Download CSV',
    csvHeader: 'Time,Type,Number / access point,Detail,Duration,Volume,Charge (dong)',
    csvSms: 'Message',
    topUps: 'Top-up history',
    topUpsTable: /^Top-ups in the last 90 days/,
    bills: 'Bill history',
    billsTable: 'Bill history',
  },
} as const;

/** Vietnam's calendar day `daysAgo` days before now, as the page and the sandbox count them. */
const vietnamDay = (daysAgo: number) =>
  new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Starts the CSV export and returns the saved file's text. */
async function exportCsv(page: Page, name: string): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return { fileName: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

for (const locale of locales) {
  const t = texts[locale];

  test(`CONST-78 API-067 API-068 API-070 a prepaid and a postpaid subscriber read, filter and export their usage, in ${locale}`, async ({
    page,
    browser,
  }) => {
    await signInByApi(page, prepaid, { password: seedPassword });
    await openIn(page, locale, path);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // The last 30 days: the chart is one image named by its summary, the lines a table.
    await expect(page.getByRole('img', { name: t.chart })).toBeVisible();
    await expect(page.getByRole('table', { name: t.lines })).toBeVisible();
    await expectNoAxeViolations(page);

    // CONST-78: an end before the start is explained and nothing changes.
    await page.getByLabel(t.to, { exact: true }).fill(vietnamDay(40));
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(page.getByText(t.endBeforeStart)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    // Text messages of the last 7 days: the address keeps the filter, a reload shows the same.
    await page.getByRole('combobox', { name: t.kind }).click();
    await page.getByRole('option', { name: t.sms }).click();
    await page.getByLabel(t.from, { exact: true }).fill(vietnamDay(6));
    await page.getByLabel(t.to, { exact: true }).fill(vietnamDay(0));
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`type=sms&from=${vietnamDay(6)}&to=${vietnamDay(0)}`));
    await expect(page.getByRole('img', { name: t.smsChart })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: t.smsChart })).toBeVisible();

    // The export: a BOM for Excel, the header in the reader's language, only text messages.
    const csv = await exportCsv(page, t.export);
    expect(csv.fileName).toBe(`lich-su-su-dung_sms_${vietnamDay(6)}_${vietnamDay(0)}.csv`);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = csv.text.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(t.csvHeader);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.split(',')[1]).toBe(t.csvSms);

    // API-068: the prepaid account's top-ups, a tab in the address too.
    await page.getByRole('tab', { name: t.topUps }).click();
    await expect(page).toHaveURL(/tab=topups/);
    await expect(page.getByRole('table', { name: t.topUpsTable })).toBeVisible();

    // API-067: a postpaid subscriber, in a browser of their own, reads their bills.
    const context = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: page.viewportSize(),
    });
    const postpaidPage = await context.newPage();
    await signInByApi(postpaidPage, postpaid, { password: seedPassword });
    await openIn(postpaidPage, locale, `${path}?tab=bills`);
    await expect(postpaidPage.getByRole('tab', { name: t.bills, selected: true })).toBeVisible();
    // The seed's monthly bills, newest first, each month a row header.
    const bills = postpaidPage.getByRole('table', { name: t.billsTable });
    await expect(bills.getByRole('rowheader').first()).toHaveText(/^\d{2}\/\d{4}$/);
    await expectNoAxeViolations(postpaidPage);
    await postpaidPage.getByRole('tab', { name: t.usageTab }).click();
    await expect(postpaidPage.getByRole('img', { name: t.chart })).toBeVisible();
    await context.close();
  });
}
