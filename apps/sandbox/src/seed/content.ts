/** News in several groups (ENT-43) and banners (the FAQ is in support.ts). */
export const seedNewsGroups = [
  { id: 1, name: 'Khuyến mại', nameEn: 'Promotions' },
  { id: 2, name: 'Tin tức', nameEn: 'News' },
  { id: 3, name: 'Sản phẩm mới', nameEn: 'New products' },
  { id: 4, name: 'Hướng dẫn', nameEn: 'How-to' },
] as const;

/** [id, group, title, English summary]; ids 5144 and 5163 are the promo news of CONST-42 / CONST-43. */
const newsRows: readonly (readonly [number, number, string, string])[] = [
  [5144, 1, 'Hoàn tiền 15% khi mua gói cước qua ứng dụng', '15% cashback on packages bought in the app'],
  [5163, 1, 'Hoàn tiền 50% gói data, combo cho chính mình', '50% cashback on data and combo packages'],
  [5101, 1, 'Tặng 50% giá trị thẻ nạp ngày vàng', 'Half extra credit on golden top-up days'],
  [5102, 1, 'Ưu đãi 300 điểm cho khách hàng quay lại', '300 loyalty points for returning customers'],
  [5103, 1, 'Miễn phí 3 tháng MyTV khi lắp Home Combo', 'Three free months of MyTV with Home Combo'],
  [5104, 1, 'Giảm 50% cước chuyển vùng quốc tế dịp hè', 'Half price summer roaming'],
  [5201, 2, 'Nhà mạng mở rộng vùng phủ 5G tại 63 tỉnh thành', '5G coverage now in all 63 provinces'],
  [
    5202,
    2,
    'Chuẩn hóa thông tin thuê bao trước ngày 31/12',
    'Standardise subscriber details before 31 December',
  ],
  [5203, 2, 'Thông báo bảo trì hệ thống thanh toán', 'Payment system maintenance notice'],
  [5204, 2, 'Cảnh báo cuộc gọi lừa đảo mạo danh nhà mạng', 'Beware of scam calls impersonating the operator'],
  [
    5205,
    2,
    'Kết quả chương trình tri ân khách hàng 2024',
    'Results of the 2024 customer appreciation programme',
  ],
  [5301, 3, 'Ra mắt gói cước TRÙM 150 với 6 GB mỗi ngày', 'TRUM 150 launches with 6 GB a day'],
  [5302, 3, 'Home Mesh: Wi-Fi phủ khắp nhà', 'Home Mesh: Wi-Fi in every room'],
  [5303, 3, 'MyTV Thể thao trọn mùa giải châu Âu', 'MyTV Sport for the whole European season'],
  [5304, 3, 'eSIM cho điện thoại và đồng hồ thông minh', 'eSIM for phones and smartwatches'],
  [5401, 4, 'Hướng dẫn đăng ký chuyển vùng quốc tế', 'How to turn on international roaming'],
  [5402, 4, 'Hướng dẫn thanh toán cước bằng QR', 'How to pay bills by QR code'],
  [5403, 4, 'Hướng dẫn đổi SIM 4G tại nhà', 'How to swap to a 4G SIM at home'],
  [5404, 4, 'Hướng dẫn chia sẻ data trong nhóm gia đình', 'How to share data in a family group'],
  [5405, 4, 'Hướng dẫn cập nhật thông tin chính chủ', 'How to update your registered owner details'],
];

export const seedNews = newsRows.map(([id, groupId, title, enDescription], index) => ({
  id,
  groupId,
  title,
  enDescription,
  description: `${title}. Chi tiết xem tại trang tin tức.`,
  image: `/__sandbox/images/news/${id}.svg`,
  contentHtml: `<h2>${title}</h2><p>Áp dụng cho khách hàng trên toàn quốc. Liên hệ tổng đài 18001091 để được hỗ trợ.</p>`,
  /** Days before the seed date, so the list looks recent. */
  daysAgo: index * 3,
}));

/**
 * SHELL-118: the home's banners, each linking to a page every visitor can open. The roaming offer links to
 * its news: the roaming page itself opens only with the token a message or the app gives (ROAM-001, ROAM-002),
 * so a banner to /thanhtoan/roaming would show every visitor the missing-token page (issue 44).
 */
export const seedBanners = [
  ['Hoàn tiền 50% gói data', '/tinh-nang/tin-tuc?tab=1&id=5163'],
  ['Home Combo chỉ từ 189.000đ', '/dich-vu/home-combo'],
  ['Chuyển vùng quốc tế giá tốt', '/tinh-nang/tin-tuc?tab=1&id=5104'],
  ['Ưu đãi hội viên VinaPhone Plus', '/vinaphone-plus'],
].map(([title = '', link = ''], index) => ({
  id: index + 1,
  title,
  link,
  imageUrl: `/__sandbox/images/banner/${index + 1}.svg`,
}));
