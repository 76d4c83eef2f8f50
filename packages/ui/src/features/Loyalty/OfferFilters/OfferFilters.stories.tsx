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

/**
 * LOY-52: a points bound is read as digits only; clearing asks the page to reset. The field is
 * controlled by the page, which here keeps the story's filter, so each keystroke is read on its own.
 */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText(/Điểm từ|Points from/);
    await userEvent.type(from, '4');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_OFFER_FILTER, minPoints: 4 });
    await userEvent.type(from, 'a');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_OFFER_FILTER, minPoints: undefined });
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
