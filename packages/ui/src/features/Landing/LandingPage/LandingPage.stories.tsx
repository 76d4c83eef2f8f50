import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleContent, sampleSteps } from '../fixtures';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Features/Landing/LandingPage',
  component: LandingPage,
  args: { content: sampleContent, autoplay: false, onAction: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer's QR loads after the first screen: its stories wait for it, so their pictures are whole. */
const qrShown = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('img', { name: /Mã QR tải ứng dụng|QR code to download the app/ });

/** Hero, buttons into the app, tutorials in tabs, rules and the footer with store links and QR (issue 21). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Siêu voucher 50%' })).toBeVisible();
    const topUp = canvas.getByRole('link', { name: 'Nạp tiền ngay' });
    await expect(topUp).toHaveAttribute('href', '/__sandbox/operator-app?screen=TOPUP_MONEY');
    // LAND-72: a click is told to the page (the story keeps the browser where it is).
    topUp.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(topUp);
    await expect(args.onAction).toHaveBeenCalledWith('topup');
    await expect(await qrShown(canvasElement)).toBeVisible();
  },
};

/** A campaign past its last day still shows, with the end date first. */
export const Ended: Story = {
  args: { content: { ...sampleContent, status: { kind: 'ended', date: '30/09/2024' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(/30\/09\/2024/);
    await expect(await qrShown(canvasElement)).toBeVisible();
  },
};

/** The swiper (4 slides from 1024 px, 1 below) and the sticky 'register now' of the TV page. */
export const SwiperAndSticky: Story = {
  args: {
    content: {
      hero: sampleContent.hero,
      blocks: [
        {
          kind: 'steps',
          id: 'steps',
          title: 'Các bước đăng ký',
          steps: sampleSteps.slice(0, 5),
          display: 'swiper',
        },
      ],
      sticky: {
        afterPx: 572,
        link: { id: 'register', label: 'Đăng ký ngay', href: '/__sandbox/operator-app?screen=registerNow' },
      },
    },
  },
};
