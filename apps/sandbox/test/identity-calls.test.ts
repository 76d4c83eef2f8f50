import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { EKYC_PHOTO_MAX_BYTES, ekycRefusalCodes, ekycRefusals } from '@selfcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../src/services/ekyc-files';
import { blobOf, jpegBytes, pngBytes } from './photos';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const freshNumber = numberSeries(19);

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
  rmSync(uploadsDir(sandbox.app.config), { recursive: true, force: true });
});

/** A real JPEG (the sandbox decodes every photo, issue 47), padded after its end to `size` bytes when asked. */
const jpeg = (size?: number) => {
  const image = jpegBytes();
  const bytes = new Uint8Array(Math.max(size ?? 0, image.length));
  bytes.set(image);
  return blobOf(bytes);
};
const png = () => blobOf(pngBytes(), 'image/png');

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function upload(
  fields: Record<string, string | Blob>,
  row = 'vnpt_identification_v3',
): Promise<Answer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, value, ...(value instanceof Blob ? ['photo.jpg'] : []));
  const response = await fetch(`${sandbox.url}/api/mobile/${row}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const tokenOf = async (session: string) =>
  String(
    ((await sandbox.post('/api/mobile/vnpt_get_ekyc_token', { session }))['result'] as { token_id: string })
      .token_id,
  );

const photos = (overrides: Record<string, string | Blob> = {}) => ({
  front_image: jpeg(),
  back_image: png(),
  portrait_image: jpeg(4096),
  ...overrides,
});

async function choose(msisdn: string, outcome: string) {
  const response = await fetch(`${sandbox.url}/__sandbox/api/ekyc-outcome`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msisdn, outcome }),
  });
  return response.status;
}

describe('identity update (API-103 … API-114)', () => {
  it('ACC-58 issue 47 item 6: photos are checked by content (400) and size (413) in the operator’s shape, the token kept', async () => {
    const msisdn = freshNumber();
    const session = await sandbox.login(msisdn);
    const token_id = await tokenOf(session);
    const gif = new Blob([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0])], {
      type: 'image/jpeg',
    });
    const notImage = await upload({ session, token_id, ...photos({ front_image: gif }) });
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ error_code: 'BAD_REQUEST' });
    expect(String(notImage.body['message'])).toContain('front_image');
    const tooLarge = await upload({
      session,
      token_id,
      ...photos({ back_image: jpeg(EKYC_PHOTO_MAX_BYTES + 1) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE' });
    expect(String(tooLarge.body['message'])).toContain('back_image');
    const text = await upload({ session, token_id, ...photos({ portrait_image: 'not a file' }) });
    expect(text.status).toBe(400);
    // None of the refusals used the token.
    const good = await upload({ session, token_id, ...photos() });
    expect(good.body['error_code']).toBe('0');
  });

  it('ERR-47 … ERR-50 the simulator’s chosen refusal answers the upload; the files stay on disk with the record', async () => {
    const msisdn = freshNumber();
    const session = await sandbox.login(msisdn);
    for (const refusal of ekycRefusals) {
      expect(await choose(msisdn, refusal)).toBe(200);
      const answer = await upload(
        { session, token_id: await tokenOf(session), ...photos() },
        'ekyc_identification_ver2',
      );
      expect(answer.status).toBe(200);
      expect(answer.body['error_code']).toBe(ekycRefusalCodes[refusal]);
      expect(String(answer.body['message'])).not.toBe('');
    }
    const status = await sandbox.post('/api/mobile/vnpt_update_info_check_status', { session });
    expect((status['result'] as { STATUS: string }).STATUS).toBe('none');
    expect(await choose(msisdn, 'bogus')).toBe(400);
  });

  it('ACC-55 ACC-56 ACC-62 approve: data read, code to the number, confirmed, approved; the sheet and the owner flag follow', async () => {
    const msisdn = freshNumber();
    const session = await sandbox.login(msisdn);
    const before = await sandbox.post('/api/mobile/vnpt_update_info_popup', { session });
    expect((before['result'] as { SHOW: string }).SHOW).toBe('1');
    await choose(msisdn, 'approve');
    const answer = await upload({
      session,
      token_id: await tokenOf(session),
      ...photos(),
      purpose: 'standardise',
    });
    expect(answer.body['error_code']).toBe('0');
    const result = answer.body['result'] as { REQUEST_ID: number; ID_NUMBER: string };
    expect(result.ID_NUMBER).toMatch(/^\d{12}$/);
    const stored = join(uploadsDir(sandbox.app.config), 'ekyc', String(result.REQUEST_ID));
    // Issue 47 item 6: every photo is kept as a fresh JPEG, the PNG too.
    expect(readdirSync(stored).sort()).toEqual(['back.jpg', 'front.jpg', 'portrait.jpg']);
    const wrong = await sandbox.post('/api/mobile/vnpt_identification_check_otp', {
      session,
      request_id: String(result.REQUEST_ID),
      otp: '000000',
    });
    expect(wrong['error_code']).toBe('550');
    const confirmed = await sandbox.post('/api/mobile/vnpt_identification_check_otp', {
      session,
      request_id: String(result.REQUEST_ID),
      otp: await sandbox.latestCode(msisdn),
    });
    expect(confirmed).toMatchObject({ error_code: '0', result: { STATUS: 'approved' } });
    const status = await sandbox.post('/api/mobile/vnpt_update_info_check_status', { session });
    expect(status['result']).toMatchObject({ STATUS: 'approved', PURPOSE: 'standardise' });
    const owner = await sandbox.post('/api/mobile/vnpt_check_chinhchu', { session });
    expect(owner['result']).toMatchObject({ IS_OWNER: '1', IS_VIP: '0' });
    const sheet = await sandbox.post('/api/mobile/vnpt_get_tbc_file', { session });
    expect((sheet['result'] as { ID_NUMBER: string }).ID_NUMBER).toContain('*');
    const after = await sandbox.post('/api/mobile/vnpt_update_info_popup', { session });
    expect((after['result'] as { SHOW: string }).SHOW).toBe('0');
    const log = await sandbox.post('/api/mobile/vnpt_identification_log', { session, step: 'confirmed' });
    expect(log['error_code']).toBe('0');
    const help = await sandbox.post('/api/mobile/vnpt_send_support_log', {
      session,
      code: 'EKYC_FACE_MISMATCH',
    });
    expect(help['error_code']).toBe('0');
  });

  it('ACC-56 a token and a request answer only their own subscriber, once', async () => {
    const owner = freshNumber();
    const other = freshNumber();
    const ownerSession = await sandbox.login(owner);
    const otherSession = await sandbox.login(other);
    const token_id = await tokenOf(ownerSession);
    const stolen = await upload({ session: otherSession, token_id, ...photos() });
    expect(stolen.body['error_code']).toBe('EKYC_TOKEN_INVALID');
    const mine = await upload({ session: ownerSession, token_id, ...photos() });
    const requestId = String((mine.body['result'] as { REQUEST_ID: number }).REQUEST_ID);
    const again = await upload({ session: ownerSession, token_id, ...photos() });
    expect(again.body['error_code']).toBe('EKYC_TOKEN_INVALID');
    const foreign = await sandbox.post('/api/mobile/vnpt_identification_check_otp', {
      session: otherSession,
      request_id: requestId,
      otp: await sandbox.latestCode(owner),
    });
    expect(foreign['error_code']).toBe('EKYC_REQUEST_UNKNOWN');
    const noSession = await upload({ token_id, ...photos() });
    expect(noSession.body['error_code']).toBe('401');
  });

  it('ACC-62 held for review: the confirmed request waits, blocks another, then the tester decides', async () => {
    const msisdn = freshNumber();
    const session = await sandbox.login(msisdn);
    await choose(msisdn, 'review');
    const answer = await upload({ session, token_id: await tokenOf(session), ...photos() });
    const requestId = String((answer.body['result'] as { REQUEST_ID: number }).REQUEST_ID);
    const confirmed = await sandbox.post('/api/mobile/vnpt_identification_check_otp', {
      session,
      request_id: requestId,
      otp: await sandbox.latestCode(msisdn),
    });
    expect(confirmed['result']).toMatchObject({ STATUS: 'pending' });
    const waiting = await sandbox.post('/api/mobile/vnpt_update_info_check_status', { session });
    expect(waiting['result']).toMatchObject({ STATUS: 'pending', DECIDED_AT: null });
    const another = await upload({ session, token_id: await tokenOf(session), ...photos() });
    expect(another.body['error_code']).toBe('EKYC_PENDING');
    const decide = (status: string) =>
      fetch(`${sandbox.url}/__sandbox/api/ekyc/${requestId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
    expect((await decide('maybe')).status).toBe(400);
    expect((await decide('rejected')).status).toBe(200);
    expect((await decide('approved')).status).toBe(404);
    const decided = await sandbox.post('/api/mobile/vnpt_update_info_check_status', { session });
    expect(decided['result']).toMatchObject({ STATUS: 'rejected' });
  });

  it('ACC-61 a VIP number is refused online', async () => {
    const session = await sandbox.loginWithPassword('0888888888');
    const owner = await sandbox.post('/api/mobile/vnpt_check_chinhchu', { session });
    expect((owner['result'] as { IS_VIP: string }).IS_VIP).toBe('1');
    const answer = await upload({ session, token_id: await tokenOf(session), ...photos() });
    expect(answer.body['error_code']).toBe('EKYC_VIP');
  });
});
