import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobOf, jpegBytes } from './photos';
import { startTestSandbox, type TestSandbox } from './support';
import { TICKETS_PER_DAY } from '../src/handlers/support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** custservice_send_trouble is multipart, as the portal sends it (with a photo file when there is one). */
async function sendTrouble(
  fields: Record<string, string | Blob>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${sandbox.url}/api/mobile/custservice_send_trouble`, {
    method: 'POST',
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const sentList = async (session: string) =>
  (await sandbox.post('/api/mobile/custservice_get_sent_trouble_v2', { session }))['result'] as {
    TROUBLE_ID: number;
    CONTENT: string;
    STATUS: string;
    HAS_PHOTO: boolean;
    HISTORY: { STATUS: string }[];
  }[];

describe('support (API-087, API-091 … API-093)', () => {
  it('ACC-69 API-087 the FAQ answers a guest, grouped, in both languages', async () => {
    const faq = await sandbox.post('/api/mobile/help_get_faq', {});
    expect(faq['error_code']).toBe('0');
    const rows = faq['result'] as Record<string, unknown>[];
    expect(new Set(rows.map((row) => row['GROUP_ID'])).size).toBe(3);
    expect(rows[0]).toMatchObject({
      GROUP_NAME: 'Tài khoản và đăng nhập',
      GROUP_NAME_EN: 'Account and sign-in',
    });
    expect(rows.every((row) => typeof row['QUESTION_EN'] === 'string')).toBe(true);
  });

  it('ACC-67 API-091 the frequent errors answer a guest, each with its category', async () => {
    const errors = await sandbox.post('/api/mobile/custservice_get_frequently_errors_all', {});
    expect(errors['result']).toEqual(
      expect.arrayContaining([expect.objectContaining({ CATEGORY_ID: 4, CATEGORY_NAME: 'Khác' })]),
    );
  });

  it('ACC-67 ACC-68 a sent ticket with a photo is in its sender’s list only, received', async () => {
    const session = await sandbox.loginWithPassword('0913456789');
    // A real photo: the sandbox decodes it (issue 47 item 6, test/uploads-headers.test.ts).
    const photo = blobOf(jpegBytes());
    const sent = await sendTrouble({
      session,
      category_id: '2',
      content: 'Không vào được 4G tại nhà.',
      contact_phone: '84913456789',
      photo,
    });
    expect(sent).toMatchObject({ status: 200, body: { error_code: '0' } });
    const id = (sent.body['result'] as { TROUBLE_ID: number }).TROUBLE_ID;
    const mine = await sentList(session);
    expect(mine[0]).toMatchObject({
      TROUBLE_ID: id,
      STATUS: 'received',
      HAS_PHOTO: true,
      HISTORY: [{ STATUS: 'received' }],
    });
    const other = await sentList(await sandbox.loginWithPassword('0911223344'));
    expect(other.map((ticket) => ticket.TROUBLE_ID)).not.toContain(id);
  });

  it('ACC-68 the seeded ticket shows its whole history', async () => {
    const [ticket] = await sentList(await sandbox.loginWithPassword('0912345678'));
    expect(ticket?.STATUS).toBe('answered');
    expect(ticket?.HISTORY.map((event) => event.STATUS)).toEqual(['received', 'processing', 'answered']);
  });

  it('ERR-01 bad input is a 400 in the operator’s shape; a guest gets the 401', async () => {
    const session = await sandbox.loginWithPassword('0942123456');
    const base = {
      session,
      category_id: '1',
      content: 'Mất sóng cả ngày hôm nay',
      contact_phone: '84942123456',
    };
    for (const wrong of [
      { category_id: '99' },
      { content: '   ' },
      { contact_phone: 'abc' },
      { category_id: 'x' },
    ]) {
      const refused = await sendTrouble({ ...base, ...wrong });
      expect(refused).toMatchObject({ status: 400, body: { error_code: 'BAD_REQUEST' } });
    }
    const { session: _dropped, ...guest } = base;
    expect((await sendTrouble(guest)).body).toMatchObject({ error_code: '401' });
    expect(await sandbox.post('/api/mobile/custservice_get_sent_trouble_v2', {})).toMatchObject({
      error_code: '401',
    });
  });

  it(`ACC-67 a subscriber sends at most ${TICKETS_PER_DAY} tickets a day`, async () => {
    const session = await sandbox.loginWithPassword('0943234567');
    const ticket = {
      session,
      category_id: '4',
      content: 'Yêu cầu hỗ trợ thử nghiệm',
      contact_phone: '84943234567',
    };
    for (let sent = 0; sent < TICKETS_PER_DAY; sent += 1)
      expect((await sendTrouble(ticket)).body['error_code']).toBe('0');
    expect((await sendTrouble(ticket)).body).toMatchObject({ error_code: 'TROUBLE_LIMIT' });
  });
});
