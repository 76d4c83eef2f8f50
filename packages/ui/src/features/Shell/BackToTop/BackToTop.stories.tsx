import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackToTop } from './BackToTop';

const meta = {
  title: 'Features/Shell/BackToTop',
  component: BackToTop,
  args: { visible: true, onClick: fn() },
  decorators: [(Story) => <div style={{ minHeight: 160 }}>{Story()}</div>],
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Lên đầu trang|Back to top/ }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Hidden: Story = { args: { visible: false } };
