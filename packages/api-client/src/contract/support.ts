/**
 * §7 Support (API-087 ... API-094): §7 names these calls without their fields. The FAQ, the frequent
 * errors and the trouble tickets carry assumed shapes (docs/decisions/support.md): every text the reader
 * sees comes in Vietnamese with an optional English twin (`*_EN`), as the news groups do.
 */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { listOf, mobileResponse, optionalText, unshownBody, unshownMobileRow } from './wire';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** ACC-69 (assumed): one FAQ question with its group. */
export const faqRecord = z.looseObject({
  ID: id,
  GROUP_ID: id,
  GROUP_NAME: z.string(),
  GROUP_NAME_EN: optionalText,
  QUESTION: z.string(),
  QUESTION_EN: optionalText,
  ANSWER: z.string(),
  ANSWER_EN: optionalText,
});

/** ACC-67 (assumed): a frequent error, its category and its known fix (HTML). */
export const frequentErrorRecord = z.looseObject({
  ID: id,
  CATEGORY_ID: id,
  CATEGORY_NAME: z.string(),
  CATEGORY_NAME_EN: optionalText,
  TITLE: z.string(),
  TITLE_EN: optionalText,
  SOLUTION: z.string(),
  SOLUTION_EN: optionalText,
});

/** ACC-68 (assumed): one step of a ticket's history. */
export const troubleEventRecord = z.looseObject({
  AT: z.string(),
  STATUS: z.union([z.string(), z.number()]),
  NOTE: optionalText,
});

/** ACC-68 (assumed): a ticket the subscriber sent. */
export const troubleRecord = z.looseObject({
  TROUBLE_ID: id,
  CATEGORY_NAME: z.string(),
  CATEGORY_NAME_EN: optionalText,
  CONTENT: z.string(),
  CONTACT_PHONE: z.string(),
  CREATED_AT: z.string(),
  STATUS: z.union([z.string(), z.number()]),
  HAS_PHOTO: z.optional(z.boolean()),
  HISTORY: listOf(troubleEventRecord),
});

/**
 * ACC-67 (assumed): the ticket as multipart form data; the optional photo is a file in the browser and
 * arrives at a server as its name and size.
 */
export const sendTroubleRequest = z.looseObject({
  category_id: z.string().check(z.minLength(1)),
  content: z.string().check(z.minLength(1), z.maxLength(1000)),
  contact_phone: z.string().check(z.regex(/^\d{9,12}$/)),
  photo: z.optional(
    z.union([z.instanceof(Blob), z.looseObject({ name: z.string(), size: z.number() }), z.literal('')]),
  ),
});

export const supportCalls = defineCalls({
  help_get_faq: mobileRow(
    'read',
    'API-087',
    '/help_get_faq',
    unshownBody,
    mobileResponse(listOf(faqRecord)),
    {
      assumed:
        'fields not shown (ACC-69): result [{ ID, GROUP_ID, GROUP_NAME(_EN), QUESTION(_EN), ANSWER(_EN) }]',
    },
  ),
  help_feedback_get_sent: unshownMobileRow('read', 'API-088', '/help_feedback_get_sent'),
  help_feedback_send: unshownMobileRow('write', 'API-089', '/help_feedback_send'),
  custservice_submit_contract_profile_1800: unshownMobileRow(
    'write',
    'API-090',
    '/custservice_submit_contract_profile_1800',
  ),
  custservice_get_frequently_errors_all: mobileRow(
    'read',
    'API-091',
    '/custservice_get_frequently_errors_all',
    unshownBody,
    mobileResponse(listOf(frequentErrorRecord)),
    {
      assumed:
        'fields not shown (ACC-67): result [{ ID, CATEGORY_ID, CATEGORY_NAME(_EN), TITLE(_EN), SOLUTION(_EN) }]',
    },
  ),
  custservice_send_trouble: mobileRow(
    'write',
    'API-092',
    '/custservice_send_trouble',
    sendTroubleRequest,
    mobileResponse(z.looseObject({ TROUBLE_ID: id })),
    {
      assumed:
        'fields not shown (ACC-67): multipart { category_id, content, contact_phone, photo? } → { TROUBLE_ID }',
      multipart: true,
    },
  ),
  custservice_get_sent_trouble_v2: mobileRow(
    'read',
    'API-093',
    '/custservice_get_sent_trouble_v2',
    unshownBody,
    mobileResponse(listOf(troubleRecord)),
    { assumed: "fields not shown (ACC-68): the session's own tickets, newest first, each with its HISTORY" },
  ),
  product_survey_cskh_date: unshownMobileRow('read', 'API-094', '/{product}_survey_cskh_date'),
});
