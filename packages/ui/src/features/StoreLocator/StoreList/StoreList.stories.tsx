import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { storeKey } from '@selfcare/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { manyStores, sampleNearbyStores } from '../fixtures';
import { StoreList } from './StoreList';

const meta = {
  title: 'Features/StoreLocator/StoreList',
  component: StoreList,
  args: { stores: sampleNearbyStores, onSelect: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'ACC-83: the stores beside the map, nearest first with their distance; each selects its pin (ACC-85), calls (ACC-84) and gives directions.',
      },
    },
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedKey);
    return (
      <StoreList
        {...args}
        selectedKey={selected}
        onSelect={(store) => {
          setSelected(storeKey(store));
          args.onSelect(store);
        }}
      />
    );
  },
} satisfies Meta<typeof StoreList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Nearest first, with the distance in the reader's language (metres under a kilometre).
    await expect(items[0]).toHaveTextContent(/57 Huỳnh Thúc Kháng.*\d+ m/);
    const second = within(items[1] as HTMLElement).getAllByRole('button')[0] as HTMLElement;
    await userEvent.click(second);
    await expect(args.onSelect).toHaveBeenCalledWith(sampleNearbyStores[1]);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(
      within(items[0] as HTMLElement).getByRole('link', { name: /024 3772 1010/ }),
    ).toHaveAttribute('href', 'tel:02437721010');
  },
};

export const Many: Story = {
  args: { stores: manyStores, selectedKey: storeKey(manyStores[5] ?? sampleNearbyStores[0]!) },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list')).getAllByRole('listitem')).toHaveLength(20);
  },
};

export const Loading: Story = { args: { stores: undefined } };

export const Empty: Story = {
  args: { stores: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Failure: Story = {
  args: { stores: undefined, errorMessage: 'Hệ thống đang bận, vui lòng thử lại sau.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Hệ thống đang bận');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
