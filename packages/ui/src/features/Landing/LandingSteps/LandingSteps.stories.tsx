import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleSteps } from '../fixtures';
import { LandingSteps } from './LandingSteps';

const meta = {
  title: 'Features/Landing/LandingSteps',
  component: LandingSteps,
  args: { title: 'Các bước tham gia', steps: sampleSteps, display: 'list', autoplay: false },
  argTypes: { display: { control: 'inline-radio', options: ['list', 'carousel', 'swiper'] } },
} satisfies Meta<typeof LandingSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered steps in a list. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText(/^(Bước|Step) 6$/)).toBeVisible();
  },
};

/** LAND-19, LAND-68: a carousel of steps, 3/2/1 by width; the arrow keys move it. */
export const Carousel: Story = {
  args: { display: 'carousel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dot = (index: number) =>
      canvas.getByRole('button', { name: new RegExp(`Tới trang ${index}$|Go to slide ${index}$`) });
    // A carousel starts when first needed (issue 22): the arrow key starts it, then moves it.
    dot(1).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dot(2)).toHaveAttribute('aria-current', 'true'));
  },
};

/** LAND-33, LAND-34: the swiper, 4 slides from 1024 px and 1 below, with arrows. */
export const Swiper: Story = {
  args: { display: 'swiper', steps: sampleSteps.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Trang sau|Next slide/ })).toBeVisible();
  },
};

/** An information carousel: cards without step numbers (LAND-49). */
export const Unnumbered: Story = { args: { display: 'carousel', numbered: false } };
