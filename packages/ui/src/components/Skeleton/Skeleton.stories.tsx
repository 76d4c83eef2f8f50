import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder while data loads. The shimmer stops when the user prefers reduced motion. Put `aria-busy` on the region that is loading.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { width: '60%' } };
export const Rect: Story = { args: { shape: 'rect', width: 320, height: 160 } };
export const Circle: Story = { args: { shape: 'circle', width: 48, height: 48 } };
export const PackageCardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <Skeleton shape="rect" height={140} />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
    </div>
  ),
};
