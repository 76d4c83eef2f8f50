import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingBar } from './LoadingBar';

const meta = {
  title: 'Components/LoadingBar',
  component: LoadingBar,
  args: { active: true },
  parameters: {
    docs: {
      description: {
        component:
          'The one global loading indicator, fixed to the top of the viewport. The portal sets `active` from its loading counter.',
      },
    },
  },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};
