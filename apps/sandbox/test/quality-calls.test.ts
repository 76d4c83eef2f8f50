import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_DAY } from '../src/handlers/quality';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(57);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

interface ListedReport {
  CCOS_ID: number;
  CONTENT: string;
  ADDRESS: string | null;
  LATITUDE: number | null;
  VOTES: number;
  VOTED: boolean;
  MINE: boolean;
}

const reports = async (session?: string) =>
  (await sandbox.post('/api/mobile/mobile_staff_list_ccos', session === undefined ? {} : { session }))[
    'result'
  ] as ListedReport[];

const fileReport = (session: string, fields: Record<string, unknown> = {}) =>
  sandbox.post('/api/mobile/mobile_staff_post_ccos', {
    session,
    category_id: '11',
    content: 'Sóng yếu trong nhà cả ngày hôm nay',
    province_id: '1',
    district_id: '104',
    precinct_id: '10401',
    ...fields,
  });

const vote = (session: string, id: number) =>
  sandbox.post('/api/mobile/mobile_staff_update_vote', { session, ccos_id: String(id) });

describe('service quality (API-099 … API-102, ACC-73)', () => {
  it('ACC-73 API-100 the category tree answers a guest, in both languages', async () => {
    const tree = (await sandbox.post('/api/mobile/mobile_staff_list_category', {}))['result'];
    expect(tree).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Mạng di động',
          name_en: 'Mobile network',
          childs: expect.arrayContaining([expect.objectContaining({ id: 11, name: 'Sóng yếu' })]),
        }),
      ]),
    );
  });

  it('ACC-73 API-099 a guest sees the seeded reports with their votes and no reporter', async () => {
    const listed = await reports();
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(listed.every((report) => !report.VOTED && !report.MINE)).toBe(true);
    expect(listed.some((report) => report.ADDRESS === 'Phường Dịch Vọng, Quận Cầu Giấy, Hà Nội')).toBe(true);
    expect(listed.some((report) => report.LATITUDE !== null)).toBe(true);
    expect(JSON.stringify(listed)).not.toMatch(/849\d{8}/);
  });

  it('ACC-73 API-101 a filed report is listed first as the caller’s own, counted as their vote', async () => {
    const session = await sandbox.login(nextNumber());
    const filed = await fileReport(session, {
      province_id: undefined,
      district_id: undefined,
      precinct_id: undefined,
      latitude: 21.02,
      longitude: 105.81,
    });
    expect(filed['error_code']).toBe('0');
    const id = (filed['result'] as { CCOS_ID: number }).CCOS_ID;
    const [first] = await reports(session);
    expect(first).toMatchObject({ CCOS_ID: id, MINE: true, VOTED: true, VOTES: 1, ADDRESS: null });
    const seenByOther = (await reports(await sandbox.login(nextNumber()))).find((r) => r.CCOS_ID === id);
    expect(seenByOther).toMatchObject({ MINE: false, VOTED: false, VOTES: 1 });
  });

  it('API-102 one vote per subscriber and report, even when sent in parallel', async () => {
    const id = (await reports())[0]?.CCOS_ID ?? 0;
    const before = (await reports()).find((r) => r.CCOS_ID === id)?.VOTES ?? 0;
    const voters = [await sandbox.login(nextNumber()), await sandbox.login(nextNumber())];
    const answers = await Promise.all(
      voters.flatMap((session) => Array.from({ length: 5 }, () => vote(session, id))),
    );
    const counted = answers.filter((answer) => answer['error_code'] === '0');
    expect(counted).toHaveLength(2);
    expect(answers.filter((answer) => answer['error_code'] === 'VOTE_EXISTS')).toHaveLength(8);
    expect((await reports()).find((r) => r.CCOS_ID === id)?.VOTES).toBe(before + 2);
    expect((await reports(voters[0])).find((r) => r.CCOS_ID === id)?.VOTED).toBe(true);
  });

  it('ERR-01 bad input is a 400 in the operator’s shape; a guest gets the 401', async () => {
    const session = await sandbox.login(nextNumber());
    for (const wrong of [
      { category_id: '1' }, // a category with children
      { category_id: '999' },
      { content: '  ngắn  ' },
      { precinct_id: '10101' }, // a ward of another district
      { precinct_id: undefined },
      { latitude: 21, longitude: 105 }, // both places at once
    ]) {
      const refused = await sandbox.postRaw(
        '/api/mobile/mobile_staff_post_ccos',
        JSON.stringify({
          session,
          category_id: '11',
          content: 'Sóng yếu trong nhà cả ngày hôm nay',
          province_id: '1',
          district_id: '104',
          precinct_id: '10401',
          ...wrong,
        }),
        { 'content-type': 'application/json' },
      );
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
      expect(await refused.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
    }
    const unknown = await sandbox.postRaw(
      '/api/mobile/mobile_staff_update_vote',
      JSON.stringify({ session, ccos_id: '99999' }),
      { 'content-type': 'application/json' },
    );
    expect(unknown.status).toBe(400);
    expect(await fileReport('')).toMatchObject({ error_code: '401' });
    expect(await sandbox.post('/api/mobile/mobile_staff_update_vote', { ccos_id: '1' })).toMatchObject({
      error_code: '401',
    });
  });

  it(`ACC-73 a subscriber files at most ${REPORTS_PER_DAY} reports a day`, async () => {
    const session = await sandbox.login(nextNumber());
    for (let filed = 0; filed < REPORTS_PER_DAY; filed += 1)
      expect((await fileReport(session))['error_code']).toBe('0');
    expect(await fileReport(session)).toMatchObject({ error_code: 'CCOS_LIMIT' });
  });
});
