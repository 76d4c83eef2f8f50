/** Account overview mappers (issue 17: ACC-02, ACC-03, ACC-40): assumed wire records to domain models. */
import { describe, expect, it } from 'vitest';
import {
  packageRecord,
  balanceInfoRecord,
  bundleRemainList,
  customerInfoRecord,
  highBandwidthList,
  inBalanceList,
  memberRankRecord,
  mobileInfoRecord,
  walletBalanceRecord,
} from '../src/contract';
import {
  toPackageSummary,
  toBalanceAccount,
  toBalanceSummary,
  toBundleAllowance,
  toHighSpeedAllowance,
  toMemberRank,
  toPersonalInfo,
  toSubscriberInfo,
  toWalletBalance,
} from '../src/mappers';
import { accountOverviewWire as wire, packageWire } from './fixtures';

describe('account overview mappers', () => {
  it('API-024 ACC-40 the plan comes from SUBSCRIBER_TYPE (TS is postpaid)', () => {
    expect(toSubscriberInfo(mobileInfoRecord.parse(wire.mobileInfo))).toEqual({
      msisdn: '84913456789',
      plan: 'postpaid',
      status: 'active',
      activatedOn: '2020-03-01',
    });
  });

  it('API-028 ENT-46 the personal information keeps what the call returns, and leaves out what is empty', () => {
    const info = toPersonalInfo(customerInfoRecord.parse(wire.customerInfo));
    expect(info).toMatchObject({
      fullName: 'Trần Thị Bình',
      customerId: 'KH20240008',
      documentType: 'CCCD',
      documentNumber: '079190******',
      address: '45 Lê Lợi, Quận 1, TP Hồ Chí Minh',
    });
    expect(info.email).toBeUndefined();
  });

  it('API-021 a wallet shows only when registered', () => {
    expect(toWalletBalance(walletBalanceRecord.parse(wire.wallet))).toEqual({
      registered: true,
      amount: 250_000,
    });
    expect(toWalletBalance(walletBalanceRecord.parse({ REGISTERED: '0', BALANCE: null }))).toEqual({
      registered: false,
    });
  });

  it('API-022 a rank outside 1 to 5 is no tier', () => {
    expect(toMemberRank(memberRankRecord.parse(wire.rank))).toEqual({ tier: 2, name: 'Titan' });
    expect(toMemberRank(memberRankRecord.parse({ RANK: null }))).toEqual({
      tier: undefined,
      name: undefined,
    });
    expect(toMemberRank(memberRankRecord.parse({ RANK: 9 })).tier).toBeUndefined();
  });

  it('API-025 ACC-03 a bundle without TOTAL is unlimited; numbers sent as text are read', () => {
    const [voice, unlimited] = bundleRemainList.parse(wire.bundles).map(toBundleAllowance);
    expect(voice).toEqual({
      id: 'BIG90-V',
      name: 'Phút gọi',
      kind: 'voice',
      remaining: 85,
      total: 100,
      expiresOn: '2026-12-01',
      highSpeed: false,
    });
    expect(unlimited).toMatchObject({ remaining: 1500, total: undefined, expiresOn: undefined });
  });

  it('API-026 ACC-03 high-bandwidth data is a high-speed data allowance named by its package', () => {
    const [fast] = highBandwidthList.parse(wire.highBandwidth).map(toHighSpeedAllowance);
    expect(fast).toEqual({
      id: 'high-speed:BIG90',
      name: 'BIG90',
      kind: 'data',
      remaining: 18_300,
      total: 30_720,
      expiresOn: '2026-12-01',
      highSpeed: true,
    });
    expect(highBandwidthList.parse(null)).toEqual([]);
  });

  it('API-027 API-030 ACC-03 balances: each IN account, and the main and promotional totals', () => {
    expect(inBalanceList.parse(wire.inBalances).map(toBalanceAccount)).toEqual([
      { code: 'MAIN', name: 'Tài khoản chính', amount: 125_000, expiresOn: '2027-03-01' },
      { code: 'KM1', name: 'Khuyến mại 1', amount: 20_000, expiresOn: '2026-12-05' },
    ]);
    expect(toBalanceSummary(balanceInfoRecord.parse(wire.balanceInfo))).toEqual({
      main: 0,
      promotional: 0,
      activeUntil: undefined,
      unbilled: 182_000,
    });
  });

  it('API-023 an active package tells when it renews (RENEW_DATE, assumed)', () => {
    expect(toPackageSummary(packageRecord.parse({ ...packageWire, RENEW_DATE: '2026-12-01' })).renewsOn).toBe(
      '2026-12-01',
    );
    expect(toPackageSummary(packageRecord.parse(packageWire)).renewsOn).toBeUndefined();
  });
});
