import { downscaledSize, SUPPORT_PHOTO_MAX_EDGE } from '@selfcare/domain';

/**
 * A photo drawn on a canvas at most `maxEdge` pixels on its longer edge and sent as JPEG, so a phone's
 * 10 MB picture travels as a few hundred kB (and its location data stays behind). Support's request
 * photo (ACC-67) and the identity photos (ACC-58) both go through it.
 */
export async function downscalePhoto(file: Blob, maxEdge: number = SUPPORT_PHOTO_MAX_EDGE): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const size = downscaledSize(bitmap.width, bitmap.height, maxEdge);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob === null ? reject(new Error('the canvas gave no image')) : resolve(blob)),
      'image/jpeg',
      0.85,
    );
  });
}
