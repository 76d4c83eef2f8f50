/**
 * Issue 47 item 6: the photo of a support request (ACC-67), kept as the fresh JPEG the sandbox drew from
 * it (`<data dir>-uploads/support/<request id>.jpg`), never as uploaded; removed with a reset.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SandboxConfig } from '../config';
import { uploadsDir } from './ekyc-files';

const supportDir = (config: Pick<SandboxConfig, 'dataDir'>) => join(uploadsDir(config), 'support');

export function supportPhotoPath(config: Pick<SandboxConfig, 'dataDir'>, requestId: number): string {
  return join(supportDir(config), `${requestId}.jpg`);
}

export async function storeSupportPhoto(
  config: Pick<SandboxConfig, 'dataDir'>,
  requestId: number,
  bytes: Uint8Array,
): Promise<void> {
  await mkdir(supportDir(config), { recursive: true });
  await writeFile(supportPhotoPath(config, requestId), bytes);
}

export async function removeSupportPhotos(config: Pick<SandboxConfig, 'dataDir'>): Promise<void> {
  await rm(supportDir(config), { recursive: true, force: true });
}
