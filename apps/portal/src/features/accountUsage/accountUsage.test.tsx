import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, vietnamDateOf } from '@selfcare/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { renderRoutes, warmShell } from '../../../test/router';

const ok = (result: unknown) => json({ error_code: '0', message: 'Thành công', result });
const today = vietnamDateOf(new Date());
const at = (daysAgo: number, hour: number) =>
  new Date(
    Date.parse(`${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:00:00+07:00`),
  ).toISOString();

const prepaidInfo = ok({ MSISDN: '84912345678', SUBSCRIBER_TYPE: 'prepaid', STATUS: 'active' });
const postpaidInfo = ok({ MSISDN: '84913456789', SUBSCRIBER_TYPE: 'postpaid', STATUS: 'active' });
const usage = ok([
  {
    B_SUBS: '0913456789',
    CALL_TYPE: 'Gọi nội mạng',
    DURATION: 65,
    USAGE_TYPE: 'CALL',
    CHARGE: 1760,
    START_TIME: at(1, 9),
  },
  {
    B_SUBS: '0903123456',
    CALL_TYPE: 'SMS, "ngoại mạng"',
    DURATION: 0,
    USAGE_TYPE: 'SMS',
    CHARGE: 350,
    START_TIME: at(2, 12),
  },
  {
    B_SUBS: 'm3-world',
    CALL_TYPE: 'Data 4G',
    DURATION: 600,
    USAGE_TYPE: 'DATA',
    CHARGE: 0,
    VOLUME_BYTES: 1.5 * 1024 * 1024,
    START_TIME: at(2, 20),
  },
]);

const signIn = () => {
  window.localStorage.setItem('mobile', '84912345678');
  window.localStorage.setItem('session', 's-1');
  window.localStorage.setItem('authorized', 'true');
};

beforeAll(warmShell, 60_000);
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('usage history (issue 17)', { timeout: 20_000 }, () => {
  it('API-070 CONST-78 a prepaid subscriber reads the last 30 days: chart, lines and totals', async () => {
    signIn();
    const operator = fakeOperator({ mobile_get_info: prepaidInfo, mobile_prepaid_hist_detail: usage });
    renderRoutes('/tai-khoan/lich-su-su-dung', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = within(await screen.findByRole('main'));
    const table = await main.findByRole('table', { name: 'Usage detail (3 lines)' }, { timeout: 10_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(main.getByText(/1 calls \(01:05\), 1 messages, 1\.5 MB of data, 2,110đ charged/)).toBeTruthy();
    expect(main.getByRole('tab', { name: 'Top-up history' })).toBeTruthy();
    expect(main.queryByRole('tab', { name: 'Bill history' })).toBeNull();
    expect(operator.called('mobile_prepaid_hist_detail')[0]?.body).toMatchObject({
      from_date: addDays(today, -29),
      to_date: today,
    });
  });

  it('CONST-78 the type and range go to the server and the address; a refused range is explained', async () => {
    signIn();
    const operator = fakeOperator({ mobile_get_info: prepaidInfo, mobile_prepaid_hist_detail: usage });
    const { router } = renderRoutes('/tai-khoan/lich-su-su-dung?type=sms', {
      fetchImpl: operator.fetchImpl,
      language: 'en-US',
    });
    const main = within(await screen.findByRole('main'));
    await main.findByRole('table', { name: /Usage detail/ }, { timeout: 10_000 });
    expect(operator.called('mobile_prepaid_hist_detail')[0]?.body).toMatchObject({ usage_type: 'sms' });
    const to = main.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, addDays(today, -40));
    await userEvent.click(main.getByRole('button', { name: 'Show' }));
    expect(await main.findByText('The end date must be after the start date.')).toBeTruthy();
    expect(router.state.location.search).toBe('?type=sms');
    await userEvent.clear(to);
    await userEvent.type(to, addDays(today, -1));
    await userEvent.click(main.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?type=sms&from=${addDays(today, -29)}&to=${addDays(today, -1)}`,
      ),
    );
  });

  it('exports the lines as CSV with a BOM, quoted fields and the header in the reader language', async () => {
    signIn();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    let fileName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    const operator = fakeOperator({ mobile_get_info: prepaidInfo, mobile_prepaid_hist_detail: usage });
    renderRoutes('/tai-khoan/lich-su-su-dung', { fetchImpl: operator.fetchImpl });
    await userEvent.click(await screen.findByRole('button', { name: 'Tải về CSV' }, { timeout: 10_000 }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(fileName).toBe(`lich-su-su-dung_all_${addDays(today, -29)}_${today}.csv`);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Thời gian,Loại,Số/điểm truy cập,Chi tiết,Thời lượng,Dung lượng,Cước (đồng)');
    expect(lines[2]).toContain('Tin nhắn,0903123456,"SMS, ""ngoại mạng""",,,350');
  });

  it('API-067 a postpaid subscriber opens the bills tab from the address', async () => {
    signIn();
    const operator = fakeOperator({
      mobile_get_info: postpaidInfo,
      mobile_post_billing_history: ok([
        { BILL_CYCLE: '10/2026', AMOUNT: 182000, PAID: 0, ISSUE_DATE: '2026-11-01T00:00:00.000Z' },
      ]),
    });
    renderRoutes('/tai-khoan/lich-su-su-dung?tab=bills', {
      fetchImpl: operator.fetchImpl,
      language: 'en-US',
    });
    const main = within(await screen.findByRole('main'));
    const table = await main.findByRole('table', { name: 'Bill history' }, { timeout: 10_000 });
    expect(within(table).getByRole('rowheader', { name: '10/2026' })).toBeTruthy();
    expect(within(table).getByText('Unpaid')).toBeTruthy();
    expect(operator.called('mobile_post_hist_detail')).toHaveLength(0);
  });
});
