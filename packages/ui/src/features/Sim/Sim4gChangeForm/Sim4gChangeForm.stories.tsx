import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Sim4gChangeForm } from './Sim4gChangeForm';

const meta = {
  title: 'Features/Sim/Sim4gChangeForm',
  component: Sim4gChangeForm,
  args: {
    eligibility: { eligible: true, reason: undefined },
    defaultContactPhone: '0912345678',
    onAccept: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: { component: 'ACC-30, ACC-31: eligibility, acceptance, the contact window (3 days).' },
    },
  },
} satisfies Meta<typeof Sim4gChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-30: the button waits for the acceptance; the contact number goes out in the 84 form. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: /Đăng ký đổi SIM|Request the SIM change/ });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onAccept).toHaveBeenCalledWith('84912345678');
  },
};

/** A wrong contact number is refused in its field. */
export const WrongContactNumber: Story = {
  args: { defaultContactPhone: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /Đăng ký đổi SIM|Request the SIM change/ }));
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** ACC-30: not eligible, with the operator's reason and no form. */
export const NotEligible: Story = {
  args: {
    eligibility: {
      eligible: false,
      reason: 'Bạn đã đăng ký đổi SIM 4G, nhân viên sẽ liên hệ trước ngày 13/3/2026.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByText(/nhân viên sẽ liên hệ/)).toBeVisible();
  },
};

/** CONST-87: accepted, with the day staff get in touch by. */
export const Accepted: Story = {
  args: { accepted: { requestId: '42', contactBy: new Date('2026-03-13T08:00:00Z') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/42/);
  },
};

/** The acceptance on its way. */
export const Sending: Story = { args: { pending: true } };

/** The operator refused the acceptance. */
export const Refused: Story = { args: { failure: 'Bạn đã có yêu cầu đổi SIM 4G đang chờ xử lý.' } };
