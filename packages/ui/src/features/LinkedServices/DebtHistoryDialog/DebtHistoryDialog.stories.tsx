import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../components/Button/Button';
import { debtMonths, debtToday } from '../fixtures';
import { DebtHistoryDialog } from './DebtHistoryDialog';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/LinkedServices/DebtHistoryDialog',
  component: DebtHistoryDialog,
  args: {
    account: { account: 'hcm_fiber_0101', kind: 'internet' },
    onClose: fn(),
    history: {
      state: 'loaded',
      months: debtMonths.map((month) => ({ ...month, owed: 0, paid: month.charge })),
    },
    today: debtToday,
  },
  parameters: {
    docs: {
      description: {
        component:
          'ACC-43, API-053: the billed months of a linked fixed-line, home internet or MyTV account, newest first (at most 12): a table with caption and column headers, the total still owed, and each month\'s state in words (an overdue month reads "Quá hạn" / "Overdue").',
      },
    },
  },
} satisfies Meta<typeof DebtHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every month paid: nothing owed. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'dialog', /hcm_fiber_0101/);
    await expect(within(dialog).getByRole('table')).toBeVisible();
    await expect(within(dialog).getAllByRole('row')).toHaveLength(debtMonths.length + 1);
  },
};

/** The latest month open, the rest paid. */
export const Loaded: Story = {
  args: {
    history: {
      state: 'loaded',
      months: debtMonths.map((month, index) =>
        index === 0 ? month : { ...month, owed: 0, paid: month.charge },
      ),
    },
  },
};

/** The month before the latest is past its due date: marked "Quá hạn" / "Overdue" in words; Escape closes. */
export const Overdue: Story = {
  args: { history: { state: 'loaded', months: debtMonths } },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'dialog', /hcm_fiber_0101/);
    await expect(within(dialog).getAllByText(/^(Quá hạn|Overdue)$/)).toHaveLength(1);
    await expect(within(dialog).getByText(/(Tổng còn nợ|Total still owed)/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** An account not billed yet. */
export const Empty: Story = { args: { history: { state: 'loaded', months: [] } } };

/** The read is under way. */
export const Loading: Story = { args: { history: { state: 'pending' } } };

/** The read failed: the portal's shared failure (sample content here) with its retry. */
export const Failed: Story = {
  args: {
    history: {
      state: 'failed',
      failure: (
        <div role="alert">
          <p>Không kết nối được. Vui lòng kiểm tra mạng và thử lại.</p>
          <Button variant="secondary">Thử lại</Button>
        </div>
      ),
    },
  },
};
