import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleSentRequests } from '../fixtures';
import { SentRequestList } from './SentRequestList';

const meta = {
  title: 'Features/Support/SentRequestList',
  component: SentRequestList,
  args: { requests: sampleSentRequests },
  parameters: {
    docs: { description: { component: 'ACC-68: sent requests with their status and history.' } },
  },
} satisfies Meta<typeof SentRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(sampleSentRequests.length);
    // The answered request shows its three steps.
    await expect(within(canvas.getAllByRole('list')[2] as HTMLElement).getAllByRole('listitem')).toHaveLength(
      3,
    );
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Loading: Story = { args: { requests: undefined } };
