import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { postpaidBills } from '../fixtures';
import { BillSummary } from './BillSummary';

const meta = {
  title: 'Features/Account/BillSummary',
  component: BillSummary,
  args: { bills: postpaidBills },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'Postpaid (issue 17): the latest month’s bill first, then the earlier months, each paid or not; the portal adds the payment shortcuts.',
      },
    },
  },
} satisfies Meta<typeof BillSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest bill is unpaid; two earlier months are paid. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/182[.,]000đ/)).toBeVisible();
    await expect(canvas.getByText(/Chưa thanh toán|Unpaid/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Empty: Story = { args: { bills: [] } };

export const Loading: Story = { args: { bills: undefined } };
