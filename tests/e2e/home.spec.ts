import { expect, expectNoAxeViolations, locales, openIn, test } from '../support/fixtures';

const titles = { vi: 'Chào mừng đến Cổng tự phục vụ', 'en-US': 'Welcome to the self-care portal' } as const;

for (const locale of locales) {
  test(`home renders in ${locale} with no axe violations`, async ({ page }) => {
    await openIn(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: titles[locale] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectNoAxeViolations(page);
  });

  test(`SHELL-040 unknown paths show the not-found page in ${locale}`, async ({ page }) => {
    await openIn(page, locale, '/khong-co-trang-nay');
    await expect(
      page.getByRole('link', { name: locale === 'vi' ? 'Về trang chủ' : 'Back to home' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the language choice persists across a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: titles.vi })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: titles['en-US'] })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: titles['en-US'] })).toBeVisible();
});

test('the sandbox answers through the portal origin', async ({ request }) => {
  const response = await request.get('/__sandbox/health');
  expect(response.ok()).toBe(true);
});
