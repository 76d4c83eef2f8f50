import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleSubmission } from '../fixtures';
import { EkycResultCard } from './EkycResultCard';

const meta = {
  title: 'Features/Ekyc/EkycResultCard',
  component: EkycResultCard,
  args: { status: 'approved', submission: sampleSubmission },
  parameters: {
    docs: {
      description: { component: 'ACC-56, ACC-62: the confirmed update, approved or waiting (24 hours).' },
    },
  },
} satisfies Meta<typeof EkycResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // Focus moves in an effect after the first paint.
    await waitFor(() => expect(within(canvasElement).getByRole('heading')).toHaveFocus());
  },
};

/** ACC-62: waiting for approval. */
export const Pending: Story = { args: { status: 'pending' } };
