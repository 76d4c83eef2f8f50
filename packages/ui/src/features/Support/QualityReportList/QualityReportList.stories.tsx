import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleQualityReports } from '../fixtures';
import { QualityReportList } from './QualityReportList';

const meta = {
  title: 'Features/Support/QualityReportList',
  component: QualityReportList,
  args: { reports: sampleQualityReports, onVote: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'ACC-73, API-099, API-102: the newest reports with their place and votes; one vote per subscriber, so a report voted for (or filed) shows the mark instead of the button.',
      },
    },
  },
} satisfies Meta<typeof QualityReportList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** API-102: only the report not yet voted for offers the vote; pressing it hands the report over. */
export const WithVotes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const votes = canvas.getAllByRole('button', { name: /tôi cũng gặp|me too/i });
    await expect(votes).toHaveLength(1);
    await userEvent.click(votes[0] as HTMLElement);
    await expect(args.onVote).toHaveBeenCalledWith(sampleQualityReports[1]);
    await expect(canvas.getAllByText(/bạn đã bình chọn|you voted/i)).toHaveLength(2);
    await expect(canvas.getByText(/21\.02851, 105\.80482/)).toBeVisible();
  },
};

/** A vote on its way: its button is busy. */
export const Voting: Story = { args: { votingId: '4' } };

export const Empty: Story = {
  args: { reports: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const Loading: Story = { args: { reports: undefined } };
