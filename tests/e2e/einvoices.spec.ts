import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, locales, openIn, test } from '../support/fixtures';
import { seedPassword, signInByApi } from '../support/sandbox';

/** A seeded mobile subscriber with six monthly invoices (apps/sandbox/src/seed/history.ts) no other spec uses. */
const subscriber = '0915678901';

const texts = {
  vi: {
    title: 'Hóa đơn điện tử',
    months: 'Hóa đơn điện tử theo tháng',
    unpaid: 'Chưa thanh toán',
    downloadFromList: /^Tải về hóa đơn C25TAA\d+ \(PDF\)$/,
    view: /^Xem hóa đơn C25TAA\d+$/,
    viewerTitle: 'Xem hóa đơn điện tử',
    pageOf: (page: number) => `Trang ${page}/2`,
    region: (page: number) => `Trang ${page} của hóa đơn`,
    next: 'Trang sau',
    previous: 'Trang trước',
    zoomIn: 'Phóng to',
    download: 'Tải về',
    back: 'Về danh sách hóa đơn',
  },
  'en-US': {
    title: 'E-invoices',
    months: 'E-invoices by month',
    unpaid: 'Unpaid',
    downloadFromList: /^Download invoice C25TAA\d+ \(PDF\)$/,
    view: /^View invoice C25TAA\d+$/,
    viewerTitle: 'View e-invoice',
    pageOf: (page: number) => `Page ${page} of 2`,
    region: (page: number) => `Page ${page} of the invoice`,
    next: 'Next page',
    previous: 'Previous page',
    zoomIn: 'Zoom in',
    download: 'Download',
    back: 'Back to the invoice list',
  },
} as const;

/** Clicks and returns the download it starts; the saved file must be a PDF named after the invoice. */
async function expectPdfDownload(page: Page, trigger: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  expect(download.suggestedFilename()).toMatch(/^hoa-don-C25TAA\d+\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return download;
}

/** How much of a canvas is drawn (dark pixels): a blank canvas has none. */
const darkPixels = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 128) dark += 1;
    return dark;
  });

for (const locale of locales) {
  const t = texts[locale];

  test(`ACC-54 SHELL-010 SHELL-061 e-invoices by month, one downloaded, opened in the viewer (pages, zoom by keyboard) and downloaded there, in ${locale}`, async ({
    page,
  }) => {
    await signInByApi(page, subscriber, { password: seedPassword });
    await openIn(page, locale, '/tinh-nang/hoa-don-dien-tu');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const months = page.getByRole('region', { name: t.months });
    await expect(months.getByRole('listitem')).toHaveCount(6);
    // The latest month is the one not yet paid (the seed), shown first.
    await expect(months.getByRole('listitem').first()).toContainText(t.unpaid);
    await expectNoAxeViolations(page);

    await expectPdfDownload(page, months.getByRole('button', { name: t.downloadFromList }).first());

    // The viewer: pdf.js draws the first page on a canvas; the page count is read from the file.
    await months.getByRole('link', { name: t.view }).first().click();
    await expect(page).toHaveURL(/\/view-pdf\?hoa-don=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: t.viewerTitle })).toBeVisible();
    await expect(page.getByText(t.pageOf(1), { exact: true })).toBeVisible();
    const firstPage = page.locator('canvas[data-rendered-page="1"]');
    await expect(firstPage).toBeVisible();
    expect(await darkPixels(firstPage)).toBeGreaterThan(500);
    const fitted = (await firstPage.boundingBox())?.width ?? 0;
    // Fitted to the viewer: no wider than the page on a phone.
    expect(fitted).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await expectNoAxeViolations(page);

    // Pages and zoom by keyboard.
    await page.getByRole('button', { name: t.next }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.pageOf(2), { exact: true })).toBeVisible();
    const secondPage = page.locator('canvas[data-rendered-page="2"]');
    await expect(secondPage).toBeVisible();
    await expect(page.getByRole('button', { name: t.next })).toBeDisabled();
    await page.getByRole('button', { name: t.zoomIn }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/125\s?%/)).toBeVisible();
    await expect.poll(async () => (await secondPage.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.2);
    const frame = page.getByRole('region', { name: t.region(2) });
    await frame.focus();
    // '=' is the unshifted '+' key; the frame takes both.
    await page.keyboard.press('=');
    await expect(page.getByText(/150\s?%/)).toBeVisible();
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect(page.getByText(/100\s?%/)).toBeVisible();
    await page.getByRole('button', { name: t.previous }).click();
    await expect(page.getByText(t.pageOf(1), { exact: true })).toBeVisible();

    await expectPdfDownload(page, page.getByRole('button', { name: t.download, exact: true }));
    await page.getByRole('link', { name: t.back }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  });
}
