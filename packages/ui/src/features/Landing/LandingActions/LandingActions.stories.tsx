import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleLinks } from '../fixtures';
import { LandingActions } from './LandingActions';

const meta = {
  title: 'Features/Landing/LandingActions',
  component: LandingActions,
  args: { links: sampleLinks },
  argTypes: { placement: { control: 'inline-radio', options: ['everywhere', 'wide', 'narrow'] } },
} satisfies Meta<typeof LandingActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LAND-14, LAND-15: buttons into the app's screens. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Thanh toán cước' })).toHaveAttribute(
      'href',
      '/__sandbox/operator-app?screen=TELECOM_BILL',
    );
  },
};

/** LAND-30: the desktop copy (from 991 px) and the phone copy (below): one of the two shows at each width. */
export const ByWidth: Story = {
  render: (args) => (
    <>
      <LandingActions {...args} placement="wide" />
      <LandingActions
        {...args}
        placement="narrow"
        links={args.links.map((link) => ({ ...link, id: `${link.id}-end` }))}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Nạp tiền ngay' })).toHaveLength(1);
  },
};
