import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CallbackPhoneForm, type CallbackPhoneFormProps } from './CallbackPhoneForm';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/LandingTttb/CallbackPhoneForm',
  component: CallbackPhoneForm,
  args: { onSend: fn(), onNoticeClose: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'LAND-03, LAND-06 … LAND-11: the callback number (VAL-07 … VAL-10) and the server’s message in the Thông báo modal (ERR-24).',
      },
    },
  },
} satisfies Meta<typeof CallbackPhoneForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendName = /^(Gửi|Send)$/;

/** LAND-07: a number from the page's address is filled in; it goes out in its 84 form. */
export const Playground: Story = {
  args: { defaultPhone: '0912345678' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: sendName }));
    await expect(args.onSend).toHaveBeenCalledWith('84912345678');
  },
};

/** LAND-08, LAND-09: a wrong number shows IDS_ERROR_ISDN_LONG and sends nothing; the error goes once it is valid. */
export const WrongNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox');
    await userEvent.type(field, '0123');
    await userEvent.click(canvas.getByRole('button', { name: sendName }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Số thuê bao không hợp lệ|Invalid subscriber number/)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '0912345678');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The request on its way. */
export const Sending: Story = { args: { defaultPhone: '0912345678', pending: true } };

/** No answer from the server (offline, timeout): said under the form, the number kept for a retry. */
export const Failed: Story = {
  args: {
    defaultPhone: '0912345678',
    failure: 'Không có kết nối mạng. Vui lòng kiểm tra kết nối và thử lại.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/kết nối mạng/);
    await expect(canvas.getByRole('textbox')).toHaveValue('0912345678');
  },
};

/** LAND-11, ERR-24: the server's message in the modal titled Thông báo; closing it tells the page. */
export const ServerMessage: Story = {
  args: {
    defaultPhone: '0912345678',
    notice:
      'Cảm ơn Quý khách. Yêu cầu cập nhật thông tin đã được ghi nhận, nhân viên sẽ gọi lại số 0912 345 678 trong vòng 24 giờ.',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await expect(within(dialog).getByText(/^(Thông báo|Notice)$/)).toBeVisible();
    await expect(within(dialog).getByText(/24 giờ/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Đóng|Close)$/ }));
    await expect(args.onNoticeClose).toHaveBeenCalled();
  },
};

function SendAndAnswer(props: CallbackPhoneFormProps) {
  const [notice, setNotice] = useState<string | undefined>(undefined);
  return (
    <CallbackPhoneForm
      {...props}
      notice={notice}
      onSend={(msisdn) => {
        props.onSend(msisdn);
        setNotice(`Số ${msisdn} đã gửi đủ 3 yêu cầu hôm nay.`);
      }}
      onNoticeClose={() => setNotice(undefined)}
    />
  );
}

/** ERR-24: a refusal is shown the same way, and the modal closes back to the form. */
export const SendThenRefused: Story = {
  render: (args) => <SendAndAnswer {...args} />,
  args: { defaultPhone: '84912345678' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: sendName }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await findDialog(canvasElement, 'alertdialog');
    await expect(within(dialog).getByText(/đã gửi đủ 3 yêu cầu/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};
