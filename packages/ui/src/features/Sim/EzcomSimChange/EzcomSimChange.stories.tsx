import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EzcomSimChange } from './EzcomSimChange';

const meta = {
  title: 'Features/Sim/EzcomSimChange',
  component: EzcomSimChange,
  args: { check: { subscriberType: 'prepaid', allowed: true }, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: { description: { component: 'ACC-32, VAL-61: the EZCom SIM change, prepaid only.' } },
  },
} satisfies Meta<typeof EzcomSimChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A prepaid subscriber types the new SIM's serial. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '8984020000123456789');
    await userEvent.click(canvas.getByRole('button', { name: /Đổi SIM EZCom|Change to EZCom/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith('8984020000123456789');
  },
};

/** VAL-61: a postpaid subscriber is told plainly, and gets no form. */
export const Postpaid: Story = {
  args: { check: { subscriberType: 'postpaid', allowed: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(/không đổi được SIM EZCom|cannot change to an EZCom SIM/)).toBeVisible();
  },
};

/** The change was accepted. */
export const Done: Story = { args: { requestId: '6' } };

/** The operator refused. */
export const Refused: Story = { args: { failure: 'Chức năng chỉ dành cho thuê bao trả trước.' } };
