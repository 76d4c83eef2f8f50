import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleBanks } from '../../../fixtures/sampleData';
import type { BankPickerProps } from './BankPicker';
import { BankPicker } from './BankPicker';

function Controlled(props: BankPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <BankPicker
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        props.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Features/Payment/BankPicker',
  component: BankPicker,
  render: (args) => <Controlled {...args} />,
  args: { banks: sampleBanks.filter((bank) => !bank.international), value: undefined, onChange: fn() },
  parameters: {
    docs: {
      description: { component: 'Step 2 of the payment dialog: one bank of the banks.jsp list (PKG-21).' },
    },
  },
} satisfies Meta<typeof BankPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'BIDV' }));
    await expect(args.onChange).toHaveBeenCalledWith('BIDV');
    await expect(canvas.getByRole('radio', { name: 'BIDV' })).toBeChecked();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { banks: [] } };

export const NotChosen: Story = { args: { error: 'Vui lòng chọn ngân hàng' } };
