import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SliderProps } from './Slider';
import { Slider } from './Slider';

function SliderDemo(props: SliderProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Slider
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Slider',
  component: Slider,
  render: (args) => <SliderDemo {...args} />,
  args: {
    label: 'Giới hạn dung lượng data',
    value: 1024,
    max: 4096,
    step: 256,
    formatValue: (value: number) => `${value} MB`,
    onValueChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "One value from 0 to a maximum (Radix Slider), e.g. a family member's data (MB) or voice (minutes) limit (CONST-56).",
      },
    },
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Giới hạn dung lượng data' });
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1280);
    await expect(thumb).toHaveAttribute('aria-valuetext', '1280 MB');
  },
};

export const Voice: Story = {
  args: {
    label: 'Giới hạn phút gọi',
    value: 30,
    max: 100,
    step: 5,
    formatValue: (value: number) => `${value} phút`,
  },
};

export const WithError: Story = {
  args: { error: 'Không thể giảm dung lượng khi dung lượng còn lại dưới 500 MB' },
};

export const Disabled: Story = { args: { disabled: true } };
