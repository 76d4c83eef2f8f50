import type { EkycPhotoSide } from '@selfcare/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { samplePicture } from '../fixtures';
import { EkycPhotoStep, type EkycPhotoStepProps } from './EkycPhotoStep';

/** The step as the page holds it: the photos live in the caller's state. */
function Stateful(props: EkycPhotoStepProps) {
  const [photos, setPhotos] = useState(props.photos);
  return (
    <EkycPhotoStep
      {...props}
      photos={photos}
      onPhoto={(side, photo) => {
        props.onPhoto(side, photo);
        setPhotos((known) => ({ ...known, [side]: photo }));
      }}
      onRetake={(side) => {
        props.onRetake(side);
        setPhotos((known) => {
          const next: Partial<Record<EkycPhotoSide, Blob>> = { ...known };
          delete next[side];
          return next;
        });
      }}
    />
  );
}

const meta = {
  title: 'Features/Ekyc/EkycPhotoStep',
  component: EkycPhotoStep,
  args: { photos: {}, onPhoto: fn(), onRetake: fn(), onSubmit: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'ACC-58: the front and back of the ID card and a portrait; each is made smaller in the browser, previewed and can be retaken.',
      },
    },
  },
} satisfies Meta<typeof EkycPhotoStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInputs = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement>('input[type="file"]')];

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const inputs = fileInputs(canvasElement);
    await expect(inputs).toHaveLength(3);
    await expect(inputs.every((input) => input.accept === 'image/*' && input.hasAttribute('capture'))).toBe(
      true,
    );
    await expect(
      within(canvasElement).getByRole('button', { name: /gửi ảnh|send the photos/i }),
    ).toBeDisabled();
  },
};

/** ACC-58: three large photos are made smaller and previewed; one is retaken; then they are sent. */
export const PreviewAndRetake: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const [index, name] of ['front.png', 'back.png', 'portrait.png'].entries()) {
      const [input] = fileInputs(canvasElement);
      await userEvent.upload(input as HTMLInputElement, await samplePicture(name));
      await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(index + 1));
    }
    const previews = await canvas.findAllByRole('img');
    await expect(previews).toHaveLength(3);
    await waitFor(() => expect((previews[0] as HTMLImageElement).naturalWidth).toBe(1600));
    await expect(args.onPhoto).toHaveBeenCalledTimes(3);
    const [firstRetake] = canvas.getAllByRole('button', { name: /chụp lại|retake/i });
    await userEvent.click(firstRetake as HTMLElement);
    await expect(args.onRetake).toHaveBeenCalledWith('front');
    await waitFor(() => expect(fileInputs(canvasElement)[0]).toHaveFocus());
    await userEvent.upload(
      fileInputs(canvasElement)[0] as HTMLInputElement,
      await samplePicture('front-2.png'),
    );
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: /gửi ảnh|send the photos/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** ACC-58: a file that is not a photo is refused at once, with a message under its field. */
export const NotAPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const [input] = fileInputs(canvasElement);
    input?.removeAttribute('accept');
    await userEvent.upload(
      input as HTMLInputElement,
      new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await expect(await within(canvasElement).findByText(/không phải ảnh|not a photo/i)).toBeVisible();
    await expect(args.onPhoto).not.toHaveBeenCalled();
  },
};

/** Three real (small) photos, made before the story renders. */
const withPhotos = async () => ({
  photos: {
    front: await samplePicture('front.png', 'rgb(0, 84, 180)'),
    back: await samplePicture('back.png', 'rgb(0, 120, 90)'),
    portrait: await samplePicture('portrait.png', 'rgb(150, 90, 40)'),
  },
});

/** The upload is under way: the button is busy and the slots are disabled. */
export const Uploading: Story = {
  args: { busy: true },
  loaders: [withPhotos],
  render: (args, { loaded }) => (
    <Stateful {...args} photos={(loaded as Awaited<ReturnType<typeof withPhotos>>).photos} />
  ),
};

/** The upload failed on the way (network, session): the message shows and the photos stay. */
export const UploadFailure: Story = {
  args: { failure: 'Không kết nối được máy chủ, vui lòng thử lại.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
