import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { renderRoutes, warmShell } from '../../../test/router';

const ok = (result: unknown) => json({ error_code: '0', message: 'Thành công', result });

const faq = ok([
  {
    ID: 1,
    GROUP_ID: 1,
    GROUP_NAME: 'Tài khoản',
    GROUP_NAME_EN: 'Account',
    QUESTION: 'Tôi quên mật khẩu thì phải làm sao?',
    QUESTION_EN: 'I forgot my password',
    ANSWER: 'Chọn <strong>Quên mật khẩu</strong>.',
    ANSWER_EN: 'Choose <strong>Forgot password</strong>.',
  },
  {
    ID: 2,
    GROUP_ID: 2,
    GROUP_NAME: 'Gói cước',
    QUESTION: 'Làm sao để hủy gói cước?',
    ANSWER: 'Bấm <strong>Hủy</strong>.',
  },
]);

const frequentErrors = ok([
  {
    ID: 1,
    CATEGORY_ID: 1,
    CATEGORY_NAME: 'Mạng di động',
    TITLE: 'Mất sóng',
    SOLUTION: '<p>Khởi động lại máy.</p>',
  },
]);

const signIn = () => {
  window.localStorage.setItem('mobile', '84912345678');
  window.localStorage.setItem('session', 's-1');
  window.localStorage.setItem('authorized', 'true');
};

beforeAll(warmShell, 60_000);
afterEach(() => window.localStorage.clear());

describe('support pages', { timeout: 20_000 }, () => {
  it('ACC-69 the FAQ searches without accents from the address and keeps the group headings', async () => {
    const operator = fakeOperator({ help_get_faq: faq });
    renderRoutes('/tinh-nang/hoi-dap?q=mat+khau', { fetchImpl: operator.fetchImpl });
    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('heading', { level: 3, name: /quên mật khẩu/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(main.queryByRole('heading', { level: 3, name: /hủy gói cước/ })).toBeNull();
    expect(main.getByRole('heading', { level: 2, name: 'Tài khoản' })).toBeTruthy();
  });

  it('ACC-69 a deep link opens its answer', async () => {
    const operator = fakeOperator({ help_get_faq: faq });
    renderRoutes('/tinh-nang/hoi-dap?cau-hoi=2', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const opened = await screen.findByRole('button', { expanded: true }, { timeout: 10_000 });
    // No English twin: the Vietnamese question shows.
    expect(opened.textContent).toContain('Làm sao để hủy gói cước?');
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThan(0);
  });

  it('ACC-69 an answer’s link navigates in the page and leaves that answer open and focused', async () => {
    const operator = fakeOperator({ help_get_faq: faq });
    const { router } = renderRoutes('/tinh-nang/hoi-dap?q=huy', { fetchImpl: operator.fetchImpl });
    const question = await screen.findByRole('button', { name: /hủy gói cước/ }, { timeout: 10_000 });
    await userEvent.click(question);
    await userEvent.click(screen.getByRole('link', { name: 'Liên kết tới câu trả lời này' }));
    expect(router.state.location.search).toBe('?cau-hoi=2');
    expect(screen.getByRole('button', { name: /hủy gói cước/ }).getAttribute('aria-expanded')).toBe('true');
    // The router renders the new address in a transition: the focus follows once it has.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /hủy gói cước/ })),
    );
  });

  it('ACC-96 the terms of use have a table of contents; the short MyTV page has none', async () => {
    renderRoutes('/tinh-nang/dieu-khoan-su-dung', { fetchImpl: fakeOperator().fetchImpl });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Điều khoản sử dụng' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Nội dung trang' });
    expect(within(contents).getAllByRole('link').length).toBeGreaterThanOrEqual(4);
  });

  it('ACC-96 the MyTV page in English, without a table of contents', async () => {
    renderRoutes('/tinh-nang/smart-tv-ho-tro-mytv', {
      fetchImpl: fakeOperator().fetchImpl,
      language: 'en-US',
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Smart TVs supporting MyTV' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });

  it('ACC-67 a guest sees the frequent errors and is asked to sign in before the form', async () => {
    const operator = fakeOperator({ custservice_get_frequently_errors_all: frequentErrors });
    renderRoutes('/tinh-nang/gui-yeu-cau', { fetchImpl: operator.fetchImpl });
    expect(await screen.findByRole('button', { name: 'Mất sóng' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đăng nhập để gửi yêu cầu' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('ACC-67 VAL-12 VAL-13 an incomplete request shows the messages and sends nothing', async () => {
    signIn();
    const operator = fakeOperator({ custservice_get_frequently_errors_all: frequentErrors });
    renderRoutes('/tinh-nang/gui-yeu-cau', { fetchImpl: operator.fetchImpl });
    const description = await screen.findByRole('textbox', { name: /Mô tả vấn đề/ }, { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: /Số điện thoại liên hệ/ })).toHaveProperty(
      'value',
      '0912345678',
    );
    await userEvent.type(description, 'Mất sóng');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Tối thiểu 10 kí tự!')).toBeTruthy();
    expect(screen.getByText('Trường bắt buộc không được để trống')).toBeTruthy();
    expect(description).toHaveProperty('value', 'Mất sóng');
    expect(operator.called('custservice_send_trouble')).toHaveLength(0);
  });

  it('ACC-68 SHELL-093 a guest gets the sent-requests page with a sign-in button, and no call', async () => {
    const operator = fakeOperator();
    renderRoutes('/tinh-nang/yeu-cau-da-gui', { fetchImpl: operator.fetchImpl });
    expect(
      await screen.findByRole('button', { name: 'Đăng nhập để xem yêu cầu' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Yêu cầu đã gửi' })).toBeTruthy();
    expect(operator.called('custservice_get_sent_trouble_v2')).toHaveLength(0);
  });

  it('ACC-68 the sent requests show their status and history', async () => {
    signIn();
    const operator = fakeOperator({
      custservice_get_sent_trouble_v2: ok([
        {
          TROUBLE_ID: 7,
          CATEGORY_NAME: 'Dữ liệu di động',
          CONTENT: 'Không vào được 4G.',
          CONTACT_PHONE: '84912345678',
          CREATED_AT: '2026-11-19T01:00:00.000Z',
          STATUS: 'answered',
          HISTORY: [
            { AT: '2026-11-19T01:00:00.000Z', STATUS: 'received' },
            { AT: '2026-11-19T21:00:00.000Z', STATUS: 'answered', NOTE: 'Đã khắc phục.' },
          ],
        },
      ]),
    });
    renderRoutes('/tinh-nang/yeu-cau-da-gui', { fetchImpl: operator.fetchImpl });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dữ liệu di động' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getAllByText(/Đã trả lời/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Đã khắc phục\./)).toBeTruthy();
  });
});

const staffCategories = ok([
  {
    id: 1,
    name: 'Mạng di động',
    name_en: 'Mobile network',
    childs: [{ id: 11, name: 'Sóng yếu', name_en: 'Weak signal' }],
  },
  { id: 4, name: 'Khác', name_en: 'Other' },
]);

const qualityReports = ok([
  {
    CCOS_ID: 3,
    CATEGORY_NAME: 'Sóng yếu',
    CATEGORY_NAME_EN: 'Weak signal',
    CONTENT: 'Sóng chỉ còn một vạch trong nhà.',
    ADDRESS: 'Phường Dịch Vọng, Quận Cầu Giấy, Hà Nội',
    CREATED_AT: '2026-11-20T08:00:00.000Z',
    VOTES: 3,
    VOTED: false,
    MINE: false,
  },
]);

describe('quality reports page', { timeout: 20_000 }, () => {
  it('ACC-73 ROLE-01 a guest sees the reports and is asked to sign in to report or vote; nothing is sent', async () => {
    const operator = fakeOperator({
      mobile_staff_list_category: staffCategories,
      mobile_staff_list_ccos: qualityReports,
    });
    renderRoutes('/tinh-nang/phan-anh-chat-luong', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Weak signal' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in to send a report' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Me too: Weak signal' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(operator.called('mobile_staff_update_vote')).toHaveLength(0);
  });

  it('ACC-73 VAL-12 VAL-13 an incomplete report shows the messages and sends nothing', async () => {
    signIn();
    const operator = fakeOperator({
      mobile_staff_list_category: staffCategories,
      mobile_staff_list_ccos: qualityReports,
    });
    renderRoutes('/tinh-nang/phan-anh-chat-luong', { fetchImpl: operator.fetchImpl });
    const description = await screen.findByRole('textbox', { name: /Mô tả vấn đề/ }, { timeout: 10_000 });
    await userEvent.type(description, 'Mất sóng');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi phản ánh' }));
    expect(await screen.findByText('Tối thiểu 10 kí tự!')).toBeTruthy();
    expect(screen.getAllByText('Trường bắt buộc không được để trống').length).toBeGreaterThanOrEqual(4);
    expect(operator.called('mobile_staff_post_ccos')).toHaveLength(0);
  });

  it('ACC-73 API-102 a signed-in vote sends the report id and reads the list again', async () => {
    signIn();
    const operator = fakeOperator({
      mobile_staff_list_category: staffCategories,
      mobile_staff_list_ccos: qualityReports,
      mobile_staff_update_vote: ok({ CCOS_ID: 3, VOTES: 4 }),
    });
    renderRoutes('/tinh-nang/phan-anh-chat-luong', { fetchImpl: operator.fetchImpl });
    const vote = await screen.findByRole('button', { name: 'Tôi cũng gặp: Sóng yếu' }, { timeout: 10_000 });
    const listReads = operator.called('mobile_staff_list_ccos').length;
    await userEvent.click(vote);
    await waitFor(() => expect(operator.called('mobile_staff_update_vote')).toHaveLength(1));
    expect(operator.called('mobile_staff_update_vote')[0]?.body).toMatchObject({
      ccos_id: '3',
      session: 's-1',
    });
    await waitFor(() => expect(operator.called('mobile_staff_list_ccos').length).toBeGreaterThan(listReads));
  });
});
