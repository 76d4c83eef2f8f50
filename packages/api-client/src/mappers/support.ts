/** Support (ACC-67 … ACC-69): the FAQ, the frequent errors and the sent tickets as domain models. */
import {
  toSupportRequestStatus,
  type FaqEntry,
  type FrequentError,
  type LocalizedName,
  type SentSupportRequest,
  type SupportCategory,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { faqRecord, frequentErrorRecord, troubleRecord } from '../contract/support';
import type { RequestOf } from '../contract/define';
import type { Contract } from '../contract';
import { optional } from './wire';

const bilingual = (vi: string, en: string | null | undefined): LocalizedName => ({ vi, en: optional(en) });

/** ACC-69: one question, its group and its answer (server HTML, for SafeHtml) in both languages. */
export function toFaqEntry(record: z.output<typeof faqRecord>): FaqEntry {
  return {
    id: record.ID,
    groupId: record.GROUP_ID,
    groupName: bilingual(record.GROUP_NAME, record.GROUP_NAME_EN),
    question: bilingual(record.QUESTION, record.QUESTION_EN),
    answerHtml: bilingual(record.ANSWER, record.ANSWER_EN),
  };
}

/** ACC-67: a frequent error and its fix. */
export function toFrequentError(record: z.output<typeof frequentErrorRecord>): FrequentError {
  return {
    id: record.ID,
    categoryId: record.CATEGORY_ID,
    title: bilingual(record.TITLE, record.TITLE_EN),
    solutionHtml: bilingual(record.SOLUTION, record.SOLUTION_EN),
  };
}

/** ACC-67: the request categories are the frequent errors' categories, each once, in their order. */
export function toSupportCategories(
  records: readonly z.output<typeof frequentErrorRecord>[],
): SupportCategory[] {
  const categories = new Map<string, SupportCategory>();
  for (const record of records) {
    if (!categories.has(record.CATEGORY_ID))
      categories.set(record.CATEGORY_ID, {
        id: record.CATEGORY_ID,
        name: bilingual(record.CATEGORY_NAME, record.CATEGORY_NAME_EN),
      });
  }
  return [...categories.values()];
}

/** ACC-68, ACC-72 (GAP): a sent ticket with its history; unknown statuses read as received. */
export function toSentSupportRequest(record: z.output<typeof troubleRecord>): SentSupportRequest {
  return {
    id: record.TROUBLE_ID,
    categoryName: bilingual(record.CATEGORY_NAME, record.CATEGORY_NAME_EN),
    description: record.CONTENT,
    contactNumber: record.CONTACT_PHONE,
    sentAt: record.CREATED_AT,
    status: toSupportRequestStatus(record.STATUS),
    hasPhoto: record.HAS_PHOTO ?? false,
    history: record.HISTORY.map((event) => ({
      at: event.AT,
      status: toSupportRequestStatus(event.STATUS),
      note: optional(event.NOTE),
    })),
  };
}

/** ACC-67: the multipart body of custservice_send_trouble from a validated form and its optional photo. */
export function sendTroubleRequestOf(
  form: { categoryId: string; description: string; contactNumber: string },
  photo: Blob | undefined,
): RequestOf<Contract['custservice_send_trouble']> {
  return {
    category_id: form.categoryId,
    content: form.description,
    contact_phone: form.contactNumber,
    ...(photo === undefined ? {} : { photo }),
  };
}
