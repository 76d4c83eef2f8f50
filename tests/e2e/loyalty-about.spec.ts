import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, locales, openIn, test } from '../support/fixtures';

const texts = {
  vi: {
    about: 'Giới thiệu VinaPhone Plus',
    becomePartner: 'Đăng ký làm đối tác',
    title: 'Đăng ký đối tác liên kết',
    loginName: 'Tên đăng nhập',
    password: 'Mật khẩu',
    company: 'Tên doanh nghiệp',
    field: 'Lĩnh vực kinh doanh',
    fieldOption: 'Ẩm thực',
    area: 'Địa bàn',
    areaOption: 'Hà Nội',
    contact: 'Họ và tên người liên hệ',
    phone: 'Số điện thoại',
    email: 'Email',
    idNumber: 'Số CMND/CCCD',
    birthDate: 'Ngày sinh',
    captcha: 'Mã xác nhận',
    captchaImage: 'Ảnh mã xác nhận',
    refresh: 'Đổi mã xác nhận khác',
    submit: 'Gửi đăng ký',
    loginNameRule: 'Tên đăng nhập phải bắt đầu bằng chữ cái',
    captchaWrong: /Mã xác nhận không đúng/,
    done: 'Đã gửi đăng ký',
    reference: /Mã hồ sơ: DT\d{6}/,
  },
  'en-US': {
    about: 'About VinaPhone Plus',
    becomePartner: 'Become a partner',
    title: 'Affiliated partner registration',
    loginName: 'Login name',
    password: 'Password',
    company: 'Business name',
    field: 'Business field',
    fieldOption: 'Food and drink',
    area: 'Area',
    areaOption: 'Hà Nội',
    contact: 'Contact full name',
    phone: 'Phone number',
    email: 'Email',
    idNumber: 'ID card number',
    birthDate: 'Date of birth',
    captcha: 'Verification code',
    captchaImage: 'Verification code picture',
    refresh: 'Get another verification code',
    submit: 'Send registration',
    loginNameRule: 'The login name must start with a letter',
    captchaWrong: /verification code is wrong/,
    done: 'Registration sent',
    reference: /Reference: DT\d{6}/,
  },
} as const;

/** The answer of the captcha the page shows now, read from the sandbox's local tool (as the OTP inbox is). */
async function captchaAnswer(page: Page, captchaId: string): Promise<string> {
  const response = await page.request.get(`/__sandbox/api/captcha?id=${captchaId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { answer: string }).answer;
}

/** The id of the next captcha the page reads (apiGetCaptcha's answer). */
const nextCaptchaId = (page: Page) =>
  page
    .waitForResponse((response) => response.url().endsWith('/apiGetCaptcha') && response.ok())
    .then(
      async (response) => ((await response.json()) as { result: { CaptchaId: string } }).result.CaptchaId,
    );

for (const locale of locales) {
  const t = texts[locale];

  test(`LOY-54 LOY-10 LOY-55 VAL-52 a visitor reads about the programme and registers as a partner through the captcha, in ${locale}`, async ({
    page,
  }, info) => {
    // LOY-54, LOY-56: the introduction, without signing in.
    await openIn(page, locale, '/vinaphone-plus/about');
    await expect(page.getByRole('heading', { level: 1, name: t.about })).toBeVisible();
    await expectNoAxeViolations(page);

    // LOY-10: the partner section.
    let captchaId = nextCaptchaId(page);
    await page.getByRole('link', { name: t.becomePartner }).click();
    await expect(page).toHaveURL(/\/vinaphone-plus\/about\?key=becomePartner$/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('img', { name: t.captchaImage })).toBeVisible();
    const firstId = await captchaId;

    // A rule broken (VAL-52) is said next to its field.
    const loginName = `cafe${info.project.name}${locale}${Date.now().toString(36)}`.replace(
      /[^A-Za-z0-9]/g,
      '',
    );
    await page.getByRole('textbox', { name: t.loginName }).fill(`1${loginName}`);
    await page.getByRole('textbox', { name: t.password, exact: true }).fill('Plus#2026');
    await page.getByRole('textbox', { name: t.company }).fill('Cà phê Sáng');
    await page.getByRole('combobox', { name: t.field }).click();
    await page.getByRole('option', { name: t.fieldOption }).click();
    await page.getByRole('combobox', { name: t.area }).click();
    await page.getByRole('option', { name: t.areaOption }).click();
    await page.getByRole('textbox', { name: t.contact }).fill('Nguyễn Văn An');
    await page.getByRole('textbox', { name: t.phone }).fill('0912345678');
    await page.getByRole('textbox', { name: t.email, exact: true }).fill('an@caphesang.vn');
    await page.getByRole('textbox', { name: t.idNumber }).fill('001234567890');
    await page.getByLabel(t.birthDate).fill('1990-05-20');
    await page.getByRole('textbox', { name: t.captcha }).fill('WRONG');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.loginNameRule)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.loginName })).toBeFocused();
    await expectNoAxeViolations(page);

    // A wrong captcha answer: the server refuses it, a new image comes, the rest of the form stays.
    await page.getByRole('textbox', { name: t.loginName }).fill(loginName);
    const wrong = (await captchaAnswer(page, firstId)) === 'AAAAA' ? 'BBBBB' : 'AAAAA';
    await page.getByRole('textbox', { name: t.captcha }).fill(wrong);
    captchaId = nextCaptchaId(page);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.captchaWrong)).toBeVisible();
    const secondId = await captchaId;
    await expect(page.getByRole('textbox', { name: t.company })).toHaveValue('Cà phê Sáng');
    await expect(page.getByRole('textbox', { name: t.captcha })).toHaveValue('');

    // The refresh button brings yet another image; its answer goes through.
    captchaId = nextCaptchaId(page);
    await page.getByRole('button', { name: t.refresh }).click();
    const thirdId = await captchaId;
    expect(thirdId).not.toBe(secondId);
    await page.getByRole('textbox', { name: t.captcha }).fill(await captchaAnswer(page, thirdId));
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.done })).toBeVisible();
    await expect(page.getByRole('status').getByText(t.reference)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
