import { expect, expectNoAxeViolations, locales, openIn, test } from '../support/fixtures';
import { latestCode, seedPassword, signInByApi } from '../support/sandbox';

/**
 * Issue 16 (LOY-57): a member gives 100 points to another member, who sees them. A journey runs in one
 * language per width (playwright.config.ts), so each pair of seeded members below belongs to one run;
 * none of them has a balance another spec checks.
 */
const pairs = {
  'en-US': { giver: '0888888888', recipient: '0915678901', recipientPoints: 300 },
  vi: { giver: '0913456789', recipient: '0912345678', recipientPoints: 1_250 },
} as const;

const texts = {
  vi: {
    recipient: 'Số điện thoại người nhận',
    points: 'Số điểm tặng',
    next: 'Tiếp tục',
    tooFew: 'Số điểm tặng phải là bội số của 100',
    confirm: /^Tặng 100 điểm cho số/,
    send: 'Tặng điểm',
    receipt: /Đã tặng 100 điểm cho số .* Mã giao dịch TD\d{8}/,
    format: (points: number) => points.toLocaleString('vi-VN'),
  },
  'en-US': {
    recipient: "Recipient's phone number",
    points: 'Points to give',
    next: 'Continue',
    tooFew: 'Points to give must be a multiple of 100',
    confirm: /^Give 100 points to/,
    send: 'Give points',
    receipt: /You gave 100 points to .* Transaction TD\d{8}/,
    format: (points: number) => points.toLocaleString('en-US'),
  },
} as const;

for (const locale of locales) {
  const t = texts[locale];
  const pair = pairs[locale];

  test(`LOY-57 VAL-48 a member gives 100 points with the OTP and the recipient sees them, in ${locale}`, async ({
    page,
    browser,
  }) => {
    await signInByApi(page, pair.giver, { password: seedPassword });
    await openIn(page, locale, '/vinaphone-plus/point-gift');
    await page.getByRole('textbox', { name: t.recipient }).fill(pair.recipient);
    // VAL-48: 150 is refused on the page, before any call.
    await page.getByRole('textbox', { name: t.points }).fill('150');
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.tooFew)).toBeVisible();
    await page.getByRole('textbox', { name: t.points }).fill('100');
    await page.getByRole('button', { name: t.next }).click();

    const sentAfter = new Date(Date.now() - 5_000).toISOString();
    await page.getByRole('button', { name: t.confirm }).click();
    const code = await latestCode(page.request, pair.giver, { service: 'loyalty_gift', after: sentAfter });
    // The OTP step holds only the code's boxes (the header's search is outside main).
    await page.getByRole('main').getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: t.send, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.receipt })).toBeVisible();
    await expectNoAxeViolations(page);

    // The recipient, in a browser of their own, sees the 100 points on the member page.
    const context = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: page.viewportSize(),
    });
    const recipientPage = await context.newPage();
    await signInByApi(recipientPage, pair.recipient, { password: seedPassword });
    await openIn(recipientPage, locale, '/vinaphone-plus');
    await expect(
      recipientPage.getByRole('definition').getByText(t.format(pair.recipientPoints + 100), { exact: true }),
    ).toBeVisible();
    await context.close();
  });
}
