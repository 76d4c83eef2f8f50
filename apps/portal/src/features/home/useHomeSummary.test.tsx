import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { useHomeSummary } from './useHomeSummary';

const userInfo = json({
  error_code: '0',
  result: {
    FULL_NAME: 'Lê Hoàng Cường',
    CUSTOMER_ID: 'KH1',
    MAIN_BALANCE: 342_500,
    DATA_REMAIN_MB: 25_600,
    DATA_TOTAL_MB: 30_720,
  },
});
const activePackages = json({
  error_code: '0',
  result: [{ ID: 1, NAME: 'GD199', CODE: 'GD199', PRICE: 199_000, PERIOD: 30, IMAGE_URL: '' }],
});
const tokens = json({
  errorCode: '0',
  ErrorCode: 200,
  result: { TokenDev: 'd', TokenHoiVien: 'member.1', TokenHoiVienEsc: 'e', ERRORCODE: null },
});
const notMember = json({ ERRORCODE: 'ERR-COD-90001', ErrorCode: 200, message: 'Không phải hội viên' });

function summaryWith(replies: Parameters<typeof fakeOperator>[0], msisdn: string | null = '84914567890') {
  const { wrapper } = testPortal(fakeOperator(replies).fetchImpl, msisdn ? { msisdn } : {});
  return renderHook(() => useHomeSummary(), { wrapper });
}

describe('the home summary', () => {
  it('a guest gets the sign-in invitation', () => {
    const { result } = summaryWith({}, null);
    expect(result.current).toEqual({ state: 'guest' });
  });

  it('CONST-54 a member: name, balance, data left over the allowance, packages, tier and points', async () => {
    const { result } = summaryWith({
      core_customer_get_info: userInfo,
      mobile_get_service_active_list: activePackages,
      getTokenHoiVien: tokens,
      getLayThongTinChungMobileV2: json({
        errorCode: '0',
        ErrorCode: 200,
        ThongTinHoiVien: {
          HangHoiVienMoiId: 3,
          TenHoiVien: 'Cường',
          SoTheHoiVienVinaPhonePlus: '97',
          TongDiem: 12_600,
        },
      }),
    });
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.member).toEqual({ kind: 'member', tier: 3, points: 12_600 }));
    expect(result.current).toMatchObject({
      state: 'ready',
      name: 'Lê Hoàng Cường',
      mainBalance: 342_500,
      data: { remainingMb: 25_600, percent: 83 },
      activePackages: ['GD199'],
    });
  });

  it('ROLE-10 ERR-COD-90001 on the tokens means not a member', async () => {
    const { result } = summaryWith({ core_customer_get_info: userInfo, getTokenHoiVien: notMember });
    await waitFor(() => expect(result.current.member).toEqual({ kind: 'notMember' }));
  });

  it('uses the token the sign-in stored, and another loyalty failure reads as not known', async () => {
    window.localStorage.setItem('vplus_tokenMember', 'member.stored');
    const operator = fakeOperator({
      core_customer_get_info: userInfo,
      getLayThongTinChungMobileV2: json({ errorCode: '0', ErrorCode: 500, message: 'Lỗi hệ thống' }),
    });
    const { wrapper } = testPortal(operator.fetchImpl, { msisdn: '84914567890' });
    const { result } = renderHook(() => useHomeSummary(), { wrapper });
    await waitFor(() => expect(result.current.member).toEqual({ kind: 'unknown' }));
    expect(operator.called('getTokenHoiVien')).toHaveLength(0);
    expect(operator.called('getLayThongTinChungMobileV2')[0]?.body).toMatchObject({ token: 'member.stored' });
  });
});
