import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TV_BUTTON_STICKY_SCROLL_PX } from '@selfcare/domain';
import { LandingStickyCta } from './LandingStickyCta';

const meta = {
  title: 'Features/Landing/LandingStickyCta',
  component: LandingStickyCta,
  args: {
    afterPx: TV_BUTTON_STICKY_SCROLL_PX,
    link: { id: 'register', label: 'Đăng ký ngay', href: '/__sandbox/operator-app?screen=registerNow' },
  },
  // Room to scroll past 572 px.
  decorators: [(Story) => <div style={{ minHeight: 2400 }}>{Story()}</div>],
} satisfies Meta<typeof LandingStickyCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LAND-38, LAND-39: in the page at first; fixed to the bottom once scrolled past 572 px, back in place above. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Đăng ký ngay' });
    const slot = canvasElement.querySelector('[data-stuck]');
    await expect(slot).toHaveAttribute('data-stuck', 'false');
    window.scrollTo(0, TV_BUTTON_STICKY_SCROLL_PX + 100);
    await waitFor(() => expect(slot).toHaveAttribute('data-stuck', 'true'));
    await expect(link).toBeVisible();
    window.scrollTo(0, 0);
    await waitFor(() => expect(slot).toHaveAttribute('data-stuck', 'false'));
  },
};
