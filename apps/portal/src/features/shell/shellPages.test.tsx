import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes, warmShell } from '../../../test/router';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Answers each call from `replies` by name, anything else as an empty success. */
function fakeOperator(replies: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const name = url.split('?')[0]?.split('/').pop() ?? '';
      return json(replies[name] ?? { error_code: '0', errorCode: '0', message: '', result: [] });
    }),
  );
}

const signIn = () => {
  window.localStorage.setItem('mobile', '84912345678');
  window.localStorage.setItem('session', 's-1');
  window.localStorage.setItem('authorized', 'true');
};

beforeAll(warmShell, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the shell’s own pages', { timeout: 20_000 }, () => {
  it('SHELL-006 /tinh-nang lists the features, each a link to its page', async () => {
    fakeOperator({});
    renderRoutes('/tinh-nang');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tính năng' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Gói cước' }).getAttribute('href')).toBe('/dich-vu');
    expect(main.getByRole('link', { name: 'Ứng dụng' }).getAttribute('href')).toBe('/app');
    expect(main.getByRole('link', { name: 'Hỏi đáp' }).getAttribute('href')).toBe('/tinh-nang/hoi-dap');
    // Issue 19 built the e-invoices page; issue 17 the account overview and personal information.
    expect(main.getByRole('link', { name: 'Hoá đơn điện tử' }).getAttribute('href')).toBe(
      '/tinh-nang/hoa-don-dien-tu',
    );
    expect(main.getByRole('link', { name: 'Thông tin cá nhân' }).getAttribute('href')).toBe(
      '/tai-khoan/thong-tin-ca-nhan',
    );
    expect(main.getByRole('link', { name: 'Lịch sử sử dụng' }).getAttribute('href')).toBe(
      '/tai-khoan/lich-su-su-dung',
    );
    // Issue 17's usage history was the last feature without a page: none is 'coming soon' any more (the ui
    // FeatureDirectory story keeps that state).
    expect(main.queryByText('Sắp ra mắt')).toBeNull();
  });

  it('SHELL-009 ACC-97 /app shows each app with its store links and the page’s QR code', async () => {
    fakeOperator({
      media_get_app_link_lists: {
        error_code: '0',
        message: '',
        result: [{ name: 'My VNPT', android_package: 'com.vnp.myvinaphone', ios_app_id: '1449876412' }],
      },
    });
    renderRoutes('/app');
    const play = await screen.findByRole(
      'link',
      { name: /Tải My VNPT trên Google Play/ },
      { timeout: 10_000 },
    );
    expect(play.getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=com.vnp.myvinaphone',
    );
    expect(screen.getByRole('link', { name: /Tải My VNPT trên App Store/ }).getAttribute('href')).toBe(
      'https://apps.apple.com/app/id1449876412',
    );
    expect(screen.getByRole('img', { name: 'Mã QR mở trang ứng dụng trên điện thoại' })).toBeTruthy();
  });

  it('SHELL-084 the greeting names the customer once core_customer_get_info tells the name', async () => {
    signIn();
    fakeOperator({
      core_customer_get_info: { error_code: '0', message: '', result: { FULL_NAME: 'Nguyễn Văn An' } },
    });
    renderRoutes('/tinh-nang');
    const greeting = await screen.findByRole(
      'button',
      { name: 'Xin chào, Nguyễn Văn An' },
      { timeout: 10_000 },
    );
    await userEvent.click(greeting);
    // §2.2: the account menu holds the portal's own pages only (no enterprise-portal tab).
    const menu = await screen.findByRole('menu');
    for (const link of within(menu).queryAllByRole('menuitem'))
      expect(link.getAttribute('target')).not.toBe('_blank');
    expect(within(menu).getByRole('menuitem', { name: 'Tin khuyến mãi' }).getAttribute('href')).toBe(
      '/tinh-nang/tin-tuc',
    );
  });

  it('SHELL-117 CONST-21 the support entry opens the hotlines as call links', async () => {
    fakeOperator({});
    renderRoutes('/tinh-nang');
    await userEvent.click(await screen.findByRole('button', { name: 'Liên hệ hỗ trợ' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hỗ trợ khách hàng' }));
    expect(dialog.getByRole('link', { name: '18001091' }).getAttribute('href')).toBe('tel:18001091');
    expect(dialog.getByRole('link', { name: '18001166' }).getAttribute('href')).toBe('tel:18001166');
  });
});
