import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { both, longNameRoamingPackage, sampleRoamingPackages } from '../fixtures';
import type { RoamingPackageListProps } from './RoamingPackageList';
import { RoamingPackageList } from './RoamingPackageList';

/** Keeps 'see more' as the portal does, reporting each toggle to the story's spy. */
function ListDemo(args: RoamingPackageListProps) {
  const [expanded, setExpanded] = useState(args.expanded);
  return (
    <RoamingPackageList
      {...args}
      expanded={expanded}
      onExpandedChange={(next) => {
        args.onExpandedChange(next);
        setExpanded(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Roaming/RoamingPackageList',
  component: RoamingPackageList,
  render: (args) => <ListDemo {...args} />,
  args: { packages: sampleRoamingPackages, expanded: false, onExpandedChange: fn(), onSelect: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Step 0 of the roaming page (ROAM-018 … ROAM-020, ROAM-030): 3 packages until “see more”, each with price per cycle, stars, the first 3 hot keys, hot promotions and the “active” badge.',
      },
    },
  },
} satisfies Meta<typeof RoamingPackageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-package-code]');

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(3); // ROAM-018
    await userEvent.click(canvas.getByRole('button', { name: both((t) => t.list.seeMore) }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(items(canvasElement)).toHaveLength(sampleRoamingPackages.length);
    await userEvent.click(canvas.getByRole('button', { name: both((t) => t.list.seeLess) }));
    await expect(items(canvasElement)).toHaveLength(3);
    await userEvent.click(
      canvas.getAllByRole('button', { name: both((t) => `${t.list.detail}: R7`) })[0] ?? canvasElement,
    );
    await expect(args.onSelect).toHaveBeenCalledWith(sampleRoamingPackages[0]);
  },
};

export const Expanded: Story = { args: { expanded: true } };

/** ROAM-019: no more than 3 hot keys, even when the package lists 4. */
export const HotKeysCapped: Story = {
  args: { packages: sampleRoamingPackages.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const keys = within(canvasElement).getByRole('list', { name: both((t) => t.list.hotKeys) });
    await expect(within(keys).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(canvasElement).queryByRole('button', { name: both((t) => t.list.seeMore) }),
    ).toBeNull();
  },
};

export const ActivePackage: Story = {
  args: { activePackageCode: 'R7' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(both((t) => t.list.active))).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, packages: [] } };

/** ROAM-030: the empty text when the filters leave nothing. */
export const Empty: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(0);
  },
};

export const LongVietnameseName: Story = {
  args: { packages: [longNameRoamingPackage, ...sampleRoamingPackages.slice(1, 3)] },
};
