import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { familyGroup } from '../fixtures';
import { FamilyLimitDialog } from './FamilyLimitDialog';
import { findDialog } from '../../../fixtures/overlays';

const [, member, lowMember] = familyGroup;
if (!member || !lowMember) throw new Error('fixtures');

const meta = {
  title: 'Features/Family/FamilyLimitDialog',
  component: FamilyLimitDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    kind: 'data',
    member,
    codeSent: true,
    onRequestCode: fn(),
    onConfirm: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'ACC-13, ACC-14, CONST-56, VAL-57: a slider from 0 to the maximum in 100 MB / 10 minute steps; under 500 MB left data cannot go down.',
      },
    },
  },
} satisfies Meta<typeof FamilyLimitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The arrow keys move the slider a step; the code confirms the new value. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const slider = within(dialog).getByRole('slider');
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '10400');
    const code = within(dialog).getAllByRole('textbox', { name: /^(Chữ số|Digit) \d/ });
    await userEvent.click(code[0] as HTMLElement);
    await userEvent.keyboard('654321');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Xác nhận|Confirm)$/ }));
    await expect(args.onConfirm).toHaveBeenCalledWith(10400, '654321');
  },
};

/** VAL-57: under 500 MB left the slider starts at the current allowance and says why. */
export const ReductionBlocked: Story = {
  args: { member: lowMember },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('slider')).toHaveAttribute('aria-valuemin', '5120');
    await expect(dialog).toHaveTextContent(/500 MB/);
  },
};

/** Call minutes: no floor. */
export const Voice: Story = {
  args: { kind: 'voice', member: lowMember, codeSent: false },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('slider')).toHaveAttribute('aria-valuemax', '1000');
  },
};
