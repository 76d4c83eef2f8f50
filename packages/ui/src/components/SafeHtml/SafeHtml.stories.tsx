import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p><strong>Gói R50</strong>: 5 GB tốc độ cao trong 7 ngày tại <a href="#quoc-gia">40 quốc gia</a>.</p><ul><li>Tự động gia hạn: không</li><li>Hủy gói: soạn HUY R50 gửi 9123</li></ul>',
  },
  parameters: {
    docs: {
      description: {
        component:
          'The only way server HTML (package DESCRIPTION, roaming descriptions, news) reaches the DOM: DOMPurify removes scripts, styles, frames, forms, overlays (dialog, popover), focus attributes and event handlers first; images load only from https: or the portal’s own paths.',
      },
    },
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const HostileMarkup: Story = {
  args: {
    html: '<p>Ưu đãi hoàn tiền 50%</p><img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:alert(1)">Xem thể lệ</a>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(within(canvasElement).getByText('Xem thể lệ')).not.toHaveAttribute(
      'href',
      'javascript:alert(1)',
    );
  },
};

/** Server HTML may not open anything over the page, take focus, or load images from elsewhere. */
export const OverlaysAndImages: Story = {
  args: {
    html: '<dialog open><p>Nhận quà ngay</p></dialog><div popover="manual">Quảng cáo</div><p tabindex="1">Ưu đãi</p><img alt="" src="http://cdn.example/a.png"><img alt="" src="javascript:alert(1)">',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dialog, [popover], [tabindex]')).toBeNull();
    await expect(canvasElement.querySelector('img[src]')).toBeNull();
    await expect(within(canvasElement).getByText('Nhận quà ngay')).toBeInTheDocument();
  },
};

export const Table: Story = {
  args: {
    html: '<table><thead><tr><th>Chu kỳ</th><th>Giá</th></tr></thead><tbody><tr><td>1 tháng</td><td>70.000 đ</td></tr><tr><td>12 tháng</td><td>840.000 đ</td></tr></tbody></table>',
  },
};
