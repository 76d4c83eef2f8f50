import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeOperator, json, type Reply } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { Component as AboutRoute } from './AboutRoute';

const envelope = { errorCode: '0', ErrorCode: 200 };
const replies = {
  apiGetGioiThieu: json({
    ...envelope,
    result: {
      TieuDe: 'Giới thiệu VinaPhone Plus',
      NoiDung:
        '<h2>Hạng hội viên</h2><img src="x" onerror="window.__hit = 1"><script>window.__hit = 2</script>',
    },
  }),
  Api_LayDSLinhVucKinhDoanh: json({ ...envelope, result: [{ Id: 1, TenLinhVuc: 'Ẩm thực' }] }),
  apiGetCaptcha: json({
    ...envelope,
    result: { CaptchaId: 'c1', HinhAnh: 'data:image/svg+xml;base64,PHN2Zy8+' },
  }),
};

function renderAbout(path: string, overrides: Record<string, Reply> = {}) {
  const operator = fakeOperator({ ...replies, ...overrides });
  const { wrapper: Providers } = testPortal(operator.fetchImpl);
  const router = createMemoryRouter([{ path: '/vinaphone-plus/about', Component: AboutRoute }], {
    initialEntries: [path],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return operator;
}

describe('the programme page', () => {
  it('LOY-54 LOY-56 a visitor reads the introduction from an unsigned call', async () => {
    const operator = renderAbout('/vinaphone-plus/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giới thiệu VinaPhone Plus' })).toBeTruthy();
    // The body goes through the ui SafeHtml (its sanitising is tested in ui: happy-dom here does not run DOMPurify faithfully).
    await waitFor(() => expect(document.querySelector('article')).not.toBeNull());
    const sent = operator.called('apiGetGioiThieu')[0]?.body ?? {};
    expect(sent).toMatchObject({ partnerCode: expect.stringMatching(/^WEB_/) });
    expect(sent).not.toHaveProperty('secureCode');
    expect(operator.called('sign')).toHaveLength(0);
  });

  it('LOY-10 LOY-55 VAL-52 VAL-54 the partner form shows the captcha and says what is wrong, first field focused', async () => {
    const user = userEvent.setup();
    const operator = renderAbout('/vinaphone-plus/about?key=becomePartner');
    expect(await screen.findByRole('img', { name: 'Ảnh mã xác nhận' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Tên đăng nhập/ }), '1cafe');
    await user.type(screen.getByRole('textbox', { name: /Số điện thoại/ }), '912345678');
    await user.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    expect(screen.getByText('Tên đăng nhập phải bắt đầu bằng chữ cái')).toBeTruthy();
    expect(screen.getByText('Số điện thoại phải bắt đầu bằng 0 và có 10 hoặc 11 chữ số')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Tên đăng nhập/ })),
    );
    expect(operator.called('Api_DangKyDoiTacLienKet')).toHaveLength(0);
    // The refresh asks for another captcha.
    await user.click(screen.getByRole('button', { name: 'Đổi mã xác nhận khác' }));
    await waitFor(() => expect(operator.called('apiGetCaptcha')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: /Tên đăng nhập/ })).toHaveProperty('value', '1cafe');
  });

  it('VAL-53 VAL-55 VAL-56 the password, ID number and age rules each say what is wrong, before any call', async () => {
    const user = userEvent.setup();
    const operator = renderAbout('/vinaphone-plus/about?key=becomePartner');
    await screen.findByRole('img', { name: 'Ảnh mã xác nhận' });
    await user.type(screen.getByLabelText(/^Mật khẩu/, { selector: 'input' }), 'abcdef');
    await user.type(screen.getByRole('textbox', { name: /Số CMND\/CCCD/ }), '12345');
    // Born last year: under 12 whatever day the test runs.
    fireEvent.change(screen.getByLabelText(/Ngày sinh/), {
      target: { value: `${new Date().getFullYear() - 1}-06-15` },
    });
    await user.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    expect(
      screen.getByText('Mật khẩu tối thiểu 6 kí tự, gồm chữ cái, chữ số và kí tự đặc biệt'),
    ).toBeTruthy();
    expect(screen.getByText('Số giấy tờ phải có 9 hoặc 12 chữ số')).toBeTruthy();
    expect(screen.getByText('Khách hàng phải trên 12 tuổi')).toBeTruthy();
    expect(operator.called('Api_DangKyDoiTacLienKet')).toHaveLength(0);
  });

  it('LOY-55 the server’s refusals read in the visitor’s language: a taken login name, then a wrong captcha', async () => {
    const user = userEvent.setup();
    let sent = 0;
    let captchas = 0;
    const operator = renderAbout('/vinaphone-plus/about?key=becomePartner', {
      apiGetCaptcha: () =>
        json({
          ...envelope,
          result: { CaptchaId: `c${(captchas += 1)}`, HinhAnh: 'data:image/svg+xml;base64,PHN2Zy8+' },
        }),
      apidmdiaban: json({ ...envelope, result: [{ maDiaBan: 'HNI', tenDiaBan: 'Hà Nội' }] }),
      Api_DangKyDoiTacLienKet: () =>
        (sent += 1) === 1
          ? json({ errorCode: 'LOGIN_TAKEN', errorMessage: 'Tên đăng nhập đã tồn tại.' })
          : json({ errorCode: 'CAPTCHA_INVALID', errorMessage: 'Mã xác nhận không đúng.' }),
    });
    await screen.findByRole('img', { name: 'Ảnh mã xác nhận' });
    const typeInto = async (label: RegExp, value: string) =>
      user.type(screen.getByLabelText(label, { selector: 'input' }), value);
    const choose = async (label: RegExp, option: string) => {
      screen.getByRole('combobox', { name: label }).focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await typeInto(/^Tên đăng nhập/, 'cafesang');
    await typeInto(/^Mật khẩu/, 'Plus#2026');
    await typeInto(/^Tên doanh nghiệp/, 'Cà phê Sáng');
    await choose(/^Lĩnh vực kinh doanh/, 'Ẩm thực');
    await choose(/^Địa bàn/, 'Hà Nội');
    await typeInto(/^Họ và tên người liên hệ/, 'Nguyễn Văn An');
    await typeInto(/^Số điện thoại/, '0912345678');
    await typeInto(/^Email/, 'an@caphesang.vn');
    await typeInto(/^Số CMND\/CCCD/, '001234567890');
    fireEvent.change(screen.getByLabelText(/Ngày sinh/), { target: { value: '1990-05-20' } });
    await typeInto(/^Mã xác nhận/, 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    expect(await screen.findByText('Tên đăng nhập đã được sử dụng, vui lòng chọn tên khác.')).toBeTruthy();
    // A refusal uses the captcha up: the answer is typed again for the new image.
    await waitFor(() => expect(operator.called('apiGetCaptcha')).toHaveLength(2));
    await screen.findByRole('img', { name: 'Ảnh mã xác nhận' });
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mã xác nhận/, { selector: 'input' })).toHaveProperty('value', ''),
    );
    await typeInto(/^Mã xác nhận/, 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    expect(
      await screen.findByText('Mã xác nhận không đúng hoặc đã hết hạn. Vui lòng nhập mã mới.'),
    ).toBeTruthy();
    expect(operator.called('Api_DangKyDoiTacLienKet')).toHaveLength(2);
    // Eleven fields typed key by key, twice submitted: about a second alone, over five on two busy cores
    // (it timed out once in a full run).
  }, 15_000);
});
