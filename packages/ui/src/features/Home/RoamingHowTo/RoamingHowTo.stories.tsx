import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoamingHowTo } from './RoamingHowTo';

const meta = {
  title: 'Features/Home/RoamingHowTo',
  component: RoamingHowTo,
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof RoamingHowTo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The token link by SMS or app, the choice, then the VietQR payment; and the hotline. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/18001091/)).toBeVisible();
  },
};
