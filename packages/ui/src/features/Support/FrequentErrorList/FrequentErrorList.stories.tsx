import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleFrequentErrors } from '../fixtures';
import { FrequentErrorList } from './FrequentErrorList';

const meta = {
  title: 'Features/Support/FrequentErrorList',
  component: FrequentErrorList,
  args: { errors: sampleFrequentErrors },
  parameters: {
    docs: { description: { component: 'ACC-67: frequent errors and their fixes, before the request form.' } },
  },
} satisfies Meta<typeof FrequentErrorList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening a problem shows its fix. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button');
    await userEvent.click(first as HTMLElement);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};
