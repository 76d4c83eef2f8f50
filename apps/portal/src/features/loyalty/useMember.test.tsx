import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { todayInVietnam, useMember } from './useMember';

const tokens = json({
  errorCode: '0',
  ErrorCode: 200,
  result: { TokenDev: 'd', TokenHoiVien: 'member.1', TokenHoiVienEsc: 'e', ERRORCODE: null },
});
const memberInfo = json({
  errorCode: '0',
  ErrorCode: 200,
  ThongTinHoiVien: {
    HangHoiVienMoiId: 4,
    TenHoiVien: 'Đặng Thu Hà',
    SoTheHoiVienVinaPhonePlus: '9704000012345604',
    TongDiem: 28_450,
    DSDiemHetHan: [{ SoDiem: 300, NgayHetHan: '2026-12-01' }],
  },
});
const notMember = json({ ERRORCODE: 'ERR-COD-90001', ErrorCode: 200, message: 'Không phải hội viên' });

function memberWith(replies: Parameters<typeof fakeOperator>[0]) {
  const operator = fakeOperator(replies);
  const { wrapper } = testPortal(operator.fetchImpl, { msisdn: '84911223344' });
  return { operator, ...renderHook(() => useMember(), { wrapper }) };
}

afterEach(() => window.localStorage.clear());

describe('the member of the loyalty pages', () => {
  it('LOY-01 LOY-33 a member: tier, name, card number, points and expiring points, with the member token', async () => {
    const { result } = memberWith({ getTokenHoiVien: tokens, getLayThongTinChungMobileV2: memberInfo });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('member'));
    expect(result.current).toMatchObject({
      token: 'member.1',
      msisdn: '84911223344',
      info: {
        tier: 4,
        name: 'Đặng Thu Hà',
        cardNumber: '9704000012345604',
        points: 28_450,
        expiring: [{ points: 300, expiresOn: '2026-12-01' }],
      },
    });
  });

  it('ROLE-11 LOY-21 ERR-COD-90001 on the tokens or the info is a non-member', async () => {
    const first = memberWith({ getTokenHoiVien: notMember });
    await waitFor(() => expect(first.result.current.status).toBe('notMember'));
    window.localStorage.setItem('vplus_tokenMember', 'member.stored');
    const second = memberWith({ getLayThongTinChungMobileV2: notMember });
    await waitFor(() => expect(second.result.current.status).toBe('notMember'));
    expect(second.operator.called('getTokenHoiVien')).toHaveLength(0);
  });

  it('another failure offers a retry', async () => {
    const { result } = memberWith({
      getTokenHoiVien: tokens,
      getLayThongTinChungMobileV2: json({ errorCode: '0', ErrorCode: 500, message: 'Lỗi hệ thống' }),
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
  });

  it('today is the calendar day in Vietnam (UTC+7)', () => {
    expect(todayInVietnam(Date.UTC(2026, 10, 25, 17, 30))).toBe('2026-11-26');
    expect(todayInVietnam(Date.UTC(2026, 10, 25, 16, 59))).toBe('2026-11-25');
  });
});
