import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardColumn, sampleNews } from '../../../fixtures/sampleData';
import { NewsCard } from './NewsCard';
import { NewsList } from '../NewsList/NewsList';

const item = sampleNews[0] ?? {
  id: '1',
  title: 'Tin',
  imageUrl: undefined,
  groupName: undefined,
  englishDescription: undefined,
  dateTime: undefined,
};

const meta = {
  title: 'Features/News/NewsCard',
  component: NewsCard,
  args: { item, href: '/tinh-nang/tin-tuc?tab=1&id=5144', onOpen: fn() },
  decorators: [cardColumn],
  parameters: {
    docs: {
      description: {
        component:
          'A news item: image in a fixed box, group, date and title; in English also EN_DESCRIPTION (SRCH-07, SRCH-10).',
      },
    },
  },
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link'));
    await expect(args.onOpen).toHaveBeenCalledWith(item);
  },
};

export const NoImage: Story = { args: { item: { ...item, imageUrl: undefined } } };

/** SRCH-10: EN_DESCRIPTION is the summary in English only (the runner shows every story in both languages). */
export const SummaryInEnglishOnly: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).queryByText(/50% cashback/);
    if (canvasElement.ownerDocument.documentElement.lang.startsWith('en'))
      await expect(summary).toBeVisible();
    else await expect(summary).toBeNull();
  },
};

export const List: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => <NewsList items={sampleNews} hrefOf={(news) => `/tinh-nang/tin-tuc?tab=1&id=${news.id}`} />,
};

export const ListLoading: Story = { render: () => <NewsList items={[]} loading hrefOf={() => '#'} /> };

export const ListEmpty: Story = { render: () => <NewsList items={[]} hrefOf={() => '#'} /> };
