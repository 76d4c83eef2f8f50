import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleContact, sampleFooter } from '../private/storyData';
import { Footer } from './Footer';

const guest = fn();

const meta = {
  title: 'Features/Shell/Footer',
  component: Footer,
  args: { ...sampleFooter, contact: sampleContact },
  parameters: {
    docs: { description: { component: 'The §2.3 footer; the three services ask a guest to sign in first.' } },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Guest: Story = {
  args: { serviceLinks: sampleFooter.serviceLinks.map((item) => ({ ...item, onSelect: guest })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Nạp tiền|Top up/ }));
    await expect(guest).toHaveBeenCalled();
  },
};
