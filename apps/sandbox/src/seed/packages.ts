/** Package groups of the header menu (§2.2) and their packages (PKG-04: ID, NAME, PRICE, PERIOD ...). */
export interface SeedPackageGroup {
  readonly code: string;
  readonly name: string;
  readonly nameEn: string;
}

export const seedPackageGroups: readonly SeedPackageGroup[] = [
  { code: 'goi-cuoc-di-dong', name: 'Gói cước di động', nameEn: 'Mobile packages' },
  { code: 'home-combo', name: 'Home Combo', nameEn: 'Home Combo' },
  { code: 'home-internet', name: 'Internet cáp quang', nameEn: 'Home internet' },
  { code: 'home-tv', name: 'Truyền hình MyTV', nameEn: 'MyTV television' },
  { code: 'mytv-ott', name: 'MyTV OTT', nameEn: 'MyTV OTT' },
  { code: 'gtgt', name: 'Dịch vụ giá trị gia tăng', nameEn: 'Value-added services' },
  { code: 'co-dinh', name: 'Điện thoại cố định', nameEn: 'Fixed line' },
  { code: 'gia-dinh-van-phong', name: 'Gia đình & văn phòng', nameEn: 'Family & office' },
];

/**
 * [code, name, price (đ), period code (CONST-25), data/benefit lines]; PACKAGE_TYPE 2 = KMCB. A
 * span in the name ('6 tháng') or a line ('trong 7 ngày') is the span the price is per
 * (test/seed-consistency.test.ts); CONST-25 has no twelve-month code, so no package claims one.
 */
type Row = readonly [code: string, name: string, price: number, period: number, benefits: readonly string[]];

interface GroupRows {
  readonly group: string;
  readonly type: number;
  readonly packageType: number;
  /** STATUS_PAY 1: wallet and card payment allowed (VAL-29). */
  readonly statusPay: number;
  readonly rows: readonly Row[];
}

const mobile: GroupRows = {
  group: 'goi-cuoc-di-dong',
  type: 1,
  packageType: 1,
  statusPay: 1,
  rows: [
    ['D15', 'D15', 15_000, 7, ['3 GB tốc độ cao/ngày trong 3 ngày', 'Hết lưu lượng ngừng truy cập']],
    ['D30', 'D30', 30_000, 2, ['7 GB tốc độ cao trong 7 ngày']],
    ['D60G', 'D60G', 120_000, 3, ['2 GB/ngày (60 GB/tháng)', 'Miễn phí gọi nội mạng dưới 10 phút']],
    ['D5', 'D5', 5_000, 1, ['1 GB tốc độ cao trong ngày']],
    ['D7', 'D7', 7_000, 1, ['1,2 GB tốc độ cao trong ngày']],
    ['D10', 'D10', 10_000, 1, ['2 GB tốc độ cao trong ngày']],
    ['BIG70', 'BIG70', 70_000, 3, ['5 GB tốc độ cao/tháng']],
    ['BIG90', 'BIG90', 90_000, 3, ['7 GB tốc độ cao/tháng']],
    ['BIG120', 'BIG120', 120_000, 3, ['12 GB tốc độ cao/tháng']],
    ['BIG200', 'BIG200', 200_000, 3, ['20 GB tốc độ cao/tháng']],
    [
      'VD89',
      'VD89',
      89_000,
      3,
      ['2 GB/ngày', 'Miễn phí cuộc gọi nội mạng dưới 20 phút', '50 phút ngoại mạng'],
    ],
    [
      'VD149',
      'VD149',
      149_000,
      3,
      ['4 GB/ngày', 'Miễn phí cuộc gọi nội mạng dưới 20 phút', '200 phút ngoại mạng'],
    ],
    ['VD120', 'VD120', 120_000, 3, ['2 GB/ngày', '1.500 phút nội mạng', '50 phút ngoại mạng']],
    ['MAX100', 'MAX100', 100_000, 3, ['30 GB/tháng', 'Không giới hạn lưu lượng tốc độ thường']],
    ['MAX200', 'MAX200', 200_000, 3, ['60 GB/tháng', 'Không giới hạn lưu lượng tốc độ thường']],
    ['MAX300', 'MAX300', 300_000, 3, ['100 GB/tháng', 'Miễn phí 1.500 phút nội mạng']],
    ['YOLO100', 'YOLO100', 100_000, 3, ['1 GB/ngày', 'Miễn phí data TikTok, YouTube']],
    ['YOLO70', 'YOLO70', 70_000, 3, ['500 MB/ngày', 'Miễn phí data TikTok']],
    ['TRUM120', 'TRÙM 120', 120_000, 3, ['4 GB/ngày', 'Miễn phí gọi nội mạng dưới 10 phút']],
    ['TRUM150', 'TRÙM 150', 150_000, 3, ['6 GB/ngày', 'Miễn phí gọi nội mạng dưới 20 phút']],
    ['HEY90', 'HEY 90', 90_000, 3, ['3 GB/ngày', 'Miễn phí data MyTV']],
    ['U1500', 'U1500', 1_500_000, 9, ['4 GB/ngày trong 9 tháng']],
    ['VD89_6T', 'VD89 6 tháng', 534_000, 5, ['2 GB/ngày trong 6 tháng', 'Tặng thêm 1 tháng sử dụng']],
    ['BIG90_6T', 'BIG90 6 tháng', 540_000, 5, ['7 GB/tháng trong 6 tháng', 'Tặng thêm 1 tháng sử dụng']],
    ['TK10', 'Thoại 10', 10_000, 2, ['100 phút nội mạng trong 7 ngày']],
    ['TK50', 'Thoại 50', 50_000, 3, ['1.000 phút nội mạng', '30 phút ngoại mạng']],
    ['GOI1', 'Gọi 1 ngày', 2_000, 1, ['Miễn phí gọi nội mạng dưới 10 phút trong ngày']],
    ['SMS30', 'SMS 30', 30_000, 3, ['500 tin nhắn nội mạng/tháng']],
    ['MXH30', 'Mạng xã hội 30', 30_000, 3, ['Miễn phí data Facebook, Zalo, Messenger']],
    ['GAME25', 'Game 25', 25_000, 3, ['Miễn phí data Liên Quân, PUBG Mobile']],
    ['EDU50', 'Học tập 50', 50_000, 3, ['10 GB truy cập các ứng dụng học trực tuyến']],
    ['DATA4', 'Data 1 lần', 10_000, 4, ['1 GB dùng một lần, hết hạn sau 24 giờ']],
  ],
};

const combo: GroupRows = {
  group: 'home-combo',
  type: 2,
  packageType: 2,
  statusPay: 1,
  rows: [
    ['HOME1', 'Home 1', 229_000, 3, ['Internet 150 Mbps', 'MyTV 150 kênh', '1 thuê bao di động 2 GB/ngày']],
    ['HOME2', 'Home 2', 299_000, 3, ['Internet 300 Mbps', 'MyTV 170 kênh', '2 thuê bao di động 2 GB/ngày']],
    ['HOME3', 'Home 3', 389_000, 3, ['Internet 500 Mbps', 'MyTV 200 kênh', '3 thuê bao di động 4 GB/ngày']],
    ['HOMESAVE', 'Home Tiết kiệm', 189_000, 3, ['Internet 100 Mbps', '1 thuê bao di động 1 GB/ngày']],
    ['HOMEMESH', 'Home Mesh', 349_000, 3, ['Internet 300 Mbps kèm 2 thiết bị Wi-Fi Mesh', 'MyTV 170 kênh']],
    ['HOME2_6T', 'Home 2 trả trước 6 tháng', 1_794_000, 5, ['Như Home 2, tặng thêm 1 tháng']],
  ],
};

const internet: GroupRows = {
  group: 'home-internet',
  type: 3,
  packageType: 1,
  statusPay: 1,
  rows: [
    ['FIBER150', 'Home Internet 150', 180_000, 3, ['Tốc độ 150 Mbps', 'Modem Wi-Fi 6']],
    ['FIBER300', 'Home Internet 300', 220_000, 3, ['Tốc độ 300 Mbps', 'Modem Wi-Fi 6']],
    ['FIBER500', 'Home Internet 500', 280_000, 3, ['Tốc độ 500 Mbps', 'Tặng 1 thiết bị Mesh']],
    ['FIBER1G', 'Home Internet 1 Gbps', 450_000, 3, ['Tốc độ 1 Gbps', 'Tặng 2 thiết bị Mesh']],
    ['FIBER300_6T', 'Home Internet 300 trả trước 6 tháng', 1_320_000, 5, ['Tặng thêm 1 tháng']],
    ['FIBERGAME', 'Home Internet Game', 260_000, 3, ['Tốc độ 300 Mbps', 'Ưu tiên đường truyền game quốc tế']],
  ],
};

const tv: GroupRows = {
  group: 'home-tv',
  type: 4,
  packageType: 1,
  statusPay: 1,
  rows: [
    ['MYTV_CHUAN', 'MyTV Chuẩn', 60_000, 3, ['Khoảng 150 kênh', 'Xem lại 7 ngày']],
    ['MYTV_NANGCAO', 'MyTV Nâng cao', 80_000, 3, ['Khoảng 170 kênh', 'Kho phim truyện']],
    ['MYTV_VIP', 'MyTV VIP', 120_000, 3, ['Khoảng 200 kênh', 'Kênh thể thao K+']],
    ['MYTV_6T', 'MyTV Chuẩn 6 tháng', 360_000, 5, ['Tặng thêm 3 tháng']],
    ['MYTV_9T', 'MyTV Chuẩn 9 tháng', 540_000, 9, ['Tặng thêm 3 tháng']],
  ],
};

const ott: GroupRows = {
  group: 'mytv-ott',
  type: 4,
  packageType: 1,
  statusPay: 1,
  rows: [
    ['M1', 'MyTV Net ngày', 5_000, 1, ['Xem MyTV trên điện thoại trong ngày', 'Soạn M1 gửi 9113']],
    ['M7', 'MyTV Net tuần', 20_000, 2, ['Xem MyTV trên điện thoại 7 ngày', 'Soạn M7 gửi 9113']],
    ['M30', 'MyTV Net tháng', 50_000, 3, ['Xem trên 5 thiết bị, 2 thiết bị cùng lúc']],
    ['OTT_FILM', 'MyTV Phim', 60_000, 3, ['Kho phim bom tấn, phim bộ Hàn Quốc']],
    ['OTT_SPORT', 'MyTV Thể thao', 80_000, 3, ['Bóng đá châu Âu, V-League']],
  ],
};

const vas: GroupRows = {
  group: 'gtgt',
  type: 5,
  packageType: 1,
  statusPay: 0,
  rows: [
    ['RBT', 'Nhạc chờ', 9_000, 3, ['Cài nhạc chờ theo sở thích']],
    ['MCA', 'Báo cuộc gọi nhỡ', 3_000, 3, ['Nhận tin nhắn báo cuộc gọi nhỡ khi tắt máy']],
    ['ANTIVIRUS', 'Bảo vệ thiết bị', 10_000, 3, ['Chống virus và mã độc cho điện thoại']],
    ['CLOUD50', 'Lưu trữ đám mây 50 GB', 20_000, 3, ['50 GB lưu trữ ảnh, danh bạ']],
    ['NEWS', 'Tin tức mỗi ngày', 2_000, 1, ['Tin tức nóng qua SMS mỗi ngày']],
    ['FUNRING', 'Funring miễn phí 7 ngày', 0, 2, ['Dùng thử nhạc chờ miễn phí']],
  ],
};

const fixed: GroupRows = {
  group: 'co-dinh',
  type: 6,
  packageType: 1,
  statusPay: 0,
  rows: [
    ['CD_NOIHAT', 'Cố định nội hạt', 20_000, 3, ['Miễn phí 500 phút nội hạt']],
    ['CD_LIENTINH', 'Cố định liên tỉnh', 45_000, 3, ['200 phút gọi liên tỉnh']],
    ['CD_GIADINH', 'Cố định gia đình', 30_000, 3, ['Miễn phí gọi 3 số di động trong nhóm']],
    ['CD_VP', 'Cố định văn phòng', 99_000, 3, ['Tổng đài ảo 3 máy lẻ']],
  ],
};

const family: GroupRows = {
  group: 'gia-dinh-van-phong',
  type: 2,
  packageType: 2,
  statusPay: 1,
  rows: [
    ['GD199', 'Gia đình 199', 199_000, 3, ['Chia sẻ 30 GB cho 4 thành viên', '1.000 phút nội nhóm']],
    ['GD299', 'Gia đình 299', 299_000, 3, ['Chia sẻ 60 GB cho 6 thành viên', '2.000 phút nội nhóm']],
    ['VP399', 'Văn phòng 399', 399_000, 3, ['Internet 300 Mbps', '5 thuê bao di động 2 GB/ngày']],
    ['VP699', 'Văn phòng 699', 699_000, 3, ['Internet 1 Gbps', '10 thuê bao di động 4 GB/ngày']],
    ['GD_EXTRA', 'Gói mở rộng nhóm', 49_000, 3, ['Thêm 10 GB dùng chung cho nhóm']],
  ],
};

export interface SeedPackage {
  readonly id: number;
  readonly code: string;
  readonly group: string;
  readonly name: string;
  readonly price: number;
  readonly periodCode: number;
  readonly descriptionHtml: string;
  readonly imageUrl: string;
  readonly type: number;
  readonly packageType: number;
  readonly statusPay: number;
}

const descriptionOf = (name: string, benefits: readonly string[]) =>
  `<p><strong>${name}</strong></p><ul>${benefits.map((line) => `<li>${line}</li>`).join('')}</ul>`;

export const seedPackages: readonly SeedPackage[] = [
  mobile,
  combo,
  internet,
  tv,
  ott,
  vas,
  fixed,
  family,
].flatMap((group, groupIndex) =>
  group.rows.map(([code, name, price, periodCode, benefits], index) => ({
    id: 1000 + groupIndex * 100 + index,
    code,
    group: group.group,
    name,
    price,
    periodCode,
    descriptionHtml: descriptionOf(name, benefits),
    imageUrl: `/__sandbox/images/package/${code}.svg`,
    type: group.type,
    packageType: group.packageType,
    statusPay: group.statusPay,
  })),
);
