/** Sample members, history and privileges of the Loyalty stories and tests (Vietnamese sample data). */
import type { MemberTier, PointHistoryEntry, PointService, TierBenefit } from '@selfcare/domain';

export const sampleMembers: Record<MemberTier, { tier: MemberTier; name: string; cardNumber: string }> = {
  1: { tier: 1, name: 'Nguyễn Văn An', cardNumber: '9704000012345601' },
  2: { tier: 2, name: 'Trần Thị Bình', cardNumber: '9704000012345602' },
  3: { tier: 3, name: 'Lê Hoàng Cường', cardNumber: '9704000012345603' },
  4: { tier: 4, name: 'Đặng Thu Hà', cardNumber: '9704000012345604' },
  5: { tier: 5, name: 'Phạm Minh Khôi', cardNumber: '9704000012345605' },
};

export const longNameMember = {
  tier: 3 as MemberTier,
  name: 'Công Tôn Nữ Hoàng Thị Phương Thảo Nguyễn Ngọc Bích Trâm',
  cardNumber: '9704000012345699',
};

const reasons = ['Cộng điểm tiêu dùng cước tháng', 'Cộng điểm nạp tiền', 'Đổi điểm lấy ưu đãi'];

/** `count` lines, newest first, one every 5 days back from 2026-11-20. */
export function sampleHistory(count: number): PointHistoryEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 20) - index * 5 * 86_400_000).toISOString().slice(0, 10);
    const reason = reasons[index % reasons.length] ?? '';
    return {
      id: String(index + 1),
      points: reason.startsWith('Đổi') ? -500 : 150 + index * 10,
      description: reason,
      date: day,
    };
  });
}

export const sampleBenefits: TierBenefit[] = [
  { id: '1', tier: 1, title: { vi: 'Tích điểm 1% giá trị cước hằng tháng', en: undefined } },
  { id: '2', tier: 1, title: { vi: 'Quà tặng sinh nhật', en: undefined } },
  { id: '3', tier: 2, title: { vi: 'Tích điểm 1,5% giá trị cước hằng tháng', en: undefined } },
  { id: '5', tier: 3, title: { vi: 'Ưu tiên phục vụ tại cửa hàng VinaPhone', en: undefined } },
  { id: '7', tier: 4, title: { vi: 'Tổng đài chăm sóc riêng', en: undefined } },
  { id: '10', tier: 5, title: { vi: 'Phòng chờ hạng thương gia tại sân bay', en: undefined } },
];

export const sampleServices: PointService[] = [
  {
    code: 'NAP_TIEN',
    name: { vi: 'Nạp tiền trả trước', en: undefined },
    rate: { code: 'NAP_TIEN', amount: 10_000, points: 1 },
  },
  {
    code: 'GOI_CUOC',
    name: { vi: 'Đăng ký gói cước', en: undefined },
    rate: { code: 'GOI_CUOC', amount: 20_000, points: 3 },
  },
  { code: 'INTERNET', name: { vi: 'Internet cáp quang', en: undefined }, rate: undefined },
];
