import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer, useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import type { OtpSendResult, RoamingOtpState } from '@selfcare/domain';
import { ROAMING_OTP_INITIAL, roamingOtpReducer } from '@selfcare/domain';
import { both } from '../fixtures';
import type { RoamingOtpModalProps } from './RoamingOtpModal';
import { RoamingOtpModal } from './RoamingOtpModal';
import { findDialog } from '../../../fixtures/overlays';

/** What the fake operator answers: a verify code (as §4) or a failed call; and the send result. */
interface DemoProps extends RoamingOtpModalProps {
  verifyAnswer: string | 'callFailed';
  verifyMessage: string;
  sendAnswer: OtpSendResult;
}

const sent: OtpSendResult = { kind: 'response', errorCode: '0' };
const opened = roamingOtpReducer(ROAMING_OTP_INITIAL, { type: 'sendResult', result: sent, now: 0 });

/** Steps the modal with the domain reducer, as the portal does; the clock is the story's own `now`. */
function OtpDemo({ verifyAnswer, verifyMessage, sendAnswer, ...args }: DemoProps) {
  const [state, dispatch] = useReducer(roamingOtpReducer, args.state);
  const [now] = useState(args.now);
  if (state.status === 'verified') return <p role="status">OK</p>;
  return (
    <RoamingOtpModal
      {...args}
      state={state}
      now={now}
      onOtpChange={(raw) => {
        args.onOtpChange(raw);
        dispatch({ type: 'typed', raw });
      }}
      onConfirm={() => {
        args.onConfirm();
        dispatch({ type: 'verifyStarted' });
        dispatch(
          verifyAnswer === 'callFailed'
            ? { type: 'verifyCallFailed' }
            : { type: 'verifyResult', code: verifyAnswer, message: verifyMessage, now },
        );
      }}
      onRetry={() => {
        args.onRetry();
        dispatch({ type: 'retry' });
      }}
      onResend={() => {
        args.onResend();
        dispatch({ type: 'sendResult', result: sendAnswer, now });
      }}
    />
  );
}

const meta = {
  title: 'Features/Roaming/RoamingOtpModal',
  component: RoamingOtpModal,
  render: (args) => <OtpDemo {...args} />,
  args: {
    msisdn: '84912345678',
    state: opened,
    now: 0,
    onOtpChange: fn(),
    onConfirm: fn(),
    onRetry: fn(),
    onResend: fn(),
    verifyAnswer: '0',
    verifyMessage: '',
    sendAnswer: sent,
  },
  parameters: {
    docs: {
      description: {
        component:
          'The OTP modal that turns data roaming on (ROAM-041 … ROAM-062): not closable by a click outside, digits only (6), verify codes and countdowns as §4, and the “Thông báo” notice with “Bật chuyển vùng” (disabled during a countdown) and “Nhập lại” when a retry is allowed. The story steps the domain reducer and answers with the code in `verifyAnswer`.',
      },
    },
  },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;
type StoryContext = Parameters<NonNullable<Story['play']>>[0];

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const otpDialog = (canvasElement: HTMLElement) =>
  findDialog(
    canvasElement,
    'dialog',
    both((t) => t.otp.title),
  );

async function typeCode(canvasElement: HTMLElement, code: string) {
  const dialog = within(await otpDialog(canvasElement));
  await userEvent.click(dialog.getAllByRole('textbox')[0] ?? canvasElement);
  await userEvent.keyboard(code);
  return dialog;
}

/** Types six digits and confirms; returns the notice that answers. */
async function confirmWrongCode({ canvasElement }: StoryContext) {
  const dialog = await typeCode(canvasElement, '123456');
  await userEvent.click(dialog.getByRole('button', { name: both((t) => t.otp.confirm) }));
  return within(await findDialog(canvasElement, 'alertdialog'));
}

/** ROAM-048, ROAM-049, ROAM-050, ROAM-053: a non-digit is refused with its message; six digits enable confirm; code 0 closes. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await typeCode(canvasElement, '12a');
    await expect(
      dialog.getByText(/^(Bạn phải nhập OTP là dạng số|The OTP must contain digits only)$/),
    ).toBeVisible();
    const confirm = dialog.getByRole('button', { name: both((t) => t.otp.confirm) });
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('345');
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('6');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalled();
    await expect(await body(canvasElement).findByRole('status')).toHaveTextContent('OK');
  },
};

/** ROAM-047: the modal is not closed by Escape or a click outside. */
export const NotDismissable: Story = {
  play: async ({ canvasElement }) => {
    await otpDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    fireEvent.pointerDown(canvasElement.ownerDocument.body);
    await expect(await otpDialog(canvasElement)).toBeVisible();
  },
};

/** ROAM-054, ROAM-061: 550 shows the message and 'Nhập lại', which clears the code. */
export const Code550: Story = {
  args: { verifyAnswer: '550', verifyMessage: 'Mã OTP không chính xác, Quý khách vui lòng nhập lại.' },
  play: async (context) => {
    const notice = await confirmWrongCode(context);
    await expect(notice.getByText('Mã OTP không chính xác, Quý khách vui lòng nhập lại.')).toBeVisible();
    await userEvent.click(notice.getByRole('button', { name: both((t) => t.otp.retry) }));
    await expect(context.args.onRetry).toHaveBeenCalled();
    await waitFor(() => expect(body(context.canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** ROAM-055, ROAM-061: 539 offers no retry; 'Bật chuyển vùng' sends a new code. */
export const Code539: Story = {
  args: { verifyAnswer: '539', verifyMessage: 'Mã OTP đã hết hiệu lực.' },
  play: async (context) => {
    const notice = await confirmWrongCode(context);
    await expect(notice.queryByRole('button', { name: both((t) => t.otp.retry) })).toBeNull();
    await userEvent.click(notice.getByRole('button', { name: both((t) => t.otp.turnOn) }));
    await expect(context.args.onResend).toHaveBeenCalled();
    await waitFor(() => expect(body(context.canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** ROAM-056, ROAM-060: 551 (and 552) offer no retry and a 300 s countdown on 'Bật chuyển vùng'. */
export const Code551: Story = {
  args: { verifyAnswer: '551', verifyMessage: 'Quý khách đã nhập sai OTP quá số lần cho phép.' },
  play: async (context) => {
    const notice = await confirmWrongCode(context);
    await expect(notice.queryByRole('button', { name: both((t) => t.otp.retry) })).toBeNull();
    await expect(
      notice.getByRole('button', { name: /^(Bật chuyển vùng \(300 giây\)|Turn roaming on \(300 s\))$/ }),
    ).toBeDisabled();
  },
};

export const Code552: Story = {
  args: { verifyAnswer: '552', verifyMessage: 'Thuê bao đang bị khoá nhận OTP.' },
  play: async (context) => {
    const notice = await confirmWrongCode(context);
    await expect(notice.getByRole('button', { name: both((t) => t.otp.turnOnIn) })).toBeDisabled();
  },
};

/** ROAM-057: any other code shows the message and allows a retry. */
export const OtherCode: Story = {
  args: { verifyAnswer: '123', verifyMessage: 'Hệ thống đang bận, vui lòng thử lại sau.' },
  play: async (context) => {
    const notice = await confirmWrongCode(context);
    await expect(notice.getByRole('button', { name: both((t) => t.otp.retry) })).toBeVisible();
  },
};

/** ROAM-058, ROAM-059: a failed verify call shows 'Có lỗi xảy ra khi gọi API.', no retry. */
export const VerifyCallFailed: Story = {
  args: { verifyAnswer: 'callFailed' },
  play: async (context) => {
    const notice = await confirmWrongCode(context);
    await expect(notice.queryByRole('button', { name: both((t) => t.otp.retry) })).toBeNull();
    await expect(notice.getByRole('button', { name: both((t) => t.otp.turnOn) })).toBeEnabled();
  },
};

/** Asks for a new code from the open modal; returns the notice that answers. */
async function resend({ canvasElement }: StoryContext) {
  const dialog = within(await otpDialog(canvasElement));
  await userEvent.click(dialog.getByRole('button', { name: both((t) => t.otp.resend) }));
  return within(await findDialog(canvasElement, 'alertdialog'));
}

/** ROAM-044, ROAM-062: send_sms_nok shows the server message and a 60 s countdown. */
export const SendRefused: Story = {
  args: {
    sendAnswer: {
      kind: 'response',
      errorCode: 'send_sms_nok',
      message: 'Quý khách vui lòng chờ 60 giây để nhận lại mã.',
    },
  },
  play: async (context) => {
    const notice = await resend(context);
    await expect(notice.getByText('Quý khách vui lòng chờ 60 giây để nhận lại mã.')).toBeVisible();
    await expect(
      notice.getByRole('button', { name: /^(Bật chuyển vùng \(60 giây\)|Turn roaming on \(60 s\))$/ }),
    ).toBeDisabled();
  },
};

/** ROAM-045, ROAM-062: send_sms_nok_limit_n: a 300 s countdown. */
export const SendLimit: Story = {
  args: {
    sendAnswer: {
      kind: 'response',
      errorCode: 'send_sms_nok_limit_3',
      message: 'Quý khách đã yêu cầu OTP quá số lần cho phép.',
    },
  },
  play: async (context) => {
    const notice = await resend(context);
    await expect(
      notice.getByRole('button', { name: /^(Bật chuyển vùng \(300 giây\)|Turn roaming on \(300 s\))$/ }),
    ).toBeDisabled();
  },
};

/** ROAM-046: a network failure on send: 'Có lỗi xảy ra khi gửi OTP.' */
export const SendFailed: Story = {
  args: { sendAnswer: { kind: 'networkFailure' } },
  play: async (context) => {
    const notice = await resend(context);
    await expect(
      notice.getByText(/^(Có lỗi xảy ra khi gửi OTP\.|An error occurred while sending the OTP\.)$/),
    ).toBeVisible();
  },
};

export const Verifying: Story = {
  args: { state: { ...opened, otp: '123456', status: 'verifying' } satisfies RoamingOtpState },
};
