import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
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

function renderAbout(path: string) {
  const operator = fakeOperator(replies);
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
});
