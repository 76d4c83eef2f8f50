import type { TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, freshNumber, locales, openIn, test } from '../support/fixtures';
import { signInByApi } from '../support/sandbox';

/** Each run signs in a number of its own: a vote counts once per subscriber (sandbox). */
const ownNumber = (info: TestInfo) => freshNumber(info, info.project.name === 'mobile' ? '0828' : '0827', 1);

/** A seeded report (sandbox seed/support.ts): its text is the reporter's and is not translated. */
const seededReport = 'Buổi tối từ 20 giờ đến 23 giờ tốc độ 4G rất chậm';

const texts = {
  vi: {
    title: 'Phản ánh chất lượng dịch vụ',
    category: 'Loại phản ánh',
    option: 'Mạng di động › Sóng yếu',
    province: 'Tỉnh/Thành phố',
    district: 'Quận/Huyện',
    ward: 'Phường/Xã',
    description: 'Mô tả vấn đề',
    submit: 'Gửi phản ánh',
    thanks: /Đã gửi phản ánh của bạn/,
    mine: 'Phản ánh của bạn',
    voted: 'Bạn đã bình chọn',
    vote: 'Tôi cũng gặp: Truy cập chậm',
  },
  'en-US': {
    title: 'Service quality reports',
    category: 'Problem type',
    option: 'Mobile network › Weak signal',
    province: 'Province or city',
    district: 'District',
    ward: 'Ward or commune',
    description: 'Describe the problem',
    submit: 'Send the report',
    thanks: /Your report has been sent/,
    mine: 'Your report',
    voted: 'You voted',
    vote: 'Me too: Slow data',
  },
} as const;

for (const locale of locales) {
  const text = texts[locale];

  test(`ACC-73 file a quality report by address and vote on another, in ${locale}`, async ({
    page,
  }, testInfo) => {
    await signInByApi(page, ownNumber(testInfo));
    await openIn(page, locale, '/tinh-nang/phan-anh-chat-luong');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: seededReport })).toBeVisible();

    // VAL-12: sending nothing asks for every field and focuses the first.
    await main.getByRole('button', { name: text.submit }).click();
    await expect(main.getByRole('combobox', { name: text.category })).toBeFocused();
    await expect(main.getByRole('combobox', { name: text.province })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await main.getByRole('combobox', { name: text.category }).click();
    await page.getByRole('option', { name: text.option }).click();
    // The address cascade: each list loads once its parent is chosen (help_get_*_1800).
    for (const [field, option] of [
      [text.province, 'Hà Nội'],
      [text.district, 'Quận Cầu Giấy'],
      [text.ward, 'Phường Dịch Vọng'],
    ] as const) {
      const select = main.getByRole('combobox', { name: field });
      await expect(select).toBeEnabled();
      await select.click();
      await page.getByRole('option', { name: option }).click();
    }
    const written = `Sóng yếu ${testInfo.project.name} ${locale}: mất sóng trong nhà từ sáng.`;
    await main.getByRole('textbox', { name: text.description }).fill(written);
    const filing = page.waitForRequest('**/mobile_staff_post_ccos');
    await main.getByRole('button', { name: text.submit }).click();
    expect((await filing).postDataJSON()).toMatchObject({
      category_id: '11',
      content: written,
      province_id: '1',
      district_id: '104',
      precinct_id: '10401',
    });
    await expect(main.getByRole('status').filter({ hasText: text.thanks })).toBeVisible();
    await expect(main.getByRole('textbox', { name: text.description })).toHaveValue('');

    // The new report is listed as the subscriber's own, with its place and their vote.
    const mine = main.getByRole('listitem').filter({ hasText: written });
    await expect(mine.getByText(text.mine)).toBeVisible();
    await expect(mine.getByText(/Phường Dịch Vọng, Quận Cầu Giấy, Hà Nội/)).toBeVisible();
    await expect(mine.getByText(text.voted)).toBeVisible();

    // API-102: one vote on another subscriber's report; the button gives way to the mark.
    const other = main.getByRole('listitem').filter({ hasText: seededReport });
    await other.getByRole('button', { name: text.vote }).click();
    await expect(other.getByText(text.voted)).toBeVisible();
    await expect(other.getByRole('button', { name: text.vote })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
