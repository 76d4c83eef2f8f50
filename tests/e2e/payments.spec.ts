import type { Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  freshNumber,
  locales,
  openIn,
  test,
  type Locale,
} from '../support/fixtures';
import { seedPassword, signInByApi } from '../support/sandbox';

/**
 * Issue 19 payments against the sandbox: a top-up by scratch card (a used card refused with its label, an
 * unused one credited and the balance read again) and a postpaid bill paid through the sandbox gateway.
 * Each journey runs in one language per width (playwright.config.ts): en-US at 1280 px, vi at 375 px.
 */

const texts = {
  vi: {
    topUpTitle: 'Nạp tiền',
    serial: 'Số serial',
    pin: 'Mã thẻ',
    topUp: 'Nạp thẻ',
    cardUsed: /Thẻ cào đã được sử dụng hoặc không tồn tại/,
    credited: /Đã nạp/,
    balance: /Số dư tài khoản chính/,
    billTitle: 'Thanh toán cước',
    unpaid: 'Chưa thanh toán',
    pay: /^Thanh toán \d/,
    paid: 'Thanh toán thành công',
    backToBill: 'Về trang thanh toán cước',
    settled: /đã thanh toán hết cước/,
  },
  'en-US': {
    topUpTitle: 'Top up',
    serial: 'Serial number',
    pin: 'Card PIN',
    topUp: 'Top up with the card',
    cardUsed: /already been used or does not exist/,
    credited: /was added to/,
    balance: /Main balance/,
    billTitle: 'Pay a bill',
    unpaid: 'Unpaid',
    pay: /^Pay \d/,
    paid: 'Payment successful',
    backToBill: 'Back to bill payment',
    settled: /bills are all paid/,
  },
} as const;

/** Seeded postpaid subscribers with a month unpaid, one per language (so one per width). */
const billPayer: Record<Locale, string> = { vi: '0888888888', 'en-US': '0911223344' };

interface Card {
  serial: string;
  pin: string;
  value: number;
  used: boolean;
}

/** Seeded cards from the sandbox's page (the codes a tester reads there): one used, one of this test's own. */
async function cardsFor(page: Page, locale: Locale, info: TestInfo) {
  const response = await page.request.get('/__sandbox/api/scratch-cards');
  const { cards } = (await response.json()) as { cards: Card[] };
  const seeded = cards.filter((card) => card.serial.startsWith('SC'));
  // A card per language and retry, far from the ones the sandbox tests use.
  const index = 20 + (locale === 'vi' ? 0 : 1) + info.retry * 2;
  const unused = seeded.find((card) => card.serial === `SC${String(index).padStart(8, '0')}`);
  const used = seeded.find((card) => card.used);
  if (!unused || unused.used || !used) throw new Error('the seeded cards are not as the sandbox seeds them');
  return { unused, used };
}

/** The amount as the page writes it (10.000 in Vietnamese, 10,000 in English). */
const amountPattern = (value: number) => new RegExp(String(value).replace(/(\d)(?=(\d{3})+$)/g, '$1[.,]'));

for (const locale of locales) {
  const t = texts[locale];

  test(`ACC-44 ERR-43 top up by scratch card: a used card is refused, an unused one credits the balance, in ${locale}`, async ({
    page,
  }, info) => {
    await signInByApi(page, freshNumber(info, info.project.name === 'mobile' ? '0859' : '0858', 1));
    const { used, unused } = await cardsFor(page, locale, info);
    await openIn(page, locale, '/tinh-nang/nap-tien');
    await expect(page.getByRole('heading', { level: 1, name: t.topUpTitle })).toBeVisible();
    const form = page.getByRole('form', { name: t.topUpTitle });
    await expect(form.getByText(t.balance)).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByRole('textbox', { name: t.serial }).fill(used.serial);
    await form.getByRole('textbox', { name: t.pin, exact: true }).fill(used.pin);
    await form.getByRole('button', { name: t.topUp }).click();
    await expect(form.getByRole('alert')).toHaveText(t.cardUsed);
    // The form keeps what was typed.
    await expect(form.getByRole('textbox', { name: t.serial })).toHaveValue(used.serial);
    await expectNoAxeViolations(page);

    await form.getByRole('textbox', { name: t.serial }).fill(unused.serial);
    await form.getByRole('textbox', { name: t.pin, exact: true }).fill(unused.pin);
    await form.getByRole('button', { name: t.topUp }).click();
    await expect(form.getByRole('status')).toHaveText(t.credited);
    // A fresh number starts at 0: the balance read again is the card's value.
    await expect(form.getByText(t.balance)).toHaveText(amountPattern(unused.value));
  });

  test(`ACC-45 a postpaid bill is paid through the sandbox gateway, then nothing is due, in ${locale}`, async ({
    page,
  }) => {
    await signInByApi(page, billPayer[locale], { password: seedPassword });
    await openIn(page, locale, '/tinh-nang/thanh-toan-dich-vu');
    await expect(page.getByRole('heading', { level: 1, name: t.billTitle })).toBeVisible();
    const bill = page.getByRole('form', { name: locale === 'vi' ? 'Hóa đơn cần thanh toán' : 'Bill to pay' });
    await expect(bill.getByText(t.unpaid, { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await bill.getByRole('button', { name: t.pay }).click();
    await page.waitForURL(/\/__sandbox\/gateway\/PO/);
    await page.locator('button[value="approve"]').click();
    await page.waitForURL(/\/tinh-nang\/thanh-toan\/ket-qua\?status=success/);
    await expect(page.getByRole('heading', { level: 1, name: t.paid })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: t.backToBill }).click();
    await expect(page.getByRole('status').filter({ hasText: t.settled })).toBeVisible();
  });
}
