import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Components/OfflineBanner',
  component: OfflineBanner,
  args: { offline: true },
  parameters: {
    docs: {
      description: {
        component:
          'Shown by the shell while the browser is offline; the portal reads again by itself once the connection is back (issue 23).',
      },
    },
  },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/mạng|offline/i);
  },
};

export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
