import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleContent } from '../fixtures';
import { LandingHero } from './LandingHero';

const meta = {
  title: 'Features/Landing/LandingHero',
  component: LandingHero,
  args: sampleContent.hero,
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's h1 and the campaign art, whose box is reserved by its width and height. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '400');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const WithoutEyebrow: Story = { args: { eyebrow: undefined } };
