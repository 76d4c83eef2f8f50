import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_OFFER_FILTER } from '@selfcare/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAreas } from '../offerFixtures';
import { OfferFilters } from './OfferFilters';

const meta = {
  title: 'Features/Loyalty/OfferFilters',
  component: OfferFilters,
  args: {
    filter: DEFAULT_OFFER_FILTER,
    partners: ['CGV', 'Highlands Coffee', 'Pizza Hut'],
    areas: sampleAreas,
    onChange: fn(),
    onReset: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 1200, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof OfferFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LOY-52: typing a points bound keeps digits only; clearing asks the page to reset. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Điểm từ|Points from/), '4a');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_OFFER_FILTER, minPoints: 4 });
    await userEvent.click(canvas.getByRole('button', { name: /Xóa bộ lọc|Clear filters/ }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

/** A filter read from the address: range, partner, area and order shown as chosen. */
export const Chosen: Story = {
  args: {
    filter: { minPoints: 400, maxPoints: 900, partner: 'CGV', area: 'HPG', sort: 'endingSoon' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Điểm đến|Points up to/)).toHaveValue('900');
    await expect(canvas.getByText('Hải Phòng')).toBeVisible();
  },
};
