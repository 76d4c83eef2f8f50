import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleHold, sampleNow, sampleNumbers } from '../fixtures';
import { SimNumberPicker } from './SimNumberPicker';

const meta = {
  title: 'Features/Sim/SimNumberPicker',
  component: SimNumberPicker,
  args: { numbers: sampleNumbers, hold: null, now: sampleNow, onSearch: fn(), onHold: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: { component: 'ACC-35, ACC-36, CONST-79: numbers for sale and the 60-minute hold.' },
    },
  },
} satisfies Meta<typeof SimNumberPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Searching sends the digits; each number has its own hold button. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '1a1');
    await userEvent.click(canvas.getByRole('button', { name: /Tìm số|Find numbers/ }));
    await expect(args.onSearch).toHaveBeenCalledWith('11');
    await userEvent.click(canvas.getByRole('button', { name: /(Giữ số|Hold) 0886 000 111/ }));
    await expect(args.onHold).toHaveBeenCalledWith('0886000111');
  },
};

/** CONST-79: a running hold shows its number and the minutes left (45 of 60). */
export const Held: Story = {
  args: { hold: sampleHold },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/0886 000 123.*45/);
  },
};

/** The hold has lapsed. */
export const HoldLapsed: Story = { args: { hold: sampleHold, now: new Date('2026-03-10T09:30:00Z') } };

/** Nothing matches the digits. */
export const NoMatch: Story = { args: { numbers: [] } };

/** A hold on its way; the other buttons wait. */
export const Holding: Story = { args: { holding: '0886000111' } };

/** The operator refused the hold. */
export const Refused: Story = { args: { failure: 'Số này vừa có người chọn, vui lòng chọn số khác.' } };
