/** Customer support rules (issue 20): the FAQ's groups and search, and the support-request form. */
import { nameIn, type LocalizedName } from './localized';
import { searchTerms } from './highlight';
import { foldText } from './text';
import { validatePhoneField } from './phone';
import { MessageKey } from './messages';
import { formatVietnamDateTime } from './dates';

/** ACC-69, API-087 (fields assumed): one question of the FAQ, in both languages when the server sends both. */
export interface FaqEntry {
  readonly id: string;
  readonly groupId: string;
  readonly groupName: LocalizedName;
  readonly question: LocalizedName;
  /** Server HTML: shown only through the ui's SafeHtml. */
  readonly answerHtml: LocalizedName;
}

/** A group of the FAQ with its questions, in the server's order. */
export interface FaqGroup {
  readonly id: string;
  readonly name: LocalizedName;
  readonly entries: readonly FaqEntry[];
}

/** ACC-69: the questions grouped by their group, groups in the order their first question comes. */
export function groupFaq(entries: readonly FaqEntry[]): FaqGroup[] {
  const groups = new Map<string, { id: string; name: LocalizedName; entries: FaqEntry[] }>();
  for (const entry of entries) {
    const group = groups.get(entry.groupId) ?? { id: entry.groupId, name: entry.groupName, entries: [] };
    group.entries.push(entry);
    groups.set(entry.groupId, group);
  }
  return [...groups.values()];
}

/** The readable text of an answer's HTML, for matching only (never rendered). */
function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * ACC-69, VAL-38: the questions whose question or answer, as the reader sees them (`language`), hold every
 * searched word, ignoring accents and case ('mat khau' finds 'mật khẩu'). A blank search keeps them all.
 */
export function searchFaq(entries: readonly FaqEntry[], searchText: string, language: string): FaqEntry[] {
  const terms = searchTerms(searchText);
  if (terms.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = foldText(
      `${nameIn(entry.question, language)} ${textOfHtml(nameIn(entry.answerHtml, language))}`,
    );
    return terms.every((term) => haystack.includes(term));
  });
}

/** ACC-67 (form not given): the support request as the subscriber fills it. */
export interface SupportRequestForm {
  readonly categoryId: string;
  readonly description: string;
  readonly contactNumber: string;
}

export type SupportRequestField = keyof SupportRequestForm;

/** ACC-67 (UNSPEC): a description says what happened in at least this many characters (VAL-13's message). */
export const SUPPORT_DESCRIPTION_MIN_LENGTH = 10;
/** ACC-67 (UNSPEC): and at most this many, a length the operator's ticket text takes. */
export const SUPPORT_DESCRIPTION_MAX_LENGTH = 1000;

export type SupportRequestError =
  typeof MessageKey.required | typeof MessageKey.minLength | typeof MessageKey.phoneFormat;

/** A field's refusal: its message key and the values the message interpolates. */
export interface FieldRefusal<K extends string = string> {
  readonly key: K;
  readonly params?: Record<string, number>;
}

/**
 * ACC-67, ACC-73 (UNSPEC), VAL-12, VAL-13: a description of a problem (a support request or a quality
 * report), already trimmed, is required and has at least SUPPORT_DESCRIPTION_MIN_LENGTH characters.
 */
export function problemDescriptionError(
  description: string,
): FieldRefusal<typeof MessageKey.required | typeof MessageKey.minLength> | undefined {
  if (description === '') return { key: MessageKey.required };
  if ([...description].length < SUPPORT_DESCRIPTION_MIN_LENGTH)
    return { key: MessageKey.minLength, params: { n: SUPPORT_DESCRIPTION_MIN_LENGTH } };
  return undefined;
}

/** One refusal per field, with its message key and interpolation values. */
export type SupportRequestErrors = Partial<
  Record<SupportRequestField, { readonly key: SupportRequestError; readonly params?: Record<string, number> }>
>;

/** The form's outcome: the accepted values, or one refusal per wrong field. */
export type SupportRequestCheck =
  | { readonly ok: true; readonly value: SupportRequestForm }
  | { readonly ok: false; readonly errors: SupportRequestErrors };

/**
 * ACC-67, VAL-11 … VAL-13: a category is chosen (VAL-12), the description has at least
 * SUPPORT_DESCRIPTION_MIN_LENGTH characters (VAL-12 when empty, VAL-13), the contact number is a
 * mobile number (VAL-11). The accepted form has its text trimmed and the number in the 84 form.
 */
export function validateSupportRequest(form: SupportRequestForm): SupportRequestCheck {
  const errors: SupportRequestErrors = {};
  if (form.categoryId.trim() === '') errors.categoryId = { key: MessageKey.required };
  const description = form.description.trim();
  const descriptionError = problemDescriptionError(description);
  if (descriptionError) errors.description = descriptionError;
  const phone = validatePhoneField(form.contactNumber);
  if (!phone.ok) errors.contactNumber = { key: phone.error };
  if (!phone.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { categoryId: form.categoryId.trim(), description, contactNumber: phone.value } };
}

/** ACC-67 (UNSPEC): a photo is sent with its longer edge at most this many pixels. */
export const SUPPORT_PHOTO_MAX_EDGE = 1280;

/** The size a photo is drawn at before upload: the same proportions, never enlarged. */
export function downscaledSize(
  width: number,
  height: number,
  maxEdge: number = SUPPORT_PHOTO_MAX_EDGE,
): { readonly width: number; readonly height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** ACC-72 (GAP), DOM-62: the states a sent request goes through, as this portal names them. */
export const supportRequestStatuses = ['received', 'processing', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof supportRequestStatuses)[number];

/** A status the server sends that this portal does not know reads as received (still waiting). */
export function toSupportRequestStatus(raw: string | number | null | undefined): SupportRequestStatus {
  const value = String(raw ?? '').toLowerCase();
  return (supportRequestStatuses as readonly string[]).includes(value)
    ? (value as SupportRequestStatus)
    : 'received';
}

/** One step of a sent request's history. */
export interface SupportRequestEvent {
  readonly at: string;
  readonly status: SupportRequestStatus;
  readonly note: string | undefined;
}

/** ACC-68: a request the subscriber sent, with its history newest last. */
export interface SentSupportRequest {
  readonly id: string;
  readonly categoryName: LocalizedName;
  readonly description: string;
  readonly contactNumber: string;
  readonly sentAt: string;
  readonly status: SupportRequestStatus;
  readonly hasPhoto: boolean;
  readonly history: readonly SupportRequestEvent[];
}

/** API-091 (fields assumed): a frequent error offered before the form, with its known fix. */
export interface FrequentError {
  readonly id: string;
  readonly categoryId: string;
  readonly title: LocalizedName;
  readonly solutionHtml: LocalizedName;
}

/** A category a request can be filed under (the frequent errors' categories). */
export interface SupportCategory {
  readonly id: string;
  readonly name: LocalizedName;
}

/** ACC-68: when a request was sent or changed, as a day and a time in Vietnam ('20/11/2026, 15:00'). */
export const formatSupportTime = formatVietnamDateTime;
