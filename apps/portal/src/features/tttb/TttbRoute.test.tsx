import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeOperator, json, type Reply } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { sessionKeys } from '../../lib/storage';
import { Component as TttbRoute } from './TttbRoute';

const serverMessage = 'Cảm ơn Quý khách. Nhân viên sẽ gọi lại số 0912 345 678 trong vòng 24 giờ.';

function open(path: string, replies: Record<string, Reply> = {}) {
  const operator = fakeOperator({
    vnpt_add_contact_update_user_info: json({ error_code: '0', message: serverMessage }),
    ...replies,
  });
  const { wrapper: Providers } = testPortal(operator.fetchImpl);
  const router = createMemoryRouter([{ path: '/tttb', Component: TttbRoute }], { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return operator;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('subscriber-information page', () => {
  it('LAND-01 … LAND-05 LAND-07 shows the number from the query, the three ways and both hints', async () => {
    open('/tttb?msisdn=84912345678');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('0912 345 678')).toBeTruthy();
    expect(screen.getByRole('textbox')).toHaveProperty('value', '0912345678');
    expect(screen.getByRole('link', { name: /Mở trang cập nhật/ }).getAttribute('href')).toContain(
      'msisdn=0912345678',
    );
    expect(screen.getByText(/TTTB/).textContent).toContain('1414');
    expect(screen.getByText(/\*110#/)).toBeTruthy();
  });

  it('LAND-10 LAND-11 ERR-24 sends the number with its signed token and shows the server message in Thông báo', async () => {
    window.sessionStorage.setItem(sessionKeys.channel, 'sms');
    window.sessionStorage.setItem(sessionKeys.campaign, 'TTTB2025');
    const operator = open('/tttb?msisdn=84912345678');
    await userEvent.click(await screen.findByRole('button', { name: 'Gửi' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Thông báo')).toBeTruthy();
    expect(within(dialog).getByText(serverMessage)).toBeTruthy();
    const sent = operator.called('vnpt_add_contact_update_user_info')[0]?.body;
    expect(sent).toMatchObject({ msisdn: '84912345678', partner_code: 'WEB', token: 'signed' });
    expect(sent?.['request_id']).toMatch(/^\d{13}$/);
    // LAND-71: the view and the click, with the campaign the short link stored.
    await waitFor(() => expect(operator.called('vnpt_campaign_action_log')).toHaveLength(2));
    expect(operator.called('vnpt_campaign_action_log').map((call) => call.body['action'])).toEqual([
      'view',
      'click',
    ]);
    expect(operator.called('vnpt_campaign_action_log')[1]?.body).toMatchObject({
      target: 'send',
      campaign_code: 'TTTB2025',
      pr_channel: 'sms',
    });
    expect(operator.called('log_access_web')).toHaveLength(1);
  });

  it('ERR-24 a refusal is the server message too', async () => {
    open('/tttb?msisdn=0912345678', {
      vnpt_add_contact_update_user_info: json({
        error_code: 'CONTACT_LIMIT',
        message: 'Đã gửi đủ 3 yêu cầu hôm nay.',
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Gửi' }));
    expect(
      within(await screen.findByRole('alertdialog')).getByText('Đã gửi đủ 3 yêu cầu hôm nay.'),
    ).toBeTruthy();
  });

  it('a failure without an answer is said under the form, which keeps the number', async () => {
    open('/tttb?msisdn=0912345678', {
      vnpt_add_contact_update_user_info: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Gửi' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/kết nối/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('textbox')).toHaveProperty('value', '0912345678');
  });

  it('LAND-08 LAND-09 VAL-09 a wrong number sends nothing; an invalid query prefills nothing', async () => {
    const operator = open('/tttb?msisdn=12345');
    const field = await screen.findByRole('textbox');
    expect(field).toHaveProperty('value', '');
    await userEvent.type(field, '0123');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(operator.called('vnpt_add_contact_update_user_info')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '0912345678');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });
});
