import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { familyPacks } from '../fixtures';
import { FamilyPacks } from './FamilyPacks';

const meta = {
  title: 'Features/Family/FamilyPacks',
  component: FamilyPacks,
  args: { packs: familyPacks, standing: 'master', onChoose: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof FamilyPacks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-25: the current pack is marked; another can be chosen. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Gia đình 8/ }));
    await expect(args.onChoose).toHaveBeenCalledWith(familyPacks[2]);
  },
};

/** A subscriber in no group registers a pack to start one. */
export const NoGroup: Story = {
  args: { standing: 'none', packs: familyPacks.map((pack) => ({ ...pack, current: false })) },
};
