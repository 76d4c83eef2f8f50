import {
  toEkycStatus,
  type EkycOwnerCheck,
  type EkycPhotoSide,
  type EkycPurpose,
  type EkycRegisteredInfo,
  type EkycRequestState,
  type EkycSubmission,
  type SubscriberUpdateNotice,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { Contract, RequestOf } from '../contract';
import type {
  identificationRecord,
  ownerCheckRecord,
  registeredInfoRecord,
  updatePopupRecord,
  updateStatusRecord,
} from '../contract/identity';
import { flag, optional } from './wire';

/** ACC-56 (API-108): IS_OWNER / IS_VIP flags and the masked registered name and number. */
export function toEkycOwnerCheck(record: z.output<typeof ownerCheckRecord>): EkycOwnerCheck {
  return {
    owner: flag(record.IS_OWNER),
    vip: flag(record.IS_VIP),
    fullName: optional(record.FULL_NAME),
    idNumber: optional(record.ID_NUMBER),
  };
}

const purposes: readonly EkycPurpose[] = ['update', 'standardise'];

/** ACC-56 (API-104): the latest request; an unknown status reads as none. */
export function toEkycRequestState(record: z.output<typeof updateStatusRecord>): EkycRequestState {
  const purpose = purposes.find((known) => known === record.PURPOSE);
  return {
    status: toEkycStatus(record.STATUS),
    requestId: optional(record.REQUEST_ID),
    purpose,
    submittedAt: optional(record.SUBMITTED_AT),
    decidedAt: optional(record.DECIDED_AT),
  };
}

/** ACC-58 (API-109 … API-111): what the operator read from the photos. */
export function toEkycSubmission(record: z.output<typeof identificationRecord>): EkycSubmission {
  return {
    requestId: String(record.REQUEST_ID),
    fullName: record.FULL_NAME,
    idNumber: record.ID_NUMBER,
    birthDate: optional(record.BIRTH_DATE),
    issueDate: optional(record.ISSUE_DATE),
  };
}

/** API-114: the registered information, or null before any approved request. */
export function toEkycRegisteredInfo(
  record: z.output<typeof registeredInfoRecord> | null,
): EkycRegisteredInfo | null {
  if (record === null) return null;
  return { ...toEkycSubmission(record), approvedAt: optional(record.APPROVED_AT) };
}

/** API-112: the invitation shows only when SHOW is set and it has something to say. */
export function toSubscriberUpdateNotice(record: z.output<typeof updatePopupRecord>): SubscriberUpdateNotice {
  const content = optional(record.CONTENT);
  return { show: flag(record.SHOW) && content !== undefined, title: optional(record.TITLE), content };
}

/** ACC-58: the multipart body of an upload row from the token and the three (downscaled) photos. */
export function identificationUploadOf(
  tokenId: string,
  photos: Readonly<Record<EkycPhotoSide, Blob>>,
  purpose: EkycPurpose,
): RequestOf<Contract['product_identification_v3']> {
  return {
    token_id: tokenId,
    front_image: photos.front,
    back_image: photos.back,
    portrait_image: photos.portrait,
    purpose,
  };
}
