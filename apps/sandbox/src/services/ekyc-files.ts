/**
 * Issue 19: the photos of each identity request, kept on disk beside the database directory
 * (`<data dir>-uploads/ekyc/<request id>/<side>.<jpg|png>`) and removed with a reset.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ekycPhotoSides, type EkycImageType, type EkycPhotoSide } from '@selfcare/domain';
import type { SandboxConfig } from '../config';

export function uploadsDir(config: Pick<SandboxConfig, 'dataDir'>): string {
  return `${config.dataDir.replace(/[/\\]+$/, '')}-uploads`;
}

const extensionOf: Record<EkycImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export interface StoredPhoto {
  readonly side: EkycPhotoSide;
  readonly type: EkycImageType;
  readonly bytes: Uint8Array;
}

function requestDir(config: Pick<SandboxConfig, 'dataDir'>, requestId: number): string {
  return join(uploadsDir(config), 'ekyc', String(requestId));
}

export async function storeEkycPhotos(
  config: Pick<SandboxConfig, 'dataDir'>,
  requestId: number,
  photos: readonly StoredPhoto[],
): Promise<void> {
  const dir = requestDir(config, requestId);
  await mkdir(dir, { recursive: true });
  await Promise.all(
    photos.map((photo) => writeFile(join(dir, `${photo.side}.${extensionOf[photo.type]}`), photo.bytes)),
  );
}

/** One stored photo, by the type recorded with the request; undefined when it is not there. */
export async function readEkycPhoto(
  config: Pick<SandboxConfig, 'dataDir'>,
  requestId: number,
  side: string,
  type: EkycImageType,
): Promise<Uint8Array | undefined> {
  if (!(ekycPhotoSides as readonly string[]).includes(side)) return undefined;
  return readFile(join(requestDir(config, requestId), `${side}.${extensionOf[type]}`)).catch(() => undefined);
}

export async function removeEkycPhotos(config: Pick<SandboxConfig, 'dataDir'>): Promise<void> {
  await rm(join(uploadsDir(config), 'ekyc'), { recursive: true, force: true });
}
