import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleNews } from '../../../fixtures/sampleData';
import { NewsDetail } from './NewsDetail';

const item = {
  ...(sampleNews[0] ?? {
    id: '1',
    title: 'Tin',
    imageUrl: undefined,
    groupName: undefined,
    englishDescription: undefined,
    dateTime: undefined,
  }),
  contentHtml:
    '<p>Từ 17/02/2025 đến 29/05/2025, khách hàng mua gói data qua ứng dụng được <strong>hoàn 50%</strong> (tối đa 50.000đ).</p><script>alert(1)</script>',
};

const meta = {
  title: 'Features/News/NewsDetail',
  component: NewsDetail,
  args: { item, backLink: <a href="/tinh-nang/tin-tuc?tab=1">← Tin tức</a> },
  parameters: {
    docs: {
      description: {
        component: 'A news article; its server HTML is sanitised by SafeHtml (SRCH-08, SRCH-09).',
      },
    },
  },
} satisfies Meta<typeof NewsDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const Loading: Story = { args: { item: undefined } };
