import { createHash } from 'node:crypto';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, freshNumber, locales, openIn, test } from '../support/fixtures';

/** The newest code the sandbox "sent" to a number (local inbox). */
async function latestCode(page: Page, msisdn: string, after?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/__sandbox/api/inbox?msisdn=${msisdn}&limit=1`);
      const body = (await response.json()) as { messages: { code: string; sentAt: string }[] };
      const latest = body.messages[0];
      code = latest && (after === undefined || latest.sentAt > after) ? latest.code : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A fresh number for this test; the mobile project has its own range. */
const freshTestNumber = (info: TestInfo) =>
  freshNumber(info, info.project.name === 'mobile' ? '0917' : '0916', 1);

/** Registers a number through the API, as a returning subscriber would already have done. */
async function registerByApi(page: Page, msisdn: string, password: string) {
  await page.request.post('/api/mobile/otp_send', {
    data: { msisdn, otp_service: 'authen_register,payment_wallet_register' },
  });
  const pin = await latestCode(page, msisdn);
  const hashed = createHash('sha256').update(password).digest('hex');
  const answer = await page.request.post('/api/mobile/authen_register', {
    data: { msisdn, pin, password: hashed },
  });
  expect(((await answer.json()) as { error_code: string }).error_code).toBe('0');
}

const loginDialog = (page: Page) =>
  page.getByRole('dialog', { name: /Đăng nhập|Quên mật khẩu|Đăng ký tài khoản/ });

/** Presses Tab until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 12; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Chữ số 1 trên 6' }).click();
  await page.keyboard.type(code);
}

test.describe('sign-in and registration', () => {
  test('AUTH-03 AUTH-05 signs in with a code from the inbox, then signs out (vi)', async ({
    page,
  }, testInfo) => {
    const number = freshTestNumber(testInfo);
    await openIn(page, 'vi', '/dang-nhap');
    const dialog = loginDialog(page);
    await dialog.getByRole('textbox', { name: 'Số điện thoại' }).fill(number);
    await dialog.getByRole('button', { name: 'Nhận mã OTP' }).click();
    await expect(dialog.getByText(`Mã OTP đã được gửi tới số ${number.slice(0, 7)}xxx.`)).toBeVisible();
    await typeCode(page, await latestCode(page, number));
    await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mobile'))).toBe(`84${number.slice(1)}`);
    if ((page.viewportSize()?.width ?? 0) >= 991) {
      await page.getByRole('button', { name: /Xin chào/ }).click();
      await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    } else {
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Đăng xuất' }).click();
    }
    await expect(page.getByText('Đăng xuất thành công', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });

  for (const locale of locales) {
    test(`keyboard in ${locale}: the dialog opens on the number, six digits typed at full speed land, and after sign-in focus is on the account button that names the number`, async ({
      page,
    }, testInfo) => {
      const vi = locale === 'vi';
      const number = freshTestNumber(testInfo);
      await openIn(page, locale, '/version');
      const wide = (page.viewportSize()?.width ?? 0) >= 991;
      if (wide) await page.getByRole('button', { name: vi ? 'Đăng nhập' : 'Sign in', exact: true }).click();
      else {
        await page.getByRole('button', { name: vi ? 'Mở menu' : 'Open menu' }).click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('button', { name: vi ? 'Đăng nhập' : 'Sign in' })
          .click();
      }
      const dialog = page.getByRole('dialog', { name: vi ? 'Đăng nhập' : 'Sign in' });
      const phone = dialog.getByRole('textbox', { name: vi ? 'Số điện thoại' : 'Phone number' });
      await expect(phone).toBeFocused();
      await page.keyboard.type(number);
      await page.keyboard.press('Enter');
      const boxes = dialog.getByRole('textbox', { name: vi ? /^Chữ số \d trên 6$/ : /^Digit \d of 6$/ });
      const firstBox = boxes.first();
      const typed = () =>
        boxes.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).value).join(''));
      await expect(firstBox).toBeFocused();
      // Typed at full speed after a click on the box that already has focus, five times over.
      for (let run = 0; run < 5; run += 1) {
        await firstBox.click();
        await firstBox.pressSequentially('123456', { delay: 0 });
        await expect.poll(typed).toBe('123456');
        await page.keyboard.press('ControlOrMeta+Backspace');
        await expect.poll(typed).toBe('');
      }
      await firstBox.click();
      await firstBox.pressSequentially(await latestCode(page, number), { delay: 0 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const shown = `${number.slice(0, 4)} ${number.slice(4, 7)} ${number.slice(7)}`;
      const account = wide
        ? // The greeting names the customer once their info arrives (the sandbox's 'Khách hàng' for a new number).
          page.getByRole('button', { name: vi ? /^Xin chào, / : /^Hello, / })
        : page.getByRole('button', {
            name: vi ? `Tài khoản đã đăng nhập: ${shown}` : `Signed in as ${shown}`,
          });
      await expect(account).toBeVisible();
      await expect(account).toBeFocused();
    });
  }

  test('AUTH-07 signs in with a password, by keyboard alone', async ({ page }) => {
    await openIn(page, 'vi', '/dang-nhap');
    const dialog = loginDialog(page);
    const phone = dialog.getByRole('textbox', { name: 'Số điện thoại' });
    await tabTo(page, phone);
    await page.keyboard.type('0912345678');
    await tabTo(page, dialog.getByRole('button', { name: 'Đăng nhập bằng mật khẩu' }));
    await page.keyboard.press('Enter');
    // Step 2 takes focus to its first field; the number typed on step 0 is kept.
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('0912345678');
    await tabTo(page, dialog.getByRole('textbox', { name: 'Mật khẩu', exact: true }));
    await page.keyboard.type('Sandbox123');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('ERR-07 a wrong code shows the notice and keeps the dialog (vi)', async ({ page }, testInfo) => {
    const number = freshTestNumber(testInfo);
    await openIn(page, 'vi', '/dang-nhap');
    const dialog = loginDialog(page);
    await dialog.getByRole('textbox', { name: 'Số điện thoại' }).fill(number);
    await dialog.getByRole('button', { name: 'Nhận mã OTP' }).click();
    const code = await latestCode(page, number);
    await typeCode(page, code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
    const notice = page.getByRole('alertdialog', { name: 'Thông báo' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Đóng' }).click();
    await expect(dialog.getByText(`Mã OTP đã được gửi tới số ${number.slice(0, 7)}xxx.`)).toBeVisible();
  });

  for (const locale of locales) {
    test(`DOM-57 after five wrong codes the dialog in ${locale} shows the 300 s lock, with no sign-in or resend`, async ({
      page,
    }, testInfo) => {
      const number = freshTestNumber(testInfo);
      const vi = locale === 'vi';
      await openIn(page, locale, '/dang-nhap');
      const dialog = page.getByRole('dialog', { name: vi ? 'Đăng nhập' : 'Sign in' });
      await dialog.getByRole('textbox', { name: vi ? 'Số điện thoại' : 'Phone number' }).fill(number);
      await dialog.getByRole('button', { name: vi ? 'Nhận mã OTP' : 'Get code' }).click();
      const code = await latestCode(page, number);
      const wrong = code === '000000' ? '111111' : '000000';
      const signIn = dialog.getByRole('button', { name: vi ? 'Đăng nhập' : 'Sign in', exact: true });
      await dialog.getByRole('textbox', { name: vi ? 'Chữ số 1 trên 6' : 'Digit 1 of 6' }).click();
      await page.keyboard.type(wrong);
      // The typed code stays after each refusal, so the same wrong code is tried five times.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await signIn.click();
        const notice = page.getByRole('alertdialog', { name: vi ? 'Thông báo' : 'Notice' });
        await notice.getByRole('button', { name: vi ? 'Đóng' : 'Close' }).click();
        await expect(notice).toHaveCount(0);
      }
      await expect(
        dialog.getByText(
          vi
            ? /Bạn đã nhập sai mã quá số lần cho phép\. Vui lòng thử lại sau 0[45]:\d\d\./
            : /Too many wrong codes\. Please try again in 0[45]:\d\d\./,
        ),
      ).toBeVisible();
      await expect(signIn).toBeDisabled();
      await expect(
        dialog.getByRole('button', { name: vi ? /Gửi lại mã sau 2\d\d giây/ : /Resend code in 2\d\d s/ }),
      ).toBeDisabled();
    });
  }

  test('AUTH-04 the resend link is disabled with its countdown right after a code was sent (vi)', async ({
    page,
  }, testInfo) => {
    await openIn(page, 'vi', '/dang-nhap');
    const dialog = loginDialog(page);
    await dialog.getByRole('textbox', { name: 'Số điện thoại' }).fill(freshTestNumber(testInfo));
    await dialog.getByRole('button', { name: 'Nhận mã OTP' }).click();
    await expect(dialog.getByRole('button', { name: /Gửi lại mã sau \d+ giây/ })).toBeDisabled();
  });

  test('AUTH-39 AUTH-43 DOM-19 registers a new number, then signs in with its password (vi)', async ({
    page,
  }, testInfo) => {
    const number = freshTestNumber(testInfo);
    await openIn(page, 'vi', '/dang-ky');
    const dialog = loginDialog(page);
    await dialog.getByRole('textbox', { name: 'Số điện thoại' }).fill(number);
    await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await typeCode(page, await latestCode(page, number));
    await dialog.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill('NewPass1');
    await dialog.getByRole('textbox', { name: 'Nhập lại mật khẩu mới' }).fill('NewPass1');
    await dialog.getByRole('checkbox', { name: 'Mở ví thanh toán cho số thuê bao này' }).check();
    await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const signIn = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(signIn.getByRole('textbox', { name: 'Số điện thoại' })).toHaveValue(number);
    await signIn.getByRole('button', { name: 'Đăng nhập bằng mật khẩu' }).click();
    await signIn.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('NewPass1');
    await signIn.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const locale of locales) {
    test(`ERR-05 issue 47 item 7: registering a number that already has an account is refused in ${locale} once its code is proven, and its password stays`, async ({
      page,
    }, testInfo) => {
      const number = freshTestNumber(testInfo);
      const msisdn = `84${number.slice(1)}`;
      await openIn(page, locale, '/dang-ky');
      await registerByApi(page, msisdn, 'First123');
      const before = new Date().toISOString();
      const vi = locale === 'vi';
      const dialog = page.getByRole('dialog', { name: vi ? 'Đăng ký tài khoản' : 'Create an account' });
      await dialog.getByRole('textbox', { name: vi ? 'Số điện thoại' : 'Phone number' }).fill(number);
      const register = dialog.getByRole('button', { name: vi ? 'Đăng ký' : 'Register', exact: true });
      await register.click();
      // The code is sent as for any number: only whoever proves it learns that the number has an account.
      await dialog.getByRole('textbox', { name: vi ? 'Chữ số 1 trên 6' : 'Digit 1 of 6' }).click();
      await page.keyboard.type(await latestCode(page, msisdn, before));
      await dialog
        .getByRole('textbox', { name: vi ? 'Mật khẩu mới' : 'New password', exact: true })
        .fill('Second123');
      await dialog
        .getByRole('textbox', { name: vi ? 'Nhập lại mật khẩu mới' : 'Repeat the new password' })
        .fill('Second123');
      await register.click();
      await expect(
        page.getByText(
          vi
            ? 'Số thuê bao này đã có tài khoản. Vui lòng đăng nhập, hoặc chọn “Quên mật khẩu” để đặt lại mật khẩu.'
            : 'This number already has an account. Please sign in, or choose “Forgot password” to reset it.',
          { exact: true },
        ),
      ).toBeVisible();
      const login = await page.request.post('/api/mobile/authen_msisdn', {
        data: {
          device_info: 'e2e',
          fcm_registration_token: '',
          mode: 'password',
          msisdn,
          password: createHash('sha256').update('First123').digest('hex'),
        },
      });
      expect(((await login.json()) as { error_code: string }).error_code).toBe('0');
    });
  }

  test('AUTH-08 AUTH-09 resets a password from the login dialog (vi)', async ({ page }, testInfo) => {
    const number = freshTestNumber(testInfo);
    await openIn(page, 'vi', '/dang-nhap');
    await registerByApi(page, `84${number.slice(1)}`, 'First123');
    const before = new Date().toISOString();
    const dialog = loginDialog(page);
    await dialog.getByRole('button', { name: 'Đăng nhập bằng mật khẩu' }).click();
    await dialog.getByRole('textbox', { name: 'Số điện thoại' }).fill(number);
    await dialog.getByRole('button', { name: 'Quên mật khẩu?' }).click();
    await dialog.getByRole('button', { name: 'Nhận mã OTP' }).click();
    await typeCode(page, await latestCode(page, number, before));
    await dialog.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill('Reset123');
    await dialog.getByRole('textbox', { name: 'Nhập lại mật khẩu mới' }).fill('Reset123');
    await dialog.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(page.getByText('Đổi mật khẩu thành công', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('ERR-02 a session the operator no longer knows forces a logout to home', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('mobile', '84912345678');
      localStorage.setItem('session', 'expired-session');
      localStorage.setItem('authorized', 'true');
    });
    await page.goto('/version');
    await expect(
      page.getByText('Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });

  test('AUTH-56 the 3G/4G login stores the session and drops the code', async ({ page }) => {
    await openIn(
      page,
      'vi',
      `/__sandbox/login-3g?msisdn=0912345678&return=${encodeURIComponent('/login-3g?redirect=/version')}`,
    );
    await expect(page).toHaveURL(/\/version$/);
    await expect(page.getByText('Đăng nhập thành công', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authorized'))).toBe('true');
  });

  for (const locale of locales) {
    test(`axe: the sign-in dialog in ${locale}`, async ({ page }) => {
      await openIn(page, locale, '/dang-nhap');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
