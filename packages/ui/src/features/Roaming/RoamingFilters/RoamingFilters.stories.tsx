import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { both, sampleCountries, sampleCycles, sampleFavourites } from '../fixtures';
import type { RoamingFiltersProps, RoamingListFilter } from './RoamingFilters';
import { RoamingFilters } from './RoamingFilters';

/** Keeps the filter as the portal does, reporting each change to the story's spy. */
function FiltersDemo(args: RoamingFiltersProps) {
  const [filter, setFilter] = useState<RoamingListFilter>(args.filter);
  return (
    <RoamingFilters
      {...args}
      filter={filter}
      onFilterChange={(next) => {
        args.onFilterChange(next);
        setFilter(next);
      }}
    />
  );
}

const noFilter: RoamingListFilter = { countryIds: [], cycles: [], priceOrder: 'none' };

const meta = {
  title: 'Features/Roaming/RoamingFilters',
  component: RoamingFilters,
  render: (args) => <FiltersDemo {...args} />,
  args: {
    countries: sampleCountries,
    favourites: sampleFavourites,
    cycles: sampleCycles,
    filter: noFilter,
    onFilterChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The filters of the roaming list (ROAM-021 … ROAM-032): destination countries, billing cycles (any of) and the price order.',
      },
    },
  },
} satisfies Meta<typeof RoamingFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ROAM-023, ROAM-032: a cycle, then the price order, then clear. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '7 ngày' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, cycles: ['7'] });
    await userEvent.click(canvas.getByRole('combobox', { name: both((t) => t.filters.priceOrder) }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', {
        name: both((t) => t.filters.priceAsc),
      }),
    );
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      ...noFilter,
      cycles: ['7'],
      priceOrder: 'asc',
    });
    await userEvent.click(canvas.getByRole('button', { name: both((t) => t.filters.clear) }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(noFilter);
    await expect(canvas.queryByRole('button', { name: both((t) => t.filters.clear) })).toBeNull();
  },
};

export const Active: Story = {
  args: { filter: { countryIds: ['TH', 'JP'], cycles: ['30'], priceOrder: 'desc' } },
};

/** ROAM-023: without listCycle the cycle group is left out. */
export const NoCycles: Story = {
  args: { cycles: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('group', { name: both((t) => t.filters.cycles) }),
    ).toBeNull();
  },
};
