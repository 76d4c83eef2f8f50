import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SUGGESTED_BANK_COUNT } from '@selfcare/domain';
import { both, sampleBanks } from '../fixtures';
import { BankChooser } from './BankChooser';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Roaming/BankChooser',
  component: BankChooser,
  args: { open: true, onOpenChange: fn(), banks: sampleBanks, device: 'ANDROID', onChoose: fn() },
  argTypes: { device: { control: 'inline-radio', options: ['IOS', 'ANDROID', 'OTHER'] } },
  parameters: {
    docs: {
      description: {
        component:
          'The bank chooser (ROAM-086 … ROAM-091): the first 4 banks as suggestions, a search that matches the current keystroke (the source’s one-keystroke lag is not copied), and every bank of the device’s list.',
      },
    },
  },
} satisfies Meta<typeof BankChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooser = (canvasElement: HTMLElement) =>
  findDialog(
    canvasElement,
    'dialog',
    both((t) => t.banks.title),
  );

/** ROAM-086 … ROAM-088, ROAM-091: 4 suggestions; each keystroke filters at once; a choice is handed over. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await chooser(canvasElement));
    const suggested = dialog.getByRole('region', { name: both((t) => t.banks.suggested) });
    await expect(within(suggested).getAllByRole('listitem')).toHaveLength(SUGGESTED_BANK_COUNT);
    await userEvent.type(dialog.getByRole('searchbox', { name: both((t) => t.banks.search) }), 'vp');
    await expect(dialog.queryByRole('region', { name: both((t) => t.banks.suggested) })).toBeNull();
    const all = dialog.getByRole('region', { name: both((t) => t.banks.all) });
    await expect(within(all).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(all).getByRole('button', { name: /VPBank NEO/ }));
    await expect(args.onChoose).toHaveBeenCalledWith(sampleBanks.find((bank) => bank.id === 'vpb'));
  },
};

export const SuggestionChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await chooser(canvasElement));
    const suggested = dialog.getByRole('region', { name: both((t) => t.banks.suggested) });
    await userEvent.click(
      within(suggested).getAllByRole('button')[0] ?? suggested.parentElement ?? canvasElement,
    );
    await expect(args.onChoose).toHaveBeenCalledWith(sampleBanks[0]);
  },
};

/** ROAM-090: no match. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await chooser(canvasElement));
    await userEvent.type(dialog.getByRole('searchbox', { name: both((t) => t.banks.search) }), 'zzz');
    await expect(dialog.getByRole('status')).toBeVisible();
  },
};

/** ROAM-097: other devices see the notice that bank apps open only on iOS and Android. */
export const OtherDevice: Story = {
  args: { device: 'OTHER' },
  play: async ({ canvasElement }) => {
    const dialog = within(await chooser(canvasElement));
    await expect(dialog.getByText(both((t) => t.banks.otherDevice))).toBeVisible();
  },
};
