import { describe, expect, it } from 'vitest';
import {
  downscaledSize,
  formatSupportTime,
  groupFaq,
  searchFaq,
  toSupportRequestStatus,
  validateSupportRequest,
  type FaqEntry,
} from './support';

const entry = (id: string, groupId: string, question: string, answer: string, en?: string): FaqEntry => ({
  id,
  groupId,
  groupName: { vi: `Nhóm ${groupId}`, en: `Group ${groupId}` },
  question: { vi: question, en },
  answerHtml: { vi: answer, en: en === undefined ? undefined : `<p>${en} answer</p>` },
});

const faq = [
  entry(
    '1',
    'a',
    'Tôi quên mật khẩu thì phải làm sao?',
    'Chọn <strong>Quên mật khẩu</strong>.',
    'Forgot password',
  ),
  entry(
    '2',
    'b',
    'Mã OTP có hiệu lực bao lâu?',
    'Mã có hiệu lực <em>5 phút</em>.',
    'How long is a code valid',
  ),
  entry('3', 'a', 'Đổi gói cước thế nào?', 'Vào trang gói cước.'),
];

describe('FAQ (ACC-69)', () => {
  it('ACC-69: groups the questions in the order their group first comes', () => {
    const groups = groupFaq(faq);
    expect(groups.map((group) => [group.id, group.entries.map((e) => e.id)])).toEqual([
      ['a', ['1', '3']],
      ['b', ['2']],
    ]);
  });

  it('ACC-69, VAL-38: search ignores accents and case and needs every word', () => {
    expect(searchFaq(faq, 'MAT KHAU', 'vi').map((e) => e.id)).toEqual(['1']);
    expect(searchFaq(faq, 'hieu luc phut', 'vi').map((e) => e.id)).toEqual(['2']);
    expect(searchFaq(faq, 'mat khau otp', 'vi')).toEqual([]);
  });

  it('ACC-69: search reads the answer as text, not its markup', () => {
    expect(searchFaq(faq, 'strong', 'vi')).toEqual([]);
  });

  it('ACC-69: search matches what the reader sees in English, falling back to Vietnamese', () => {
    expect(searchFaq(faq, 'password', 'en-US').map((e) => e.id)).toEqual(['1']);
    expect(searchFaq(faq, 'goi cuoc', 'en-US').map((e) => e.id)).toEqual(['3']);
  });

  it('VAL-25: a blank search keeps every question', () => {
    expect(searchFaq(faq, '   ', 'vi')).toHaveLength(3);
  });
});

describe('support request form (ACC-67)', () => {
  const valid = { categoryId: '2', description: 'Mạng chập chờn từ sáng', contactNumber: '0912345678' };

  it('ACC-67: a filled form is accepted, trimmed, with the number in the 84 form', () => {
    expect(validateSupportRequest({ ...valid, description: '  Mạng chập chờn từ sáng ' })).toEqual({
      ok: true,
      value: { categoryId: '2', description: 'Mạng chập chờn từ sáng', contactNumber: '84912345678' },
    });
  });

  it('VAL-12: every empty field is required', () => {
    const check = validateSupportRequest({ categoryId: '', description: ' ', contactNumber: '' });
    expect(check).toEqual({
      ok: false,
      errors: {
        categoryId: { key: 'IDS_FIELD_REQUIRED' },
        description: { key: 'IDS_FIELD_REQUIRED' },
        contactNumber: { key: 'IDS_FIELD_REQUIRED' },
      },
    });
  });

  it('VAL-13: a short description names the minimum', () => {
    const check = validateSupportRequest({ ...valid, description: 'Lỗi mạng' });
    expect(check).toEqual({
      ok: false,
      errors: { description: { key: 'IDS_MIN_LENGTH', params: { n: 10 } } },
    });
  });

  it('VAL-11: a contact number that is not a mobile number', () => {
    const check = validateSupportRequest({ ...valid, contactNumber: '12345' });
    expect(check).toEqual({ ok: false, errors: { contactNumber: { key: 'IDS_PHONE_FORMAT_INVALID' } } });
  });

  it('ACC-67: a photo keeps its proportions within the longer edge and is never enlarged', () => {
    expect(downscaledSize(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(downscaledSize(1000, 2560)).toEqual({ width: 500, height: 1280 });
    expect(downscaledSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('ACC-72 (GAP): an unknown status reads as received', () => {
    expect(toSupportRequestStatus('answered')).toBe('answered');
    expect(toSupportRequestStatus('7')).toBe('received');
    expect(toSupportRequestStatus(undefined)).toBe('received');
  });
});

describe('sent request times (ACC-68)', () => {
  it('ACC-68: a time is shown as a day and an hour in Vietnam', () => {
    expect(formatSupportTime('2026-11-20T08:05:00.000Z', 'vi')).toMatch(
      /15:05.*20\/11\/2026|20\/11\/2026.*15:05/,
    );
    expect(formatSupportTime('not a date', 'vi')).toBe('not a date');
  });
});
