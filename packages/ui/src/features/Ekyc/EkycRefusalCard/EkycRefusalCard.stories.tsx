import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/Button/Button';
import { EkycRefusalCard } from './EkycRefusalCard';

const meta = {
  title: 'Features/Ekyc/EkycRefusalCard',
  component: EkycRefusalCard,
  args: {
    refusal: 'imageQuality',
    onTryAgain: fn(),
    onCallBack: fn(),
    storeLink: (
      <Button asChild>
        <a href="#stores">Cửa hàng / Stores</a>
      </Button>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'ERR-47 … ERR-50 (ACC-63 … ACC-66): each §8 label as a clear message with what to do next, and a call-back request.',
      },
    },
  },
} satisfies Meta<typeof EkycRefusalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ERR-48: image quality: retake the card photos. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Focus moves in an effect after the first paint.
    await waitFor(() => expect(canvas.getByRole('heading')).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: /chụp lại ảnh giấy tờ|retake the card/i }));
    await expect(args.onTryAgain).toHaveBeenCalled();
  },
};

/** ERR-49: face mismatch: retake the portrait; the operator's words show too. */
export const FaceMismatch: Story = {
  args: {
    refusal: 'faceMismatch',
    operatorMessage: 'Ảnh chân dung không khớp với ảnh trên giấy tờ tùy thân.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /chụp lại ảnh chân dung|retake the portrait/i }),
    ).toBeVisible();
  },
};

/** ERR-50: the AI service cannot be reached: send again later, or ask for a call back. */
export const ServiceUnavailable: Story = {
  args: { refusal: 'serviceUnavailable' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /gọi lại|call back/i }));
    await expect(args.onCallBack).toHaveBeenCalled();
  },
};

/** ERR-47: the ID is on more than 3 numbers: a store, not a retake. */
export const IdOverLimit: Story = {
  args: { refusal: 'idOverLimit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /chụp lại|retake|gửi lại|send again/i })).toBeNull();
    await expect(canvas.getByRole('link', { name: /cửa hàng|stores/i })).toBeVisible();
  },
};

/** The call-back request was noted. */
export const CallBackSent: Story = { args: { refusal: 'serviceUnavailable', callBackTicket: '42' } };
