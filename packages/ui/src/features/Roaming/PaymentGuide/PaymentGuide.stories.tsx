import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { both } from '../fixtures';
import { PaymentGuide } from './PaymentGuide';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Roaming/PaymentGuide',
  component: PaymentGuide,
  args: { open: true, onOpenChange: fn(), onContinue: fn(), onShowSteps: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The payment guide shown after a bank is chosen (ROAM-092 … ROAM-093): three steps, a link to the step-by-step guide, the “do not show again” tick box and continue.',
      },
    },
  },
} satisfies Meta<typeof PaymentGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

const guide = (canvasElement: HTMLElement) =>
  findDialog(
    canvasElement,
    'dialog',
    both((t) => t.guide.title),
  );

/** ROAM-092: ticking 'do not show again' is handed over with continue. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await guide(canvasElement));
    await userEvent.click(dialog.getByRole('checkbox', { name: both((t) => t.guide.doNotShow) }));
    await userEvent.click(dialog.getByRole('button', { name: both((t) => t.guide.continue) }));
    await expect(args.onContinue).toHaveBeenCalledWith(true);
  },
};

export const ContinueOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await guide(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: both((t) => t.guide.continue) }));
    await expect(args.onContinue).toHaveBeenCalledWith(false);
  },
};

/** ROAM-093: the link opens the step-by-step guide. */
export const ShowSteps: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await guide(canvasElement));
    await userEvent.click(dialog.getByRole('link', { name: both((t) => t.guide.steps) }));
    await expect(args.onShowSteps).toHaveBeenCalled();
  },
};
