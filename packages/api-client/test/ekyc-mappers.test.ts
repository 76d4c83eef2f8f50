import { describe, expect, it } from 'vitest';
import {
  identificationUploadOf,
  toEkycOwnerCheck,
  toEkycRegisteredInfo,
  toEkycRequestState,
  toEkycSubmission,
  toSubscriberUpdateNotice,
} from '../src/mappers';

describe('identity mappers (issue 19)', () => {
  it('ACC-56 API-108 the owner check reads its flags and masked details', () => {
    expect(toEkycOwnerCheck({ IS_OWNER: '1', IS_VIP: '0', FULL_NAME: 'N*** AN', ID_NUMBER: '' })).toEqual({
      owner: true,
      vip: false,
      fullName: 'N*** AN',
      idNumber: undefined,
    });
  });

  it('ACC-61 API-108 a VIP flag reads as VIP', () => {
    expect(toEkycOwnerCheck({ IS_OWNER: '0', IS_VIP: '1' }).vip).toBe(true);
  });

  it('ACC-62 API-104 the latest request: status, purpose; unknown words read as none', () => {
    expect(
      toEkycRequestState({
        STATUS: 'pending',
        REQUEST_ID: '4',
        PURPOSE: 'standardise',
        SUBMITTED_AT: '2026-11-25T08:00:00.000Z',
        DECIDED_AT: null,
      }),
    ).toEqual({
      status: 'pending',
      requestId: '4',
      purpose: 'standardise',
      submittedAt: '2026-11-25T08:00:00.000Z',
      decidedAt: undefined,
    });
    expect(toEkycRequestState({ STATUS: 'odd', PURPOSE: 'other' })).toEqual({
      status: 'none',
      requestId: undefined,
      purpose: undefined,
      submittedAt: undefined,
      decidedAt: undefined,
    });
  });

  it('ACC-58 API-111 what the photos read as; API-114 the registered sheet or null', () => {
    const record = {
      REQUEST_ID: '7',
      FULL_NAME: 'NGUYỄN VĂN AN',
      ID_NUMBER: '001099012345',
      BIRTH_DATE: null,
    };
    expect(toEkycSubmission(record)).toEqual({
      requestId: '7',
      fullName: 'NGUYỄN VĂN AN',
      idNumber: '001099012345',
      birthDate: undefined,
      issueDate: undefined,
    });
    expect(toEkycRegisteredInfo(null)).toBeNull();
    expect(toEkycRegisteredInfo({ ...record, APPROVED_AT: '2026-11-25' })?.approvedAt).toBe('2026-11-25');
  });

  it('API-112 the invitation shows only when flagged and worded', () => {
    expect(toSubscriberUpdateNotice({ SHOW: '1', TITLE: 'Cập nhật', CONTENT: 'Hãy chuẩn hoá' })).toEqual({
      show: true,
      title: 'Cập nhật',
      content: 'Hãy chuẩn hoá',
    });
    expect(toSubscriberUpdateNotice({ SHOW: '1', CONTENT: '' }).show).toBe(false);
    expect(toSubscriberUpdateNotice({ SHOW: '0', CONTENT: 'x' }).show).toBe(false);
  });

  it('ACC-58 the upload body carries the token, the three photos and the purpose', () => {
    const front = new Blob(['f']);
    const back = new Blob(['b']);
    const portrait = new Blob(['p']);
    expect(identificationUploadOf('tok', { front, back, portrait }, 'standardise')).toEqual({
      token_id: 'tok',
      front_image: front,
      back_image: back,
      portrait_image: portrait,
      purpose: 'standardise',
    });
  });
});
