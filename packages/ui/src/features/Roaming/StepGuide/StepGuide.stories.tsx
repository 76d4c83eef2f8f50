import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { both } from '../fixtures';
import { StepGuide, stepGuideCounts } from './StepGuide';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Roaming/StepGuide',
  component: StepGuide,
  args: { device: 'ANDROID', open: true, onOpenChange: fn(), onDone: fn() },
  argTypes: { device: { control: 'inline-radio', options: ['IOS', 'ANDROID'] } },
  parameters: {
    docs: {
      description: {
        component:
          'The step-by-step payment guide (ROAM-093): 6 steps on Android, 8 on iOS; the last button reads “Hoàn tất”.',
      },
    },
  },
} satisfies Meta<typeof StepGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

type StoryContext = Parameters<NonNullable<Story['play']>>[0];

/** Walks every step with 'next', checks the counter, and ends with 'Hoàn tất'. */
async function walkSteps({ args, canvasElement }: StoryContext) {
  const dialog = within(
    await findDialog(
      canvasElement,
      'dialog',
      both((t) => t.steps.title),
    ),
  );
  const total = stepGuideCounts[args.device];
  for (let step = 1; step < total; step += 1) {
    await expect(
      dialog.getByText(new RegExp(`^(Bước ${step}/${total}|Step ${step} of ${total})$`)),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: both((t) => t.steps.next) }));
  }
  await expect(dialog.queryByRole('button', { name: both((t) => t.steps.next) })).toBeNull();
  await userEvent.click(dialog.getByRole('button', { name: both((t) => t.steps.done) }));
  await expect(args.onDone).toHaveBeenCalledTimes(1);
}

export const Playground: Story = { play: walkSteps };

export const Android: Story = { args: { device: 'ANDROID' }, play: walkSteps };

export const Ios: Story = { args: { device: 'IOS' }, play: walkSteps };

/** 'Back' is disabled on the first step and steps back afterwards. */
export const Previous: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    const back = dialog.getByRole('button', { name: both((t) => t.steps.previous) });
    await expect(back).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: both((t) => t.steps.next) }));
    await userEvent.click(back);
    await expect(dialog.getByText(/^(Bước 1\/6|Step 1 of 6)$/)).toBeVisible();
  },
};
