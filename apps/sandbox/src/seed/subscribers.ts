/** The seeded accounts (README "Seeded accounts"): one of each kind the portal has a screen for. */
export type SubscriberKind = 'prepaid' | 'postpaid' | 'fixed' | 'internet' | 'tv';

export interface SeedSubscriber {
  readonly msisdn: string;
  readonly fullName: string;
  readonly kind: SubscriberKind;
  readonly note: string;
  readonly mainBalance: number;
  readonly dataRemainMb: number;
  /** The data allowance the remaining amount is part of (the home's bar, CONST-54); absent: none shown. */
  readonly dataTotalMb?: number;
  readonly isVip?: boolean;
  readonly offNet?: boolean;
  readonly roamingDataOn?: boolean;
  readonly email?: string;
  readonly address: string;
  /** Loyalty tier 1 to 5 and points; absent = not a member (ERR-COD-90001). */
  readonly loyalty?: { readonly tier: 1 | 2 | 3 | 4 | 5; readonly points: number };
  /** Package codes registered at seed time. */
  readonly packages?: readonly string[];
}

/** Every seeded account signs in with OTP, or with this password (README). */
export const seedPassword = 'Sandbox123';

export const seedSubscribers: readonly SeedSubscriber[] = [
  {
    msisdn: '84912345678',
    fullName: 'Nguyễn Văn An',
    kind: 'prepaid',
    note: 'trả trước, hội viên hạng 1, chuyển vùng dữ liệu tắt',
    mainBalance: 125_000,
    dataRemainMb: 3_420,
    dataTotalMb: 5_120,
    address: '12 Phố Huế, Hai Bà Trưng, Hà Nội',
    loyalty: { tier: 1, points: 1_250 },
    packages: ['D15'],
  },
  {
    msisdn: '84913456789',
    fullName: 'Trần Thị Bình',
    kind: 'postpaid',
    note: 'trả sau, hội viên hạng 2, chuyển vùng dữ liệu bật',
    mainBalance: 0,
    dataRemainMb: 18_300,
    dataTotalMb: 30_720,
    roamingDataOn: true,
    email: 'binh.tran@example.vn',
    address: '45 Lê Lợi, Quận 1, TP Hồ Chí Minh',
    loyalty: { tier: 2, points: 4_800 },
    packages: ['BIG90'],
  },
  {
    msisdn: '84914567890',
    fullName: 'Lê Hoàng Cường',
    kind: 'prepaid',
    note: 'trả trước, hội viên hạng 3, chủ nhóm gia đình',
    mainBalance: 342_500,
    dataRemainMb: 25_600,
    dataTotalMb: 30_720,
    address: '8 Trần Phú, Hải Châu, Đà Nẵng',
    loyalty: { tier: 3, points: 12_600 },
    packages: ['GD199'],
  },
  {
    msisdn: '84915678901',
    fullName: 'Phạm Thị Dung',
    kind: 'prepaid',
    note: 'thành viên nhóm gia đình của 0914567890',
    mainBalance: 48_000,
    dataRemainMb: 2_048,
    dataTotalMb: 3_072,
    address: '8 Trần Phú, Hải Châu, Đà Nẵng',
    loyalty: { tier: 1, points: 300 },
  },
  {
    msisdn: '84916789012',
    fullName: 'Lê Minh Đức',
    kind: 'prepaid',
    note: 'thành viên nhóm gia đình của 0914567890',
    mainBalance: 15_500,
    dataRemainMb: 410,
    dataTotalMb: 1_024,
    address: '8 Trần Phú, Hải Châu, Đà Nẵng',
  },
  {
    msisdn: '84911223344',
    fullName: 'Đặng Thu Hà',
    kind: 'postpaid',
    note: 'trả sau, hội viên hạng 4',
    mainBalance: 0,
    dataRemainMb: 40_960,
    dataTotalMb: 61_440,
    email: 'ha.dang@example.vn',
    address: '102 Nguyễn Trãi, Thanh Xuân, Hà Nội',
    loyalty: { tier: 4, points: 28_450 },
    packages: ['VD149'],
  },
  {
    msisdn: '84888888888',
    fullName: 'Vũ Minh Quân',
    kind: 'postpaid',
    note: 'số VIP, hội viên hạng 5, không cập nhật thông tin trực tuyến',
    mainBalance: 0,
    dataRemainMb: 102_400,
    dataTotalMb: 122_880,
    isVip: true,
    roamingDataOn: true,
    email: 'quan.vu@example.vn',
    address: '1 Tràng Tiền, Hoàn Kiếm, Hà Nội',
    loyalty: { tier: 5, points: 96_000 },
    packages: ['MAX300'],
  },
  {
    msisdn: '84919998877',
    fullName: 'Bùi Văn Giang',
    kind: 'prepaid',
    note: 'không phải hội viên (ERR-COD-90001)',
    mainBalance: 7_000,
    dataRemainMb: 0,
    dataTotalMb: 1_024,
    address: '23 Hùng Vương, Ninh Kiều, Cần Thơ',
  },
  {
    msisdn: '84987654321',
    fullName: 'Ngô Thị Hạnh',
    kind: 'prepaid',
    note: 'thuê bao mạng khác (off_net = 1)',
    mainBalance: 0,
    dataRemainMb: 0,
    offNet: true,
    address: '56 Cầu Giấy, Cầu Giấy, Hà Nội',
  },
  {
    msisdn: '84942123456',
    fullName: 'Hoàng Văn Khải',
    kind: 'fixed',
    note: 'điện thoại cố định 024 3765 4321',
    mainBalance: 0,
    dataRemainMb: 0,
    address: '77 Láng Hạ, Đống Đa, Hà Nội',
    loyalty: { tier: 2, points: 2_100 },
  },
  {
    msisdn: '84943234567',
    fullName: 'Trịnh Thị Lan',
    kind: 'internet',
    note: 'Internet cáp quang Home (FiberVNN)',
    mainBalance: 0,
    dataRemainMb: 0,
    address: '15 Võ Văn Tần, Quận 3, TP Hồ Chí Minh',
    loyalty: { tier: 1, points: 650 },
  },
  {
    msisdn: '84944345678',
    fullName: 'Đỗ Quang Minh',
    kind: 'tv',
    note: 'truyền hình MyTV',
    mainBalance: 0,
    dataRemainMb: 0,
    address: '30 Bạch Đằng, Hải Châu, Đà Nẵng',
  },
];

/** The family group of 0914567890: members with remaining and total data (MB) and voice (minutes). */
export const seedFamily = {
  master: '84914567890',
  members: [
    { msisdn: '84914567890', totalMb: 30_720, remainMb: 25_600, totalCall: 1_000, remainCall: 812 },
    { msisdn: '84915678901', totalMb: 10_240, remainMb: 2_048, totalCall: 500, remainCall: 455 },
    { msisdn: '84916789012', totalMb: 5_120, remainMb: 410, totalCall: 300, remainCall: 12 },
    { msisdn: '84945456789', totalMb: 5_120, remainMb: 4_980, totalCall: 300, remainCall: 300 },
  ],
} as const;
