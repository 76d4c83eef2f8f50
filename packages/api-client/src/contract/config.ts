/** §7 Config service (API-140): banners, GET with bearer and language headers. */
import * as z from 'zod/mini';
import { defineCalls } from './define';
import { listOf, optionalText } from './wire';

/** A banner; `image` may be a data URL (API-188). */
export const bannerRecord = z.looseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  image: z.string(),
  link: optionalText,
  title: optionalText,
});

export const configCalls = defineCalls({
  ads_getBanners: {
    access: 'read',
    matrixId: 'API-140',
    service: 'config',
    method: 'GET',
    path: '/ads/getBanners',
    request: z.looseObject({ position: z.optional(z.string()) }),
    response: z.looseObject({ data: listOf(bannerRecord) }),
    session: false,
    assumed: 'payload not shown: optional ?position= query, response { data: [{ id, image, link, title }] }',
  },
});
