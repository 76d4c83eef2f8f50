import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Carousel } from './Carousel';

const slides = ['Gói D15', 'Gói D30', 'Gói BIG90', 'Gói MAX200', 'Gói VD149', 'Gói R50'].map(
  (name, index) => (
    <Card key={name} title={name} elevated>
      <p style={{ margin: 0 }}>{`${(index + 1) * 15}.000 đ · ${index + 1} GB/ngày`}</p>
    </Card>
  ),
);

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { slides, label: 'Gói cước nổi bật', layout: 'main' },
  argTypes: {
    slides: { control: false },
    layout: { control: 'inline-radio', options: ['main', 'landing', 'single'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Slides on embla. `main` shows 4/3/2 items (CONST-13), `landing` 3/2/1 (CONST-14), `single` 1. Autoplay every 5000 ms (CONST-05) pauses on hover, on focus and with its pause button, and is off for reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { autoplay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Trang sau|Next slide/ }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Tới trang 2|Go to slide 2/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};

/** Four slides, three to a view on a wide screen: one spare slide is enough to loop (four positions there too). */
export const Landing: Story = {
  args: { layout: 'landing', autoplay: false, slides: slides.slice(0, 4) },
  play: async ({ canvasElement }) => {
    // Embla starts when first needed (here, a pointer over the slides); the controls painted before it already
    // have its number of positions.
    const buttons = () => canvasElement.querySelectorAll('button').length;
    const painted = buttons();
    const track = canvasElement.querySelector<HTMLElement>('[aria-roledescription="carousel"] [aria-live]');
    await expect(track?.style.transform ?? '').toBe('');
    await userEvent.hover(within(canvasElement).getAllByRole('group')[0]!);
    await waitFor(() => expect(track?.style.transform ?? '').not.toBe(''));
    await expect(buttons()).toBe(painted);
  },
};

export const SingleStepByStep: Story = {
  args: { layout: 'single', autoplay: false, label: 'Hướng dẫn thanh toán' },
};

export const Autoplay: Story = {
  // The story checks emulate reduced motion for every story; this one is about motion.
  parameters: { motion: 'allow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = canvas.getByRole('button', { name: /Tạm dừng trình chiếu|Pause the slideshow/ });
    await userEvent.click(pause);
    // The carousel starts when first needed: the click starts it and pauses it (useEmblaWhenNeeded).
    await expect(
      await canvas.findByRole('button', { name: /Tiếp tục trình chiếu|Play the slideshow/ }),
    ).toBeVisible();
  },
};
