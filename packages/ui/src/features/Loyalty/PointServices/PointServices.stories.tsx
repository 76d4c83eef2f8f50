import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleServices } from '../fixtures';
import { PointServices } from './PointServices';

const meta = {
  title: 'Features/Loyalty/PointServices',
  component: PointServices,
  args: { services: sampleServices },
  decorators: [(Story) => <div style={{ maxWidth: 1200, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PointServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOY-43: each service with what it earns; one without a configured rate says so. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/10[.,]000đ/)).toBeVisible();
  },
};
