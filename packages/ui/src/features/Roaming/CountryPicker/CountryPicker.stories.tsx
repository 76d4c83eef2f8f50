import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COUNTRY_SEARCH_MAX_LENGTH } from '@selfcare/domain';
import { both, sampleCountries, sampleCountryName, sampleFavourites } from '../fixtures';
import type { CountryPickerProps } from './CountryPicker';
import { CountryPicker } from './CountryPicker';

/** Keeps the selection as the portal's filter does, reporting each change to the story's spy. */
function PickerDemo(args: CountryPickerProps) {
  const [selected, setSelected] = useState<string[]>([...args.selectedIds]);
  return (
    <CountryPicker
      {...args}
      selectedIds={selected}
      onSelectedChange={(ids) => {
        args.onSelectedChange(ids);
        setSelected(ids);
      }}
    />
  );
}

const meta = {
  title: 'Features/Roaming/CountryPicker',
  component: CountryPicker,
  render: (args) => <PickerDemo {...args} />,
  args: { countries: sampleCountries, selectedIds: [], onSelectedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Destination countries (ROAM-021 … ROAM-026, ROAM-031): names in the reader's language, grouped by their first letter; an accent-insensitive search of at most 50 characters over the Vietnamese and the English name alike (issue 24); favourites as quick picks; chosen countries as removable chips.",
      },
    },
  },
} satisfies Meta<typeof CountryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: both((t) => t.countries.search) });

/** ROAM-026: 'thai lan' finds Thái Lan (Thailand in English); ticking it adds a chip that removes it again. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(search(canvasElement), 'thai lan');
    const groups = canvas.getByTestId('country-groups');
    await waitFor(() => expect(within(groups).getAllByRole('checkbox')).toHaveLength(1));
    await userEvent.click(
      within(groups).getByRole('checkbox', { name: sampleCountryName('TH', globals['locale']) }),
    );
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['TH']);
    const chips = canvas.getByRole('list', { name: both((t) => t.countries.selected) });
    await userEvent.click(within(chips).getByRole('button', { name: both((t) => t.countries.remove) }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('list', { name: both((t) => t.countries.selected) })).toBeNull();
  },
};

/** On phones the letter groups are folded (issue 24): unfold them when the toggle shows. */
async function showAllCountries(canvasElement: HTMLElement) {
  const toggle = within(canvasElement).getByRole('button', {
    name: both((t) => t.countries.showAll),
    hidden: true,
  });
  if (toggle.checkVisibility()) await userEvent.click(toggle);
}

/** ROAM-031: the letter groups, with 'Đức' under its own letter. */
export const GroupedByLetter: Story = {
  play: async ({ canvasElement }) => {
    await showAllCountries(canvasElement);
    const groups = within(canvasElement).getByTestId('country-groups');
    await expect(within(groups).getByRole('group', { name: 'T' })).toBeVisible();
    await expect(within(groups).getAllByRole('group').length).toBeGreaterThan(5);
  },
};

export const WithFavourites: Story = {
  args: { favourites: sampleFavourites },
  play: async ({ args, canvasElement, globals }) => {
    await showAllCountries(canvasElement);
    const [favourite, inList] = within(canvasElement).getAllByRole('checkbox', {
      name: sampleCountryName('JP', globals['locale']),
    });
    await userEvent.click(favourite ?? canvasElement);
    await expect(args.onSelectedChange).toHaveBeenCalledWith(['JP']);
    await expect(inList).toBeChecked();
  },
};

export const Selected: Story = { args: { selectedIds: ['TH', 'JP', 'FR'] } };

/**
 * VAL-38 (issue 24): the search reads both names in either language: 'Thailand' and 'thai lan' both find the
 * one country, shown as Thái Lan in Vietnamese and Thailand in English, under the letter of the shown name.
 */
export const SearchesBothNames: Story = {
  play: async ({ canvasElement, globals }) => {
    const groups = within(canvasElement).getByTestId('country-groups');
    const box = search(canvasElement);
    const shown = sampleCountryName('TH', globals['locale']);
    for (const query of ['Thailand', 'thai lan']) {
      await userEvent.clear(box);
      await userEvent.type(box, query);
      await waitFor(() => expect(within(groups).getAllByRole('checkbox')).toHaveLength(1));
      await expect(within(groups).getByRole('checkbox', { name: shown })).toBeVisible();
      await expect(within(groups).getByRole('group', { name: 'T' })).toBeVisible();
    }
  },
};

/** Issue 24: on phones the groups stay folded behind 'show all' until asked for or searched. */
export const FoldedOnPhones: Story = {
  args: { favourites: sampleFavourites },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getByTestId('country-groups');
    const toggle = canvas.getByRole('button', { name: both((t) => t.countries.showAll) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(groups).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(groups).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: both((t) => t.countries.hideAll) }));
    await expect(groups).not.toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(search(canvasElement), 'atlantis');
    await expect(await within(canvasElement).findByText(both((t) => t.countries.none))).toBeVisible();
    await expect(
      within(canvasElement.querySelector('[data-testid="country-groups"]') ?? canvasElement).queryAllByRole(
        'checkbox',
      ),
    ).toHaveLength(0);
  },
};

/** ROAM-025: the search keeps at most 50 characters. */
export const SearchMaxLength: Story = {
  play: async ({ canvasElement }) => {
    const box = search(canvasElement);
    await userEvent.type(box, 'x'.repeat(COUNTRY_SEARCH_MAX_LENGTH + 5));
    await expect(box).toHaveValue('x'.repeat(COUNTRY_SEARCH_MAX_LENGTH));
  },
};
