import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleBanners } from '../fixtures';
import { BannerCarousel } from './BannerCarousel';

const meta = {
  title: 'Features/Home/BannerCarousel',
  component: BannerCarousel,
  // The operator's site is a configured host here (issue 23: other hosts give no link).
  args: {
    banners: sampleBanners,
    autoplay: false,
    linkPolicy: { allowedHosts: ['vinaphone.com.vn'], appSchemes: [] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 1200, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows, dots and the arrow keys move the banners; unsafe links and images are dropped (SHELL-118). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dot = (index: number) =>
      canvas.getByRole('button', { name: new RegExp(`Tới trang ${index}|Go to slide ${index}`) });
    await userEvent.click(canvas.getByRole('button', { name: /Trang sau|Next slide/ }));
    await waitFor(() => expect(dot(2)).toHaveAttribute('aria-current', 'true'));
    dot(2).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dot(3)).toHaveAttribute('aria-current', 'true'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(dot(2)).toHaveAttribute('aria-current', 'true'));
    // A portal path is a link, https to a configured host opens a new tab, javascript: is no link at all.
    await expect(canvas.getByRole('link', { name: 'Hoàn tiền 50% gói data' })).toHaveAttribute(
      'href',
      '/tinh-nang/tin-tuc?tab=1&id=5163',
    );
    await expect(canvas.getByRole('link', { name: /Home Combo/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: /Chuyển vùng/ })).toBeNull();
    // An http: image is not loaded: the banner shows its title instead.
    await expect(canvas.getByText('Ưu đãi hội viên VinaPhone Plus')).toBeVisible();
  },
};

/** A slide-sized placeholder with the controls' row, so the page does not move when banners arrive. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: /Đang tải ưu đãi|Loading offers/ })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Autoplay every 5000 ms (CONST-05), paused by its button, on hover and on focus. */
export const Autoplay: Story = {
  args: { autoplay: true },
  parameters: { motion: 'allow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Tạm dừng trình chiếu|Pause the slideshow/ }));
    // The carousel starts when first needed: the click starts it and pauses it (useEmblaWhenNeeded).
    await expect(
      await canvas.findByRole('button', { name: /Tiếp tục trình chiếu|Play the slideshow/ }),
    ).toBeVisible();
  },
};
