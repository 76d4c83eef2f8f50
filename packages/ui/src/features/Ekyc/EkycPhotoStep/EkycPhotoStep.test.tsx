import { EKYC_PHOTO_MAX_BYTES } from '@selfcare/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initUiI18n } from '../../../i18n/testing';
import { EkycPhotoStep } from './EkycPhotoStep';

beforeAll(async () => {
  await initUiI18n('en-US');
});

const jpeg = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });

function renderStep(shrinkPhoto: (file: Blob) => Promise<Blob>) {
  const onPhoto = vi.fn();
  render(
    <EkycPhotoStep
      photos={{}}
      onPhoto={onPhoto}
      onRetake={vi.fn()}
      onSubmit={vi.fn()}
      shrinkPhoto={shrinkPhoto}
    />,
  );
  return onPhoto;
}

// user-event leaves out files the input's accept refuses; these tests give the step what a browser could.
const upload = { applyAccept: false };

describe('EkycPhotoStep', () => {
  it('ACC-58 a photo is made smaller before it is taken (the small one is kept)', async () => {
    const small = jpeg(300_000);
    const shrink = vi.fn(async () => small);
    const onPhoto = renderStep(shrink);
    await userEvent
      .setup(upload)
      .upload(
        screen.getByLabelText('Front of the ID card'),
        new File([new Uint8Array(8_000_000)], 'f.jpg', { type: 'image/jpeg' }),
      );
    await waitFor(() => expect(onPhoto).toHaveBeenCalledWith('front', small));
    expect(shrink).toHaveBeenCalledTimes(1);
  });

  it('ACC-58 a file that is not an image is refused without shrinking', async () => {
    const shrink = vi.fn(async (file: Blob) => file);
    const onPhoto = renderStep(shrink);
    await userEvent
      .setup(upload)
      .upload(screen.getByLabelText('Portrait'), new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('This file is not a photo; choose another one')).toBeTruthy();
    expect(shrink).not.toHaveBeenCalled();
    expect(onPhoto).not.toHaveBeenCalled();
  });

  it('ACC-58 a photo still over the limit after shrinking is refused', async () => {
    const onPhoto = renderStep(async () => jpeg(EKYC_PHOTO_MAX_BYTES + 1));
    await userEvent
      .setup(upload)
      .upload(screen.getByLabelText('Back of the ID card'), new File(['x'], 'b.jpg', { type: 'image/jpeg' }));
    expect(
      await screen.findByText('The photo is too large even after shrinking; take it again'),
    ).toBeTruthy();
    expect(onPhoto).not.toHaveBeenCalled();
  });

  it('ACC-58 an image the browser cannot decode asks for another', async () => {
    renderStep(async () => {
      throw new Error('no decoder');
    });
    await userEvent
      .setup(upload)
      .upload(
        screen.getByLabelText('Front of the ID card'),
        new File(['x'], 'f.heic', { type: 'image/heic' }),
      );
    expect(await screen.findByText('This photo cannot be read; take it again')).toBeTruthy();
  });
});
