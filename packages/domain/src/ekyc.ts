/**
 * Identity update (eKYC, issue 19; ACC-55 … ACC-66, ERR-47 … ERR-50). The spec names the calls and the
 * refusal labels but neither the screens nor the fields; the choices are in docs/decisions/ekyc.md.
 */

/** The three photos of an identity update: both sides of the ID card and a portrait (ACC-58). */
export const ekycPhotoSides = ['front', 'back', 'portrait'] as const;
export type EkycPhotoSide = (typeof ekycPhotoSides)[number];

/**
 * Where the flow was entered: `/ekyc` updates the identity papers of the number, `/ekyc_tttb` standardises
 * the subscriber information (the §2.10 standardisation page's online way).
 */
export type EkycPurpose = 'update' | 'standardise';

/** A photo is drawn at most this many pixels on its longer edge before upload (an ID card stays legible). */
export const EKYC_PHOTO_MAX_EDGE = 1600;
/** A photo larger than this after downscaling is refused before upload (and by the operator). */
export const EKYC_PHOTO_MAX_BYTES = 1_000_000;
/** The whole upload: three photos and a few text fields. */
export const EKYC_UPLOAD_MAX_BYTES = ekycPhotoSides.length * EKYC_PHOTO_MAX_BYTES + 64 * 1024;

/** The image formats the operator reads (by content, never by file name). */
export type EkycImageType = 'image/jpeg' | 'image/png';

export const isEkycImageType = (value: unknown): value is EkycImageType =>
  value === 'image/jpeg' || value === 'image/png';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format a file's first bytes show (JPEG: FF D8 FF; PNG: its eight-byte signature), if either. */
export function imageTypeOf(bytes: Uint8Array): EkycImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= pngSignature.length && pngSignature.every((byte, index) => bytes[index] === byte))
    return 'image/png';
  return undefined;
}

export type EkycPhotoProblem = 'notImage' | 'empty' | 'tooLarge';

/**
 * Why a photo cannot be sent, if it cannot: the browser checks the chosen file's type and the
 * downscaled size; the operator checks the same size and the content's format.
 */
export function ekycPhotoProblem(photo: {
  readonly size: number;
  readonly type: string;
}): EkycPhotoProblem | undefined {
  if (!photo.type.startsWith('image/')) return 'notImage';
  if (photo.size <= 0) return 'empty';
  if (photo.size > EKYC_PHOTO_MAX_BYTES) return 'tooLarge';
  return undefined;
}

/** ERR-47 … ERR-50 (GAP): the §8 labels of the identity flow, as this portal names them. */
export const ekycRefusals = ['idOverLimit', 'imageQuality', 'faceMismatch', 'serviceUnavailable'] as const;
export type EkycRefusal = (typeof ekycRefusals)[number];

/** The operator's codes for those labels (assumed; the sandbox answers them). */
export const ekycRefusalCodes: Readonly<Record<EkycRefusal, string>> = {
  idOverLimit: 'EKYC_ID_OVER_LIMIT',
  imageQuality: 'EKYC_IMAGE_QUALITY',
  faceMismatch: 'EKYC_FACE_MISMATCH',
  serviceUnavailable: 'EKYC_SERVICE_UNAVAILABLE',
};

/**
 * Issue 47 (assumed): the operator's code when a call-back request is over its quota (open requests of the
 * number, or requests from one client in an hour); the portal says it in the reader's language.
 */
export const CALL_BACK_LIMIT_CODE = 'CALL_BACK_LIMIT';

/** The label a refusal code reads as, if it is one of the identity labels. */
export function ekycRefusalOf(code: string | undefined): EkycRefusal | undefined {
  return ekycRefusals.find((refusal) => ekycRefusalCodes[refusal] === code);
}

/** What the subscriber can do next after a refusal (the matrix asks for a clear message, never a dead end). */
export type EkycNextStep = 'retakeCard' | 'retakePortrait' | 'tryLater' | 'visitStore';

export const ekycNextStepOf: Readonly<Record<EkycRefusal, EkycNextStep>> = {
  imageQuality: 'retakeCard',
  faceMismatch: 'retakePortrait',
  serviceUnavailable: 'tryLater',
  idOverLimit: 'visitStore',
};

/** The photos a refusal asks to take again (the others are kept). */
export const ekycRetakeOf: Readonly<Record<EkycRefusal, readonly EkycPhotoSide[]>> = {
  imageQuality: ['front', 'back'],
  faceMismatch: ['portrait'],
  serviceUnavailable: [],
  idOverLimit: [],
};

/** The state of the subscriber's latest identity request (API-104). */
export const ekycStatuses = ['none', 'pending', 'approved', 'rejected'] as const;
export type EkycStatus = (typeof ekycStatuses)[number];

/** An unknown status word reads as none (no request the portal can speak of). */
export function toEkycStatus(raw: string | number | null | undefined): EkycStatus {
  const word = String(raw ?? '')
    .trim()
    .toLowerCase();
  return (ekycStatuses as readonly string[]).includes(word) ? (word as EkycStatus) : 'none';
}

/** ACC-62 (CONST-85): an update is approved within 24 hours. */
export const EKYC_APPROVAL_HOURS = 24;

/** What the operator says about the number before the flow starts (API-108, API-104). */
export interface EkycStanding {
  /** ACC-61 (ROLE-09): a VIP number cannot update its information online. */
  readonly vip: boolean;
  /** The registered information is the subscriber's own and matches the national register ("chính chủ"). */
  readonly owner: boolean;
  readonly status: EkycStatus;
}

export type EkycEligibility = 'eligible' | 'vip' | 'pending' | 'upToDate';

/**
 * Whether the flow may start: never for a VIP number (ACC-61), not while a request waits for approval
 * (ACC-62), and a standardisation has nothing to do for a number already registered to its owner.
 */
export function ekycEligibility(standing: EkycStanding, purpose: EkycPurpose): EkycEligibility {
  if (standing.vip) return 'vip';
  if (standing.status === 'pending') return 'pending';
  if (purpose === 'standardise' && standing.owner) return 'upToDate';
  return 'eligible';
}

/** What the operator read from the photos (shown before the code confirms the update). */
export interface EkycSubmission {
  readonly requestId: string;
  readonly fullName: string;
  readonly idNumber: string;
  readonly birthDate?: string | undefined;
  readonly issueDate?: string | undefined;
}

/** API-108 read: the owner check ("chính chủ") with the registered name and ID number, masked. */
export interface EkycOwnerCheck {
  readonly owner: boolean;
  readonly vip: boolean;
  readonly fullName?: string | undefined;
  readonly idNumber?: string | undefined;
}

/** API-104 read: the latest request and where it stands. */
export interface EkycRequestState {
  readonly status: EkycStatus;
  readonly requestId?: string | undefined;
  readonly purpose?: EkycPurpose | undefined;
  readonly submittedAt?: string | undefined;
  readonly decidedAt?: string | undefined;
}

/** API-114 read: the information now registered to the number after an approved request. */
export interface EkycRegisteredInfo extends EkycSubmission {
  readonly approvedAt?: string | undefined;
}

/** API-112 read: the operator's invitation to update the subscriber information. */
export interface SubscriberUpdateNotice {
  readonly show: boolean;
  readonly title?: string | undefined;
  readonly content?: string | undefined;
}

/** VAL-55 (ACC-59): an ID number has 9 digits (old card) or 12 (citizen card). */
export function isIdNumber(text: string): boolean {
  return /^(\d{9}|\d{12})$/.test(text.trim());
}

type Photos<P> = Partial<Record<EkycPhotoSide, P>>;

/** The flow on the page, photo type left open (the ui keeps a blob and its preview address). */
export type EkycFlowState<P> =
  | { readonly step: 'photos'; readonly photos: Photos<P> }
  | { readonly step: 'uploading'; readonly photos: Photos<P> }
  | { readonly step: 'otp'; readonly photos: Photos<P>; readonly submission: EkycSubmission }
  | { readonly step: 'refused'; readonly photos: Photos<P>; readonly refusal: EkycRefusal }
  | { readonly step: 'done'; readonly submission: EkycSubmission; readonly status: EkycStatus };

export type EkycFlowEvent<P> =
  | { readonly type: 'photoTaken'; readonly side: EkycPhotoSide; readonly photo: P }
  | { readonly type: 'retake'; readonly side: EkycPhotoSide }
  | { readonly type: 'upload' }
  | { readonly type: 'uploadFailed' }
  | { readonly type: 'uploaded'; readonly submission: EkycSubmission }
  | { readonly type: 'refused'; readonly refusal: EkycRefusal }
  | { readonly type: 'confirmed'; readonly status: EkycStatus }
  | { readonly type: 'tryAgain' };

export function initialEkycFlow<P>(): EkycFlowState<P> {
  return { step: 'photos', photos: {} };
}

/** Whether all three photos are there, so the upload may start. */
export function hasAllPhotos<P>(photos: Photos<P>): boolean {
  return ekycPhotoSides.every((side) => photos[side] !== undefined);
}

function without<P>(photos: Photos<P>, sides: readonly EkycPhotoSide[]): Photos<P> {
  return Object.fromEntries(
    Object.entries(photos).filter(([side]) => !sides.includes(side as EkycPhotoSide)),
  ) as Photos<P>;
}

/**
 * ACC-56 (sequence assumed): photos → upload → code → done; a refusal keeps the photos that were fine
 * and drops the ones it asks to take again. Events that do not fit the step leave it as it is.
 */
export function ekycFlow<P>(state: EkycFlowState<P>, event: EkycFlowEvent<P>): EkycFlowState<P> {
  switch (event.type) {
    case 'photoTaken':
      return state.step === 'photos'
        ? { step: 'photos', photos: { ...state.photos, [event.side]: event.photo } }
        : state;
    case 'retake':
      return state.step === 'photos'
        ? { step: 'photos', photos: without(state.photos, [event.side]) }
        : state;
    case 'upload':
      return state.step === 'photos' && hasAllPhotos(state.photos)
        ? { step: 'uploading', photos: state.photos }
        : state;
    case 'uploadFailed':
      return state.step === 'uploading' ? { step: 'photos', photos: state.photos } : state;
    case 'uploaded':
      return state.step === 'uploading'
        ? { step: 'otp', photos: state.photos, submission: event.submission }
        : state;
    case 'refused':
      return state.step === 'uploading' || state.step === 'otp'
        ? { step: 'refused', photos: state.photos, refusal: event.refusal }
        : state;
    case 'confirmed':
      return state.step === 'otp'
        ? { step: 'done', submission: state.submission, status: event.status }
        : state;
    case 'tryAgain':
      return state.step === 'refused'
        ? { step: 'photos', photos: without(state.photos, ekycRetakeOf[state.refusal]) }
        : state;
  }
}
