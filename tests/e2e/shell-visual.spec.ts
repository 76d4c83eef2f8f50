import { expect, test } from '../support/fixtures';
import { openForBaseline } from '../support/baseline';

// Visual baselines of the shell (header, footer) around a stable page, per project width.
test('shell visual: version page, guest, vi', async ({ page }) => {
  await openForBaseline(page, 'vi', '/version');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveScreenshot('shell-guest-vi.png', {
    fullPage: true,
    mask: [page.getByTestId('app-version')],
  });
});

test('shell visual: sign-in dialog, en-US', async ({ page }) => {
  await openForBaseline(page, 'en-US', '/dang-nhap');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveScreenshot('shell-login-dialog-en.png');
});
