import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider, type Feedback } from '../../lib/feedback';
import { fakeOperator, json, type Reply } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { Component as EkycRoute } from './EkycRoute';

const ok = (result: unknown) => json({ error_code: '0', message: 'Thành công', result });
const base: Record<string, Reply> = {
  vnpt_check_chinhchu: ok({ IS_OWNER: '0', IS_VIP: '0', FULL_NAME: 'N*** AN', ID_NUMBER: null }),
  vnpt_update_info_check_status: ok({ STATUS: 'none', REQUEST_ID: null }),
  vnpt_update_info_popup: ok({ SHOW: '1', TITLE: 'Chuẩn hóa thông tin', CONTENT: 'Vui lòng cập nhật.' }),
  vnpt_get_ekyc_token: ok({ access_token: 'a', token_tokenKey: 'k', token_id: 'tok-1' }),
  vnpt_identification_v3: ok({ REQUEST_ID: 9, FULL_NAME: 'NGUYỄN VĂN AN', ID_NUMBER: '001012345678' }),
  ekyc_identification_ver2: ok({ REQUEST_ID: 9, FULL_NAME: 'NGUYỄN VĂN AN', ID_NUMBER: '001012345678' }),
  vnpt_identification_check_otp: ok({ REQUEST_ID: 9, STATUS: 'approved' }),
  vnpt_send_support_log: ok({ TICKET_ID: 31 }),
};

function renderAt(path: string, replies: Record<string, Reply> = {}) {
  const operator = fakeOperator({ ...base, ...replies });
  const { wrapper: Providers } = testPortal(operator.fetchImpl, { msisdn: '84912345678' });
  const feedback = { toast: vi.fn(), notice: vi.fn(async () => {}) } as unknown as Feedback;
  const router = createMemoryRouter(
    [
      { path: '/ekyc', Component: EkycRoute },
      { path: '/ekyc_tttb', Component: EkycRoute },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <FeedbackProvider value={feedback}>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </Providers>,
  );
  return operator;
}

// jsdom draws nothing: the canvas that makes photos smaller stands in with a small JPEG.
beforeEach(() => {
  vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close: () => {} }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => {},
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' })),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const photo = (name: string) => new File([new Uint8Array(5_000_000)], name, { type: 'image/jpeg' });

async function takeAllPhotos(user: ReturnType<typeof userEvent.setup>) {
  for (const [index, name] of ['front.jpg', 'back.jpg', 'portrait.jpg'].entries()) {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, photo(name));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(index + 1));
  }
}

describe('identity update page', () => {
  it('SHELL-033 ACC-55 ACC-56 ACC-58 an update: notice, start, three photos, upload, code, approved', async () => {
    const user = userEvent.setup();
    const operator = renderAt('/ekyc');
    expect(await screen.findByRole('heading', { name: 'Chuẩn hóa thông tin' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu cập nhật' }));
    await takeAllPhotos(user);
    await user.click(screen.getByRole('button', { name: 'Gửi ảnh để xác thực' }));
    expect(await screen.findByText('001012345678')).toBeTruthy();
    expect(operator.called('vnpt_get_ekyc_token')).toHaveLength(1);
    expect(operator.called('vnpt_identification_v3')).toHaveLength(1);
    await user.click(screen.getAllByRole('textbox')[0] ?? document.body);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Xác nhận cập nhật' }));
    expect(await screen.findByRole('heading', { name: 'Cập nhật thông tin thành công' })).toBeTruthy();
    expect(operator.called('vnpt_identification_check_otp')[0]?.body).toMatchObject({
      request_id: '9',
      otp: '123456',
    });
    expect(operator.called('vnpt_identification_log').map((call) => call.body['step'])).toEqual([
      'started',
      'uploaded',
      'confirmed',
    ]);
  });

  it('SHELL-034 ERR-49 a standardisation refused for the face keeps the card photos and asks for the portrait', async () => {
    const user = userEvent.setup();
    const operator = renderAt('/ekyc_tttb', {
      ekyc_identification_ver2: json({
        error_code: 'EKYC_FACE_MISMATCH',
        message: 'Ảnh chân dung không khớp với ảnh trên giấy tờ tùy thân.',
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Chuẩn hóa thông tin thuê bao' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu cập nhật' }));
    await takeAllPhotos(user);
    await user.click(screen.getByRole('button', { name: 'Gửi ảnh để xác thực' }));
    expect(await screen.findByRole('heading', { name: 'Ảnh chân dung không khớp với giấy tờ' })).toBeTruthy();
    expect(operator.called('vnpt_identification_v3')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yêu cầu nhân viên gọi lại' }));
    expect(await screen.findByText(/Nhân viên sẽ gọi lại/)).toBeTruthy();
    expect(operator.called('vnpt_send_support_log')[0]?.body).toMatchObject({ code: 'EKYC_FACE_MISMATCH' });
    await user.click(screen.getByRole('button', { name: 'Chụp lại ảnh chân dung' }));
    expect(await screen.findAllByRole('img')).toHaveLength(2);
    expect(document.querySelectorAll('input[type="file"]')).toHaveLength(1);
  });

  it('issue 47 item 4: a call-back over its quota is told in the reader’s words', async () => {
    const user = userEvent.setup();
    renderAt('/ekyc_tttb', {
      ekyc_identification_ver2: json({
        error_code: 'EKYC_FACE_MISMATCH',
        message: 'Ảnh chân dung không khớp với ảnh trên giấy tờ tùy thân.',
      }),
      vnpt_send_support_log: json({ error_code: 'CALL_BACK_LIMIT', message: 'Quá nhiều yêu cầu.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu cập nhật' }));
    await takeAllPhotos(user);
    await user.click(screen.getByRole('button', { name: 'Gửi ảnh để xác thực' }));
    await user.click(await screen.findByRole('button', { name: 'Yêu cầu nhân viên gọi lại' }));
    expect(
      await screen.findByText(/Bạn đã gửi nhiều yêu cầu gọi lại, nhân viên sẽ gọi lại trong vòng 24 giờ/),
    ).toBeTruthy();
    expect(screen.queryByText(/Quá nhiều yêu cầu/)).toBeNull();
  });

  it('ACC-61 a VIP number is sent to a store, with no start', async () => {
    renderAt('/ekyc', { vnpt_check_chinhchu: ok({ IS_OWNER: '0', IS_VIP: '1' }) });
    expect(await screen.findByText(/Số VIP không cập nhật thông tin trực tuyến/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tìm cửa hàng gần bạn' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bắt đầu cập nhật' })).toBeNull();
  });
});
