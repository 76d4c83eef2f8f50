import { describe, expect, it } from 'vitest';
import {
  EKYC_PHOTO_MAX_BYTES,
  ekycEligibility,
  ekycFlow,
  ekycNextStepOf,
  ekycPhotoProblem,
  ekycRefusalCodes,
  ekycRefusalOf,
  hasAllPhotos,
  imageTypeOf,
  initialEkycFlow,
  isIdNumber,
  toEkycStatus,
  type EkycFlowEvent,
  type EkycFlowState,
} from './ekyc';

const submission = { requestId: 'EK1', fullName: 'NGUYEN VAN A', idNumber: '0010******89' };
const run = (events: EkycFlowEvent<string>[], from: EkycFlowState<string> = initialEkycFlow()) =>
  events.reduce(ekycFlow<string>, from);
const allPhotos: EkycFlowEvent<string>[] = [
  { type: 'photoTaken', side: 'front', photo: 'f' },
  { type: 'photoTaken', side: 'back', photo: 'b' },
  { type: 'photoTaken', side: 'portrait', photo: 'p' },
];

describe('eKYC photos (ACC-58)', () => {
  it('ACC-58: reads JPEG and PNG by their first bytes, not by a name', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(imageTypeOf(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeUndefined(); // GIF89a
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  });

  it('ACC-58: a photo must be an image, not empty and at most the size limit', () => {
    expect(ekycPhotoProblem({ size: 1000, type: 'image/jpeg' })).toBeUndefined();
    expect(ekycPhotoProblem({ size: EKYC_PHOTO_MAX_BYTES, type: 'image/png' })).toBeUndefined();
    expect(ekycPhotoProblem({ size: EKYC_PHOTO_MAX_BYTES + 1, type: 'image/jpeg' })).toBe('tooLarge');
    expect(ekycPhotoProblem({ size: 0, type: 'image/jpeg' })).toBe('empty');
    expect(ekycPhotoProblem({ size: 10, type: 'application/pdf' })).toBe('notImage');
  });

  it('VAL-55 (ACC-59): an ID number has 9 or 12 digits', () => {
    expect(isIdNumber('123456789')).toBe(true);
    expect(isIdNumber('001099012345')).toBe(true);
    expect(isIdNumber('1234567890')).toBe(false);
    expect(isIdNumber('12345678a')).toBe(false);
  });
});

describe('eKYC refusals (ERR-47 … ERR-50)', () => {
  it('ERR-47, ERR-48, ERR-49, ERR-50: each operator code reads as its label and a next step', () => {
    expect(ekycRefusalOf(ekycRefusalCodes.idOverLimit)).toBe('idOverLimit');
    expect(ekycRefusalOf(ekycRefusalCodes.imageQuality)).toBe('imageQuality');
    expect(ekycRefusalOf(ekycRefusalCodes.faceMismatch)).toBe('faceMismatch');
    expect(ekycRefusalOf(ekycRefusalCodes.serviceUnavailable)).toBe('serviceUnavailable');
    expect(ekycRefusalOf('550')).toBeUndefined();
    expect(ekycRefusalOf(undefined)).toBeUndefined();
    expect(ekycNextStepOf).toEqual({
      imageQuality: 'retakeCard',
      faceMismatch: 'retakePortrait',
      serviceUnavailable: 'tryLater',
      idOverLimit: 'visitStore',
    });
  });
});

describe('eKYC eligibility (ACC-61, ACC-62)', () => {
  const standing = { vip: false, owner: false, status: 'none' as const };

  it('ACC-61: a VIP number cannot update online', () => {
    expect(ekycEligibility({ ...standing, vip: true }, 'update')).toBe('vip');
    expect(ekycEligibility({ ...standing, vip: true }, 'standardise')).toBe('vip');
  });

  it('ACC-62: a request waiting for approval blocks another', () => {
    expect(ekycEligibility({ ...standing, status: 'pending' }, 'update')).toBe('pending');
  });

  it('SHELL-034: a standardisation has nothing to do for an owner-registered number; an update still may', () => {
    expect(ekycEligibility({ ...standing, owner: true }, 'standardise')).toBe('upToDate');
    expect(ekycEligibility({ ...standing, owner: true }, 'update')).toBe('eligible');
    expect(ekycEligibility({ ...standing, status: 'rejected' }, 'standardise')).toBe('eligible');
  });

  it('API-104: reads the status word, unknown as none', () => {
    expect(toEkycStatus('APPROVED')).toBe('approved');
    expect(toEkycStatus(' pending ')).toBe('pending');
    expect(toEkycStatus('weird')).toBe('none');
    expect(toEkycStatus(null)).toBe('none');
  });
});

describe('eKYC flow (ACC-56)', () => {
  it('ACC-56: the upload starts only with all three photos', () => {
    const two = run(allPhotos.slice(0, 2));
    expect(run([{ type: 'upload' }], two).step).toBe('photos');
    const three = run(allPhotos);
    expect(hasAllPhotos(three.step === 'photos' ? three.photos : {})).toBe(true);
    expect(run([{ type: 'upload' }], three).step).toBe('uploading');
  });

  it('ACC-58: a retake drops that photo only', () => {
    const state = run([...allPhotos, { type: 'retake', side: 'back' }]);
    expect(state).toEqual({ step: 'photos', photos: { front: 'f', portrait: 'p' } });
  });

  it('ACC-56: photos → upload → code → done with the status', () => {
    const state = run([
      ...allPhotos,
      { type: 'upload' },
      { type: 'uploaded', submission },
      { type: 'confirmed', status: 'approved' },
    ]);
    expect(state).toEqual({ step: 'done', submission, status: 'approved' });
  });

  it('ERR-48, ERR-49: trying again after a refusal keeps the photos that were fine', () => {
    const uploading = run([...allPhotos, { type: 'upload' }]);
    const quality = run([{ type: 'refused', refusal: 'imageQuality' }, { type: 'tryAgain' }], uploading);
    expect(quality).toEqual({ step: 'photos', photos: { portrait: 'p' } });
    const face = run([{ type: 'refused', refusal: 'faceMismatch' }, { type: 'tryAgain' }], uploading);
    expect(face).toEqual({ step: 'photos', photos: { front: 'f', back: 'b' } });
    const down = run([{ type: 'refused', refusal: 'serviceUnavailable' }, { type: 'tryAgain' }], uploading);
    expect(down).toEqual({ step: 'photos', photos: { front: 'f', back: 'b', portrait: 'p' } });
  });

  it('ACC-56: a failed upload goes back to the photos; stray events change nothing', () => {
    const uploading = run([...allPhotos, { type: 'upload' }]);
    expect(run([{ type: 'uploadFailed' }], uploading).step).toBe('photos');
    const start = initialEkycFlow<string>();
    expect(run([{ type: 'confirmed', status: 'approved' }, { type: 'tryAgain' }], start)).toBe(start);
  });
});
