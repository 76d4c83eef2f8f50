import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { storeKey } from '@selfcare/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleNearbyStores } from '../fixtures';
import { StoreMap } from './StoreMap';

/**
 * No tile source in stories: the pins sit on the theme's plain ground, so screenshots never depend
 * on tiles (the portal points the map at the configured tiles, the sandbox's by default).
 */
const meta = {
  title: 'Features/StoreLocator/StoreMap',
  component: StoreMap,
  args: { stores: sampleNearbyStores, onSelect: fn(), onMapError: fn(), animate: false },
  parameters: {
    docs: {
      description: {
        component:
          '§2.9: Leaflet map with a pin per store; a pin opens the info window (address, call link, directions), centred on the first or selected store at zoom 12 (ACC-84, ACC-85, CONST-08).',
      },
    },
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedKey);
    return (
      <StoreMap
        {...args}
        selectedKey={selected}
        onSelect={(store) => {
          setSelected(store === undefined ? undefined : storeKey(store));
          args.onSelect(store);
        }}
      />
    );
  },
} satisfies Meta<typeof StoreMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Leaflet loads on first use: the pins are buttons named after their store.
    const pins = await canvas.findAllByRole('button', { name: /Huỳnh Thúc Kháng|Nguyễn Chí Thanh|Láng/ });
    await expect(pins).toHaveLength(4);
    const first = pins.find((pin) => /Huỳnh Thúc Kháng/.test(pin.getAttribute('aria-label') ?? ''));
    first?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(sampleNearbyStores[0]);
    const call = await canvas.findByRole('link', { name: /024 3772 1010/ });
    await expect(call).toHaveAttribute('href', 'tel:02437721010');
  },
};

export const InfoWindowOpen: Story = {
  args: { selectedKey: storeKey(sampleNearbyStores[1]!) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(sampleNearbyStores[1]!.address)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /024 3772 1021/ })).toHaveAttribute(
      'href',
      'tel:02437721021',
    );
  },
};

export const NoStores: Story = {
  args: { stores: [] },
  play: async ({ canvasElement }) => {
    // The map has loaded (its zoom buttons are there) and shows no pin.
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Phóng to|Zoom in/ })).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /^(Cửa hàng|Store at) / })).toHaveLength(0);
  },
};
