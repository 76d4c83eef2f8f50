import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sampleFaq } from '../fixtures';
import { FaqList, type FaqListProps } from './FaqList';

/** The search text lives in the story, as the portal keeps it in the address. */
function Searchable(props: Omit<FaqListProps, 'searchText' | 'onSearchChange'> & { searchText?: string }) {
  const [searchText, setSearchText] = useState(props.searchText ?? '');
  return <FaqList {...props} searchText={searchText} onSearchChange={setSearchText} />;
}

const meta = {
  title: 'Features/Support/FaqList',
  component: FaqList,
  render: (args) => <Searchable {...args} />,
  args: {
    entries: sampleFaq,
    searchText: '',
    onSearchChange: () => {},
    hrefOf: (entry) => `/tinh-nang/hoi-dap?cau-hoi=${entry.id}`,
  },
  parameters: {
    docs: {
      description: {
        component:
          'ACC-69: the FAQ in groups; accent-insensitive search with highlights; a deep link opens one answer.',
      },
    },
  },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 'mat khau' (no accents) finds 'mật khẩu' and leaves the other questions out. */
export const SearchWithoutAccents: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The questions read in the reader's language: 'mật khẩu' typed bare in Vietnamese, in capitals in English.
    const query = globals['locale'] === 'en-US' ? 'FORGOT' : 'mat khau';
    await userEvent.type(canvas.getByRole('searchbox'), query);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await expect(canvasElement.querySelector('mark')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    await expect(canvas.getByRole('button', { expanded: true })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const NoMatch: Story = {
  args: { searchText: 'roaming wifi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** ACC-69: arriving by a deep link, that answer is open. */
export const DeepLinked: Story = {
  args: { openId: '4' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { expanded: true })).toHaveFocus();
  },
};

export const Loading: Story = { args: { entries: undefined } };
