import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Phí 0 đ được hiển thị là Miễn phí',
    children: <IconButton label="Giải thích phí" icon={<InfoCircledIcon width={20} height={20} />} />,
  },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'A short hint on hover and keyboard focus (Radix Tooltip). Never the only place of essential information.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Giải thích phí' })).toHaveFocus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'Phí 0 đ',
    );
  },
};

export const Open: Story = { args: { defaultOpen: true, side: 'bottom' } };
