import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activePackages } from '../fixtures';
import { ActivePackageList } from './ActivePackageList';

const meta = {
  title: 'Features/Account/ActivePackageList',
  component: ActivePackageList,
  args: { packages: activePackages, onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'PKG-02, API-023: the active packages with their renewal day; cancel opens the catalogue’s own cancel flow (the portal passes it).',
      },
    },
  },
} satisfies Meta<typeof ActivePackageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel names its package; a per-use package does not renew. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Gia hạn ngày 26\/11\/2026|Renews on 11\/26\/2026/)).toBeVisible();
    await expect(canvas.getByText(/Không tự gia hạn|Does not renew/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /(Huỷ gói|Cancel) D15/ }));
    await expect(args.onCancel).toHaveBeenCalledWith(activePackages[0]);
  },
};

/** A cancel on its way. */
export const Cancelling: Story = { args: { busyCode: 'D15' } };

export const Empty: Story = { args: { packages: [] } };

export const Loading: Story = { args: { packages: undefined } };
