import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { NewsItem, PackageSummary } from '@selfcare/domain';
import { sampleNews, samplePackages } from '../../../fixtures/sampleData';
import { NewsList } from '../../News';
import { PackageGrid } from '../../Packages';
import type { SearchResultsProps } from './SearchResults';
import { SearchResults } from './SearchResults';

interface Found {
  searchText: string;
  packages: readonly PackageSummary[];
  news: readonly NewsItem[];
  loading?: boolean;
}

/** The page as the portal composes it: the Packages and News areas' lists inside this area's frame. */
function composed({ searchText, packages, news, loading = false }: Found): SearchResultsProps {
  return {
    searchText,
    packageCount: packages.length,
    packagesLoading: loading,
    packageResults: (
      <PackageGrid
        packages={packages}
        loading={loading}
        skeletonCount={3}
        highlight={searchText}
        onAction={fn()}
        detailHref={(pkg) => `/dich-vu/goi-cuoc-di-dong/${pkg.code}`}
      />
    ),
    newsCount: news.length,
    newsLoading: loading,
    newsResults: (
      <NewsList
        items={news}
        loading={loading}
        highlight={searchText}
        hrefOf={(item) => `/tinh-nang/tin-tuc?tab=1&id=${item.id}`}
      />
    ),
  };
}

const meta = {
  title: 'Features/Search/SearchResults',
  component: SearchResults,
  args: composed({ searchText: 'd15', packages: samplePackages.slice(0, 1), news: sampleNews.slice(1) }),
  parameters: {
    docs: {
      description: {
        component:
          'Package and news results of /tim-kiem/{text}, with the searched words highlighted (SRCH-05, SRCH-06). The caller passes the lists (a PackageGrid and a NewsList), so feature areas never import each other.',
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

/** While the search runs, skeletons and headings without a count (never "(0)"). */
export const Loading: Story = {
  args: composed({ searchText: 'd15', packages: [], news: [], loading: true }),
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(2);
    for (const heading of headings) await expect(heading).not.toHaveTextContent(/\(\d+\)/);
  },
};

export const Empty: Story = {
  args: composed({ searchText: 'khong+co+gi', packages: [], news: [] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      /Không tìm thấy|No matching/,
    );
  },
};

export const OnlyNews: Story = {
  args: composed({ searchText: 'hoan+tien', packages: [], news: sampleNews }),
};
