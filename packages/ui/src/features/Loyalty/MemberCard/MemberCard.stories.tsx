import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longNameMember, sampleMembers } from '../fixtures';
import { MemberCard } from './MemberCard';

const meta = {
  title: 'Features/Loyalty/MemberCard',
  component: MemberCard,
  args: { member: sampleMembers[3] },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Lật thẻ|Flip the member card/ });

/** The front: tier, name and card number in the tier's colour. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveAttribute('data-side', 'front');
    await expect(within(canvasElement).getByText('Lê Hoàng Cường')).toBeVisible();
  },
};

const frontOf = (tier: 1 | 2 | 3 | 4 | 5): Story => ({
  args: { member: sampleMembers[tier] },
  play: async ({ canvasElement }) => {
    // The back repeats the number (hidden from assistive technology): the card reads out its front.
    await expect(card(canvasElement)).toHaveAccessibleDescription(new RegExp(sampleMembers[tier].cardNumber));
  },
});

const backOf = (tier: 1 | 2 | 3 | 4 | 5): Story => ({
  args: { member: sampleMembers[tier] },
  play: async ({ canvasElement }) => {
    card(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(card(canvasElement)).toHaveAttribute('data-side', 'back');
  },
});

export const Tier1Front = frontOf(1);
export const Tier1Back = backOf(1);
export const Tier2Front = frontOf(2);
export const Tier2Back = backOf(2);
export const Tier3Front = frontOf(3);
export const Tier3Back = backOf(3);
/** CONST-52: tier 4's card carries dark text. */
export const Tier4Front = frontOf(4);
export const Tier4Back = backOf(4);
export const Tier5Front = frontOf(5);
export const Tier5Back = backOf(5);

/** LOY-36: the barcode of the card number, on the back. */
export const Barcode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Hiện mã vạch|Show barcode/ }));
    await expect(card(canvasElement)).toHaveAttribute('data-side', 'back');
    await expect(canvas.getByRole('img', { name: /Mã vạch|Barcode/ })).toHaveAttribute(
      'data-value',
      sampleMembers[3].cardNumber,
    );
    await expect(canvas.getByRole('button', { name: /Hiện mã QR|Show QR code/ })).toBeVisible();
  },
};

/** A name longer than the card: one line with an ellipsis, whole in its title and in the description. */
export const LongName: Story = {
  args: { member: longNameMember },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle(longNameMember.name)).toBeVisible();
  },
};

/** A card-sized placeholder while the member info loads. */
export const Loading: Story = {
  args: { member: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
