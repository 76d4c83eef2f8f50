import type { TestInfo } from '@playwright/test';
import { loggedCalls } from '../support/campaignLogs';
import { expect, expectNoAxeViolations, freshNumber, locales, openIn, test } from '../support/fixtures';
import { international } from '../support/sandbox';

/**
 * Issue 21, the subscriber-information page (LAND-01 … LAND-11) under /tttb, /cap-nhat-tt and
 * /thongtinthuebao: a visitor arrives with their number in the address, is refused a wrong callback
 * number, sends a right one with the signed token and reads the operator's answer in the Thông báo modal;
 * the view and the click reach the campaign log and the request the sandbox's callback list.
 */
const ownNumber = (info: TestInfo) => freshNumber(info, info.project.name === 'mobile' ? '0835' : '0834', 1);

const texts = {
  vi: {
    title: 'Chuẩn hoá thông tin thuê bao',
    ways: 'Ba cách cập nhật thông tin',
    phone: 'Số điện thoại nhận cuộc gọi',
    send: 'Gửi',
    invalid: 'Số thuê bao không hợp lệ, vui lòng kiểm tra lại',
    notice: 'Thông báo',
    close: 'Đóng',
    sms: 'Soạn TTTB gửi 1414',
    ussd: 'Bấm *110#',
  },
  'en-US': {
    title: 'Subscriber information standardisation',
    ways: 'Three ways to update',
    phone: 'Number to call back',
    send: 'Send',
    invalid: 'Invalid subscriber number, please check it',
    notice: 'Notice',
    close: 'Close',
    sms: 'Text TTTB to 1414',
    ussd: 'Dial *110#',
  },
} as const;

const paths = ['/tttb', '/cap-nhat-tt', '/thongtinthuebao'] as const;

for (const [index, locale] of locales.entries()) {
  const t = texts[locale];

  test(`LAND-01 … LAND-11 ERR-24 a visitor asks to be called back and reads the operator's answer; the view and the click are logged, in ${locale}`, async ({
    page,
  }, info) => {
    const number = ownNumber(info);
    const local = number.replace(/^84/, '0');
    // Each language takes one of the page's other paths, so all three are walked.
    await openIn(page, locale, `${paths[index + 1] ?? paths[0]}?msisdn=${international(number)}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.ways })).toBeVisible();
    // LAND-02, LAND-07: the number from the address, shown and filled in (84 becomes 0).
    await expect(page.getByText(`${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`)).toBeVisible();
    const field = page.getByRole('textbox', { name: t.phone });
    await expect(field).toHaveValue(local);
    // LAND-04, LAND-05.
    await expect(page.getByText(t.sms)).toBeVisible();
    await expect(page.getByText(t.ussd)).toBeVisible();
    await expectNoAxeViolations(page);

    // LAND-08, LAND-09: a wrong number is refused in its field and nothing is sent.
    await field.fill('0123');
    await page.getByRole('button', { name: t.send, exact: true }).click();
    await expect(page.getByText(t.invalid)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill(local);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');

    // LAND-10, LAND-11: sent with the signed token; the operator's message in the Thông báo modal.
    const sent = page.waitForRequest((request) => request.url().endsWith('_add_contact_update_user_info'));
    await page.getByRole('button', { name: t.send, exact: true }).click();
    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ msisdn: international(number), partner_code: 'WEB' });
    expect(body['token']).toMatch(/^[0-9a-f]{64}$/);
    const dialog = page.getByRole('alertdialog', { name: t.notice });
    await expect(dialog).toContainText('24 giờ');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toBeHidden();

    // The request is on the sandbox's callback list; the view and the click are in the campaign log.
    const requests = (await (await page.request.get('/__sandbox/api/contact-requests')).json()) as {
      requests: { msisdn: string }[];
    };
    expect(requests.requests.map((row) => row.msisdn)).toContain(international(number));
    await expect
      .poll(async () =>
        (await loggedCalls(page.request, international(number)))
          .filter((row) => row.call === 'product_campaign_action_log')
          .map((row) => `${String(row.body['action'])}:${String(row.body['target'] ?? '')}`)
          .sort(),
      )
      .toEqual(['click:send', 'view:']);
  });
}
