import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, freshNumber, locales, openIn, test } from '../support/fixtures';
import { signInByApi } from '../support/sandbox';

/** Each run signs in a number of its own: a subscriber sends at most 10 requests a day (sandbox). */
const ownNumber = (info: TestInfo) => freshNumber(info, info.project.name === 'mobile' ? '0826' : '0825', 1);

const texts = {
  vi: {
    faqTitle: 'Câu hỏi thường gặp',
    search: 'Tìm câu hỏi',
    searchFor: 'mat khau',
    question: 'Tôi quên mật khẩu thì phải làm sao?',
    answerLink: 'Liên kết tới câu trả lời này',
    terms: 'Điều khoản sử dụng',
    contents: 'Nội dung trang',
    termsSection: 'Gói cước và thanh toán',
    sendTitle: 'Gửi yêu cầu hỗ trợ',
    frequent: 'Có phải bạn gặp một trong những lỗi này?',
    category: 'Loại yêu cầu',
    option: 'Dữ liệu di động',
    description: 'Mô tả vấn đề',
    photo: 'Ảnh chụp màn hình hoặc ảnh lỗi',
    preview: 'Ảnh đính kèm',
    submit: 'Gửi yêu cầu',
    sent: 'Đã gửi yêu cầu',
    seeSent: 'Xem yêu cầu đã gửi',
    sentTitle: 'Yêu cầu đã gửi',
    received: 'Đã tiếp nhận',
    withPhoto: /Có ảnh đính kèm/,
    tooShort: 'Tối thiểu 10 kí tự!',
  },
  'en-US': {
    faqTitle: 'Frequently asked questions',
    search: 'Search the questions',
    searchFor: 'password',
    question: 'I forgot my password. What should I do?',
    answerLink: 'Link to this answer',
    terms: 'Terms of use',
    contents: 'On this page',
    termsSection: 'Packages and payment',
    sendTitle: 'Send a support request',
    frequent: 'Is it one of these?',
    category: 'Request type',
    option: 'Mobile data',
    description: 'Describe the problem',
    photo: 'Screenshot or photo of the problem',
    preview: 'Attached photo',
    submit: 'Send the request',
    sent: 'Request sent',
    seeSent: 'See sent requests',
    sentTitle: 'Sent requests',
    received: 'Received',
    withPhoto: /Photo attached/,
    tooShort: 'At least 10 characters!',
  },
} as const;

/** A large picture, as a phone takes it (2400 × 1800 PNG), made in the page's own canvas. */
async function largePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2400, 1800);
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = 'rgb(0, 84, 180)';
      context.fillRect(0, 0, 2400, 1800);
    }
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

for (const locale of locales) {
  const text = texts[locale];

  test(`ACC-69 ACC-96 search the FAQ, open an answer by its link, read the terms, in ${locale}`, async ({
    page,
  }) => {
    await openIn(page, locale, '/tinh-nang/hoi-dap');
    await expect(page.getByRole('heading', { level: 1, name: text.faqTitle })).toBeVisible();
    // VAL-38: no accents needed.
    await page.getByRole('searchbox', { name: text.search }).fill(text.searchFor);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(1);
    await main.getByRole('button', { name: text.question }).click();
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: text.answerLink }).click();
    await expect(page).toHaveURL(/\/tinh-nang\/hoi-dap\?cau-hoi=\d+$/);
    await expect(main.getByRole('button', { name: text.question })).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('button', { name: text.question })).toBeFocused();

    await openIn(page, locale, '/tinh-nang/dieu-khoan-su-dung');
    await expect(page.getByRole('heading', { level: 1, name: text.terms })).toBeVisible();
    await page
      .getByRole('navigation', { name: text.contents })
      .getByRole('link', { name: text.termsSection })
      .click();
    await expect(page).toHaveURL(/#content-/);
    await expect(page.getByRole('heading', { level: 2, name: text.termsSection })).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test(`ACC-67 ACC-68 send a request with a photo and find it in the sent list, in ${locale}`, async ({
    page,
  }, testInfo) => {
    await signInByApi(page, ownNumber(testInfo));
    await openIn(page, locale, '/tinh-nang/gui-yeu-cau');
    await expect(page.getByRole('heading', { level: 1, name: text.sendTitle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.frequent })).toBeVisible();

    // VAL-13: a short description is refused in place, nothing is sent.
    const description = page.getByRole('textbox', { name: text.description });
    await description.fill('4G?');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.tooShort)).toBeVisible();
    await expect(page.getByRole('combobox', { name: text.category })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByRole('combobox', { name: text.category }).click();
    await page.getByRole('option', { name: text.option }).click();
    const written = `4G ${testInfo.project.name} ${locale}: không vào được mạng ở nhà từ sáng.`;
    await description.fill(written);
    await page.getByLabel(text.photo).setInputFiles({
      name: 'loi-mang.png',
      mimeType: 'image/png',
      buffer: await largePhoto(page),
    });
    // Downscaled in the browser: the longer edge is 1280 px.
    const preview = page.getByRole('img', { name: text.preview });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280);
    const sending = page.waitForRequest('**/custservice_send_trouble');
    await page.getByRole('button', { name: text.submit }).click();
    // Multipart with the photo as a file (Chromium does not always hand a file body to the test, so the
    // photo's arrival is read from the sent list below).
    expect((await sending).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(page.getByRole('heading', { level: 1, name: text.sent })).toBeVisible();

    await page.getByRole('link', { name: text.seeSent }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.sentTitle })).toBeVisible();
    const request = page.getByRole('listitem').filter({ hasText: written });
    await expect(request).toBeVisible();
    await expect(request.getByText(text.withPhoto)).toBeVisible();
    await expect(request.getByText(text.received).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
