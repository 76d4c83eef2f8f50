import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { both, failedStatus, paidStatus, processingStatus } from '../fixtures';
import { RoamingResult } from './RoamingResult';

const meta = {
  title: 'Features/Roaming/RoamingResult',
  component: RoamingResult,
  args: {
    view: 'success',
    status: paidStatus,
    chooseAnotherHref: '/thanhtoan/roaming?token=demo',
    onChooseAnother: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onReload: fn(),
  },
  argTypes: { view: { control: 'inline-radio', options: ['success', 'fail', 'processing'] } },
  parameters: {
    docs: {
      description: {
        component:
          'The result page of a roaming payment (ROAM-118 … ROAM-124): success (date, service, masked number, transaction id), failure (message and a link to choose another package), processing (wait, or check again).',
      },
    },
  },
} satisfies Meta<typeof RoamingResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ROAM-120, ROAM-124: the success view lists the transaction. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: both((t) => t.result.successTitle) })).toBeVisible();
    await expect(canvas.getByText(paidStatus.transactionId)).toBeVisible();
    await expect(canvas.getByText('091xxxx678')).toBeVisible();
  },
};

export const Success: Story = {};

/** ROAM-121: the failure message and the link to choose another package. */
export const Fail: Story = {
  args: { view: 'fail', status: failedStatus },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(failedStatus.message ?? '')).toBeVisible();
    const link = canvas.getByRole('link', { name: both((t) => t.result.chooseAnother) });
    await expect(link).toHaveAttribute('href', '/thanhtoan/roaming?token=demo');
    await userEvent.click(link);
    await expect(args.onChooseAnother).toHaveBeenCalled();
  },
};

/** ROAM-122: processing offers to check again. */
export const Processing: Story = {
  args: { view: 'processing', status: processingStatus },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: both((t) => t.result.reload) }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const Checking: Story = { args: { view: 'processing', status: processingStatus, checking: true } };
