import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleContent } from '../fixtures';
import { LandingFooter } from './LandingFooter';

const meta = {
  title: 'Features/Landing/LandingFooter',
  component: LandingFooter,
  args: sampleContent.footer,
} satisfies Meta<typeof LandingFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LAND-24, LAND-51: the store buttons and the QR code. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      '/__sandbox/app?store=ios',
    );
    await expect(
      await canvas.findByRole('img', { name: /Mã QR tải ứng dụng|QR code to download the app/ }),
    ).toBeVisible();
  },
};

/** Without a QR value: the store buttons only. */
export const StoresOnly: Story = { args: { qrValue: undefined } };
