import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingRules } from './LandingRules';

const meta = {
  title: 'Features/Landing/LandingRules',
  component: LandingRules,
  args: {
    title: 'Thể lệ',
    paragraphs: ['Thời gian: 26/02/2025 – 31/12/2025.', 'Điểm có hạn 3 tháng kể từ ngày cộng.'],
    items: ['Mua gói cước di động, Internet/truyền hình (không tính gia hạn).', 'Mua SIM.'],
  },
} satisfies Meta<typeof LandingRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain text from a content table. */
export const Playground: Story = {};

/** Server-supplied rule text goes through the sanitiser: the script and the handler are gone. */
export const ServerHtml: Story = {
  args: {
    paragraphs: [],
    items: [],
    html: '<p>Mỗi khách hàng <strong>một</strong> ưu đãi.</p><img src="x" onerror="window.__landingHit = 1"><script>window.__landingHit = 2</script>',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('một')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
  },
};
