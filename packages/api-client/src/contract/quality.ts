/**
 * §7 Service quality (API-099 ... API-102, ACC-73): §7 names the calls without their fields; the shapes
 * below are assumed (docs/decisions/support.md, "Quality reports"). A report's place is the address
 * cascade's ids or a position, and every text the reader sees comes with an optional English twin.
 */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { staffCategoryRecord } from './records';
import { listOf, mobileResponse, optionalText, unshownBody } from './wire';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const wireId = z.string().check(z.regex(/^\d{1,9}$/));
const latitude = z.number().check(z.gte(-90), z.lte(90));
const longitude = z.number().check(z.gte(-180), z.lte(180));

/** API-099 (assumed): one report of the list, without the reporter's number. */
export const qualityReportRecord = z.looseObject({
  CCOS_ID: id,
  CATEGORY_NAME: z.string(),
  CATEGORY_NAME_EN: optionalText,
  CONTENT: z.string(),
  ADDRESS: optionalText,
  LATITUDE: z.nullish(z.number()),
  LONGITUDE: z.nullish(z.number()),
  CREATED_AT: z.string(),
  VOTES: z.number(),
  VOTED: z.optional(z.boolean()),
  MINE: z.optional(z.boolean()),
});

/** API-101 (assumed): a leaf category, the description, and the place (the cascade's ids or a position). */
export const postQualityReportRequest = z.looseObject({
  category_id: wireId,
  content: z.string().check(z.minLength(1), z.maxLength(1000)),
  province_id: z.optional(wireId),
  district_id: z.optional(wireId),
  precinct_id: z.optional(wireId),
  latitude: z.optional(latitude),
  longitude: z.optional(longitude),
});

export const qualityCalls = defineCalls({
  mobile_staff_list_ccos: mobileRow(
    'read',
    'API-099',
    '/mobile_staff_list_ccos',
    unshownBody,
    mobileResponse(listOf(qualityReportRecord)),
    {
      assumed:
        'fields not shown (ACC-73): the newest reports of everyone, [{ CCOS_ID, CATEGORY_NAME(_EN), CONTENT, ADDRESS | LATITUDE + LONGITUDE, CREATED_AT, VOTES, VOTED, MINE }]',
    },
  ),
  mobile_staff_list_category: mobileRow(
    'read',
    'API-100',
    '/mobile_staff_list_category',
    unshownBody,
    mobileResponse(listOf(staffCategoryRecord)),
    { assumed: 'request not shown; result the category tree of ENT-44' },
  ),
  mobile_staff_post_ccos: mobileRow(
    'write',
    'API-101',
    '/mobile_staff_post_ccos',
    postQualityReportRequest,
    mobileResponse(z.looseObject({ CCOS_ID: id })),
    {
      assumed:
        'fields not shown (ACC-73): { category_id, content, province_id + district_id + precinct_id | latitude + longitude } → { CCOS_ID }',
    },
  ),
  mobile_staff_update_vote: mobileRow(
    'write',
    'API-102',
    '/mobile_staff_update_vote',
    z.looseObject({ ccos_id: wireId }),
    mobileResponse(z.looseObject({ CCOS_ID: id, VOTES: z.number() })),
    { assumed: "fields not shown (ACC-73): { ccos_id } → the report's new total, one vote per subscriber" },
  ),
});
