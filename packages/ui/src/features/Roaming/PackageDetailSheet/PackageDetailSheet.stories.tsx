import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { both, longNameRoamingPackage, sampleCountryName, sampleRoamingPackage } from '../fixtures';
import { PackageDetailSheet } from './PackageDetailSheet';
import { findDialog } from '../../../fixtures/overlays';

const meta = {
  title: 'Features/Roaming/PackageDetailSheet',
  component: PackageDetailSheet,
  args: { pkg: sampleRoamingPackage, onOpenChange: fn(), isActive: false, onRegister: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Package detail as a bottom sheet (ROAM-036 … ROAM-039): price, hot keys, promotions, descriptions (server HTML through SafeHtml), coverage, cancel guide; back and register, which reads “registered” and is disabled for the active package.',
      },
    },
  },
} satisfies Meta<typeof PackageDetailSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheet = (canvasElement: HTMLElement) => findDialog(canvasElement, 'dialog', 'R7');

/** ROAM-039: register hands the package to the portal. ROAM-037: coverage countries in the reader's language. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const dialog = within(await sheet(canvasElement));
    await expect(dialog.getByRole('table')).toBeVisible();
    await expect(
      dialog.getByRole('cell', { name: sampleCountryName('TH', globals['locale']) }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: both((t) => t.detail.register) }));
    await expect(args.onRegister).toHaveBeenCalledWith(sampleRoamingPackage);
  },
};

/** ROAM-038: the active package reads 'registered' and cannot be registered again. */
export const Registered: Story = {
  args: { isActive: true },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await sheet(canvasElement));
    await expect(dialog.getByRole('button', { name: both((t) => t.detail.registered) })).toBeDisabled();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** ROAM-036: back closes the sheet. */
export const Back: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await sheet(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: both((t) => t.detail.back) }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A package with no image, promotions, coverage or cancel guide. */
export const Minimal: Story = {
  args: {
    pkg: {
      ...sampleRoamingPackage,
      imageUrl: undefined,
      hotKeys: [],
      hotPromotions: [],
      scopes: [],
      cancelGuideHtml: undefined,
      fullDescriptionHtml: undefined,
    },
  },
};

export const LongVietnameseName: Story = { args: { pkg: longNameRoamingPackage } };
