import { describe, expect, it } from 'vitest';
import { sendTroubleRequestOf, toFaqEntry, toSentSupportRequest, toSupportCategories } from '../src/mappers';

describe('support mappers', () => {
  it('ACC-69 API-087 a FAQ row keeps both languages; a missing English text is undefined', () => {
    expect(
      toFaqEntry({
        ID: '3',
        GROUP_ID: '1',
        GROUP_NAME: 'Tài khoản',
        GROUP_NAME_EN: 'Account',
        QUESTION: 'Quên mật khẩu?',
        QUESTION_EN: '',
        ANSWER: '<p>Chọn quên mật khẩu</p>',
        ANSWER_EN: null,
      }),
    ).toEqual({
      id: '3',
      groupId: '1',
      groupName: { vi: 'Tài khoản', en: 'Account' },
      question: { vi: 'Quên mật khẩu?', en: undefined },
      answerHtml: { vi: '<p>Chọn quên mật khẩu</p>', en: undefined },
    });
  });

  it('ACC-67 API-091 the categories are the frequent errors’ categories, each once', () => {
    const error = (ID: string, CATEGORY_ID: string) => ({
      ID,
      CATEGORY_ID,
      CATEGORY_NAME: `Nhóm ${CATEGORY_ID}`,
      TITLE: 't',
      SOLUTION: 's',
    });
    expect(toSupportCategories([error('1', 'a'), error('2', 'b'), error('3', 'a')]).map((c) => c.id)).toEqual(
      ['a', 'b'],
    );
  });

  it('ACC-68 ACC-72 API-093 a ticket with an unknown status reads as received', () => {
    const ticket = toSentSupportRequest({
      TROUBLE_ID: '9',
      CATEGORY_NAME: 'Khác',
      CONTENT: 'Mất sóng',
      CONTACT_PHONE: '84912345678',
      CREATED_AT: '2026-11-20T08:00:00.000Z',
      STATUS: 'X',
      HISTORY: [{ AT: '2026-11-20T08:00:00.000Z', STATUS: 'processing', NOTE: null }],
    });
    expect(ticket).toMatchObject({
      status: 'received',
      hasPhoto: false,
      history: [{ status: 'processing' }],
    });
  });

  it('ACC-67 API-092 the body carries the photo only when there is one', () => {
    const form = { categoryId: '2', description: 'Mất sóng cả ngày', contactNumber: '84912345678' };
    expect(sendTroubleRequestOf(form, undefined)).toEqual({
      category_id: '2',
      content: 'Mất sóng cả ngày',
      contact_phone: '84912345678',
    });
    const photo = new Blob(['x'], { type: 'image/jpeg' });
    expect(sendTroubleRequestOf(form, photo)).toMatchObject({ photo });
  });
});
