import type { Banner } from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { bannerRecord } from '../contract';
import { optional } from './wire';

/** SHELL-118, API-140: a banner as the config service sends it (image and link checked where shown). */
export function toBanner(record: z.output<typeof bannerRecord>): Banner {
  return {
    id: record.id,
    title: optional(record.title),
    imageUrl: record.image,
    link: optional(record.link),
  };
}
