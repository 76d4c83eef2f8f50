import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../components/Button/Button';
import { approvedRequest, noRequest, pendingRequest, sampleOwner } from '../fixtures';
import { EkycStatusCard } from './EkycStatusCard';

const meta = {
  title: 'Features/Ekyc/EkycStatusCard',
  component: EkycStatusCard,
  args: {
    owner: sampleOwner,
    request: noRequest,
    eligibility: 'eligible',
    onStart: fn(),
    storeLink: (
      <Button asChild variant="secondary">
        <a href="#stores">Cửa hàng / Stores</a>
      </Button>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'ACC-56, ACC-61, ACC-62: the registered information, the latest request and what can be done (start, wait, go to a store).',
      },
    },
  },
} satisfies Meta<typeof EkycStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eligible: the start button. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /bắt đầu|start/i }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** ACC-61: a VIP number goes to a store; no start button. */
export const Vip: Story = {
  args: { owner: { ...sampleOwner, vip: true }, eligibility: 'vip' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /bắt đầu|start/i })).toBeNull();
    await expect(canvas.getByRole('link', { name: /cửa hàng|stores/i })).toBeVisible();
  },
};

/** ACC-62: a request waits for approval (within 24 hours). */
export const Pending: Story = {
  args: { request: pendingRequest, eligibility: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/24/)).toBeVisible();
  },
};

/** SHELL-034: a standardisation with nothing to do. */
export const UpToDate: Story = {
  args: {
    owner: { ...sampleOwner, owner: true, idNumber: '0010******45' },
    request: approvedRequest,
    eligibility: 'upToDate',
  },
};
