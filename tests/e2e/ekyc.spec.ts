import { deflateSync } from 'node:zlib';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, freshNumber, locales, openIn, test } from '../support/fixtures';
import { international, latestCode, signInByApi } from '../support/sandbox';

/**
 * Issue 19 (ACC-55 … ACC-66, ERR-47 … ERR-50, SHELL-033, SHELL-034): the identity update with photos
 * made in the test, every refusal the eKYC simulator can choose, then an approval through the
 * standardisation path. Each run signs in a number of its own (the simulator's choice is per number).
 */
const ownNumber = (info: TestInfo) => freshNumber(info, info.project.name === 'mobile' ? '0837' : '0836', 1);

const texts = {
  vi: {
    updateTitle: 'Cập nhật giấy tờ tùy thân (eKYC)',
    standardiseTitle: 'Chuẩn hóa thông tin thuê bao',
    start: 'Bắt đầu cập nhật',
    sides: { front: 'Mặt trước giấy tờ', back: 'Mặt sau giấy tờ', portrait: 'Ảnh chân dung' },
    preview: (side: string) => `Ảnh đã chọn: ${side}`,
    send: 'Gửi ảnh để xác thực',
    refusals: {
      imageQuality: 'Ảnh giấy tờ chưa đạt',
      faceMismatch: 'Ảnh chân dung không khớp với giấy tờ',
      serviceUnavailable: 'Chưa kết nối được dịch vụ xác thực',
      idOverLimit: 'Giấy tờ đã đăng ký cho quá 3 số',
    },
    retakeCard: 'Chụp lại ảnh giấy tờ',
    retakePortrait: 'Chụp lại ảnh chân dung',
    sendAgain: 'Gửi lại',
    stores: 'Tìm cửa hàng gần bạn',
    confirm: 'Xác nhận cập nhật',
    approved: 'Cập nhật thông tin thành công',
    upToDate: 'Thông tin thuê bao của bạn đã chuẩn hóa, không cần cập nhật thêm.',
  },
  'en-US': {
    updateTitle: 'Update your ID papers (eKYC)',
    standardiseTitle: 'Standardise your subscriber information',
    start: 'Start the update',
    sides: { front: 'Front of the ID card', back: 'Back of the ID card', portrait: 'Portrait' },
    preview: (side: string) => `Chosen photo: ${side}`,
    send: 'Send the photos for checking',
    refusals: {
      imageQuality: 'The ID card photos are not good enough',
      faceMismatch: 'The portrait does not match the ID card',
      serviceUnavailable: 'The checking service cannot be reached',
      idOverLimit: 'This ID is registered to more than 3 numbers',
    },
    retakeCard: 'Retake the card photos',
    retakePortrait: 'Retake the portrait',
    sendAgain: 'Send again',
    stores: 'Find a store near you',
    confirm: 'Confirm the update',
    approved: 'Your information is updated',
    upToDate: 'Your subscriber information is already standardised; there is nothing more to update.',
  },
} as const;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A small valid PNG of one colour, built here (no file on disk): signature, IHDR, IDAT, IEND. */
function png(width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photos = {
  front: png(320, 200, [0, 84, 180]),
  back: png(320, 200, [0, 120, 90]),
  portrait: png(200, 260, [150, 90, 40]),
};

type Side = keyof typeof photos;
type Outcome = 'approve' | keyof (typeof texts)['vi']['refusals'];

/** The eKYC simulator (sandbox, local use): what the number's next check answers. */
async function simulate(page: Page, msisdn: string, outcome: Outcome) {
  const answer = await page.request.post('/__sandbox/api/ekyc-outcome', {
    data: { msisdn: international(msisdn), outcome },
  });
  expect(answer.ok()).toBe(true);
}

for (const locale of locales) {
  const t = texts[locale];

  /** Takes the photos whose inputs are showing; each shows its preview. */
  async function takePhotos(page: Page, sides: readonly Side[]) {
    for (const side of sides) {
      await page
        .getByLabel(t.sides[side])
        .setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: photos[side] });
      await expect(page.getByRole('img', { name: t.preview(t.sides[side]) })).toBeVisible();
    }
  }

  async function sendAndSee(page: Page, outcome: Exclude<Outcome, 'approve'>) {
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.refusals[outcome] })).toBeFocused();
  }

  test(`ACC-55 ACC-56 ACC-58 ERR-47 ERR-48 ERR-49 ERR-50 SHELL-033 SHELL-034 each refusal told with its next step, then an approval, in ${locale}`, async ({
    page,
  }, testInfo) => {
    const msisdn = ownNumber(testInfo);
    await signInByApi(page, msisdn);

    // ERR-48: image quality. All three photos, previewed, then refused; the card photos are asked again.
    await simulate(page, msisdn, 'imageQuality');
    await openIn(page, locale, '/ekyc');
    await expect(page.getByRole('heading', { level: 1, name: t.updateTitle })).toBeVisible();
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.locator('input[type="file"][accept="image/*"][capture]')).toHaveCount(3);
    await takePhotos(page, ['front', 'back', 'portrait']);
    await expectNoAxeViolations(page);
    await sendAndSee(page, 'imageQuality');
    await expectNoAxeViolations(page);

    // ERR-49: face mismatch after retaking the card; the portrait is asked again.
    await simulate(page, msisdn, 'faceMismatch');
    await page.getByRole('button', { name: t.retakeCard }).click();
    await expect(page.getByRole('img', { name: t.preview(t.sides.portrait) })).toBeVisible();
    await takePhotos(page, ['front', 'back']);
    await sendAndSee(page, 'faceMismatch');

    // ERR-50: the AI service is down; every photo is kept, the same three go again.
    await simulate(page, msisdn, 'serviceUnavailable');
    await page.getByRole('button', { name: t.retakePortrait }).click();
    await takePhotos(page, ['portrait']);
    await sendAndSee(page, 'serviceUnavailable');

    // ERR-47: the ID is on more than 3 numbers: a store, no retake.
    await simulate(page, msisdn, 'idOverLimit');
    await page.getByRole('button', { name: t.sendAgain }).click();
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(3);
    await sendAndSee(page, 'idOverLimit');
    await expect(page.getByRole('link', { name: t.stores })).toBeVisible();
    await expectNoAxeViolations(page);

    // Approved, through the standardisation path: code from the number's inbox, then the result.
    await simulate(page, msisdn, 'approve');
    await page.goto('/ekyc_tttb');
    await expect(page.getByRole('heading', { level: 1, name: t.standardiseTitle })).toBeVisible();
    await page.getByRole('button', { name: t.start }).click();
    await takePhotos(page, ['front', 'back', 'portrait']);
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('button', { name: t.confirm })).toBeVisible();
    await expectNoAxeViolations(page);
    const code = await latestCode(page.request, msisdn, { service: 'ekyc_identification', after: sentAfter });
    await page.getByRole('main').getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.approved })).toBeVisible();
    await expectNoAxeViolations(page);

    // Later: the standardisation has nothing left to do.
    await page.reload();
    await expect(page.getByText(t.upToDate)).toBeVisible();
  });
}
