import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppPromo } from './AppPromo';

const meta = {
  title: 'Features/Home/AppPromo',
  component: AppPromo,
  args: {
    iosHref: 'https://apps.apple.com/app/id0',
    androidHref: 'https://play.google.com/store/apps/details?id=x',
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof AppPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
  },
};
