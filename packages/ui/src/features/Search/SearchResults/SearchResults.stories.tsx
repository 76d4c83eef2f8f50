import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleNews, samplePackages } from '../../Packages/fixtures';
import { SearchResults } from './SearchResults';

const meta = {
  title: 'Features/Search/SearchResults',
  component: SearchResults,
  args: {
    searchText: 'd15',
    packages: samplePackages.slice(0, 1),
    news: sampleNews.slice(1),
    onAction: fn(),
    newsHref: (item) => `/tinh-nang/tin-tuc?tab=1&id=${item.id}`,
    detailHref: (pkg) => `/dich-vu/goi-cuoc-di-dong/${pkg.code}`,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Package and news results of /tim-kiem/{text}, with the searched words highlighted (SRCH-05, SRCH-06).',
      },
    },
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect(marks.length).toBeGreaterThanOrEqual(2);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('d15');
  },
};

export const Loading: Story = { args: { packagesLoading: true, newsLoading: true, packages: [], news: [] } };

export const Empty: Story = {
  args: { searchText: 'khong+co+gi', packages: [], news: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      /Không tìm thấy|No matching/,
    );
  },
};

export const OnlyNews: Story = { args: { searchText: 'hoan+tien', packages: [], news: sampleNews } };
