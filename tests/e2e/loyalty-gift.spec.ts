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

/**
 * Issue 16 (LOY-49, LOY-50, ERR-52): a member follows a gift's delivery and rates a used programme; a second
 * tab, opened on the same rating before, tries again and is told the rating limit. Each run rates a voucher
 * of a member of its own (apps/sandbox/src/seed/loyalty-offers.ts), since a rating is given once.
 */
const raters = {
  'en-US': {
    msisdn: '0912345678',
    gift: '5 GB of high-speed data',
    step: 'Preparing your gift',
    rateTab: 1,
    rated: 'Buy one get one CGV ticket',
  },
  vi: {
    msisdn: '0913456789',
    gift: 'Tháng MyTV Nâng cao miễn phí',
    step: 'Đang giao quà',
    rateTab: 2,
    rated: 'Tặng 5 GB data tốc độ cao',
  },
} as const;

const ratingTexts = {
  vi: {
    track: 'Theo dõi giao quà',
    trackTitle: 'Theo dõi giao quà',
    steps: 'Tình trạng giao quà',
    notReached: 'Chưa đến bước này',
    rate: 'Đánh giá',
    rateTitle: 'Đánh giá chương trình',
    stars: (count: number) => `${count} sao`,
    send: 'Gửi đánh giá',
    thanks: 'Cảm ơn bạn đã đánh giá.',
    rated: 'Bạn đã đánh giá 4 sao.',
    limit: 'Bạn đã đánh giá chương trình này rồi.',
  },
  'en-US': {
    track: 'Track delivery',
    trackTitle: 'Track delivery',
    steps: 'Gift delivery',
    notReached: 'Not yet',
    rate: 'Rate',
    rateTitle: 'Rate the programme',
    stars: (count: number) => `${count} stars`,
    send: 'Send rating',
    thanks: 'Thank you for your rating.',
    rated: 'You rated it 4 stars.',
    limit: 'You have already rated this programme.',
  },
} as const;

for (const locale of locales) {
  const t = ratingTexts[locale];
  const member = raters[locale];

  test(`LOY-06 LOY-49 LOY-50 ERR-52 LOY-53 a member follows a gift's delivery, rates a used programme and is told the rating limit when trying again, in ${locale}`, async ({
    page,
  }) => {
    await signInByApi(page, member.msisdn, { password: seedPassword });
    await openIn(page, locale, '/vinaphone-plus/offer?tabIndex=2');

    // LOY-49: the gift's steps, the current one marked, the ones ahead not reached yet.
    await page.getByRole('button', { name: `${t.track}: ${member.gift}` }).click();
    const tracking = page.getByRole('dialog', { name: t.trackTitle });
    const steps = tracking.getByRole('list', { name: t.steps });
    await expect(steps.locator('[aria-current="step"]')).toContainText(member.step);
    await expect(steps.getByRole('listitem').last()).toContainText(t.notReached);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(tracking).toHaveCount(0);

    // A second tab opens the same programme's rating before the first one sends its own.
    const late = await page.context().newPage();
    await openIn(late, locale, `/vinaphone-plus/offer?tabIndex=${member.rateTab}`);
    await late.getByRole('button', { name: `${t.rate}: ${member.rated}` }).click();
    const lateRating = late.getByRole('dialog', { name: t.rateTitle });
    await expect(lateRating.getByRole('radio', { name: t.stars(5) })).toBeVisible();

    // LOY-50: four stars, once; the programme then shows the stars given.
    await page.goto(`/vinaphone-plus/offer?tabIndex=${member.rateTab}`);
    const rate = page.getByRole('button', { name: `${t.rate}: ${member.rated}` });
    await rate.click();
    const rating = page.getByRole('dialog', { name: t.rateTitle });
    await rating.getByRole('radio', { name: t.stars(4) }).check();
    await rating.getByRole('button', { name: t.send }).click();
    // The toast (Radix also announces its text in a live region of its own).
    await expect(page.getByText(t.thanks).first()).toBeVisible();
    await expect(rating).toHaveCount(0);
    await rate.click();
    await expect(page.getByRole('dialog', { name: t.rateTitle }).getByText(t.rated)).toBeVisible();

    // ERR-52: the second tab's rating is refused with the rating limit's label, in the dialog.
    await lateRating.getByRole('radio', { name: t.stars(5) }).check();
    await lateRating.getByRole('button', { name: t.send }).click();
    await expect(lateRating.getByRole('alert')).toHaveText(t.limit);
    await expectNoAxeViolations(late);
    await late.close();
  });
}

/**
 * §5 on the point gifting page (VAL-48 … VAL-51), one visit retyping the form: the first three rules are the
 * page's own, the recipient's monthly limit is the sandbox's (5 000 points a month, answered with the gift
 * limit code once the giver's code is proven: issue 47 item 7, nothing about the recipient shows before).
 * Nothing is given, so no balance changes. One width: the rules do not depend on it.
 */
test(
  'VAL-48 VAL-49 VAL-50 VAL-51 LOY-62 ERR-51 issue 47 item 7: each point gifting rule shows its message on one visit, the recipient’s only after the code, in en-US',
  { tag: '@one-width' },
  async ({ page }) => {
    const t = texts['en-US'];
    const giver = '0914567890'; // 12,600 points
    const recipient = '0942123456';
    await signInByApi(page, giver, { password: seedPassword });
    await openIn(page, 'en-US', '/vinaphone-plus/point-gift');
    const rules = [
      { id: 'VAL-48', to: recipient, points: '150', message: 'Points to give must be a multiple of 100' },
      {
        id: 'VAL-49',
        to: giver,
        points: '100',
        message: 'The recipient must be a different number from yours',
      },
      { id: 'VAL-50', to: recipient, points: '12700', message: 'You do not have enough points to give' },
    ] as const;
    for (const rule of rules) {
      await page.getByRole('textbox', { name: t.recipient }).fill(rule.to);
      await page.getByRole('textbox', { name: t.points }).fill(rule.points);
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByText(rule.message), rule.id).toBeVisible();
    }

    // VAL-51: the recipient may still receive 5,000 points this month; 5,100 is the gift limit (ERR-51),
    // told once the code is proven. Before it, the page says only that the recipient is checked then.
    await page.getByRole('textbox', { name: t.recipient }).fill(recipient);
    await page.getByRole('textbox', { name: t.points }).fill('5100');
    await page.getByRole('button', { name: t.next }).click();
    await expect(
      page.getByText(/^After you enter the code, we tell you if this number cannot receive/),
    ).toBeVisible();
    await expect(page.getByText(/can still receive/)).toHaveCount(0);
    const sentAfter = new Date(Date.now() - 5_000).toISOString();
    await page.getByRole('button', { name: /^Give 5,100 points to/ }).click();
    const code = await latestCode(page.request, giver, { service: 'loyalty_gift', after: sentAfter });
    await page.getByRole('main').getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: t.send, exact: true }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: /^The gift limit has been reached\.$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  },
);
