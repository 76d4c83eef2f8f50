/** Loyalty promotion categories (ENT-30), vouchers and gifts. */
export const seedLoyaltyCategories = [
  { id: 11, nameVie: 'Ẩm thực', nameEn: 'Food & drink' },
  { id: 12, nameVie: 'Mua sắm', nameEn: 'Shopping' },
  { id: 13, nameVie: 'Du lịch', nameEn: 'Travel' },
  { id: 14, nameVie: 'Giải trí', nameEn: 'Entertainment' },
  { id: 15, nameVie: 'Viễn thông', nameEn: 'Telecom' },
] as const;

/** [id, category, kind, title, partner, points]. */
const offerRows = [
  [101, 11, 'voucher', 'Giảm 30% hóa đơn Highlands Coffee', 'Highlands Coffee', 500],
  [102, 11, 'voucher', 'Giảm 50.000đ tại Pizza Hut', 'Pizza Hut', 800],
  [103, 11, 'voucher', 'Tặng 1 ly trà sữa Phúc Long', 'Phúc Long', 400],
  [104, 12, 'voucher', 'Giảm 10% tại Co.opmart', 'Saigon Co.op', 600],
  [105, 12, 'voucher', 'Voucher 100.000đ Thế Giới Di Động', 'Thế Giới Di Động', 1_500],
  [106, 13, 'voucher', 'Giảm 15% vé máy bay Vietravel Airlines', 'Vietravel Airlines', 2_000],
  [107, 13, 'voucher', 'Giảm 20% phòng khách sạn Mường Thanh', 'Mường Thanh', 1_800],
  [108, 14, 'voucher', 'Mua 1 tặng 1 vé CGV', 'CGV', 700],
  [109, 15, 'voucher', 'Giảm 50% gói data tháng sau', 'VinaPhone', 300],
  [110, 15, 'gift', 'Tặng 5 GB data tốc độ cao', 'VinaPhone', 1_000],
  [111, 15, 'gift', 'Tặng 50 phút gọi nội mạng', 'VinaPhone', 500],
  [112, 12, 'gift', 'Bình giữ nhiệt VinaPhone Plus', 'VinaPhone', 3_000],
  [113, 14, 'gift', 'Tháng MyTV Nâng cao miễn phí', 'MyTV', 1_200],
  [114, 11, 'gift', 'Combo bỏng nước CGV', 'CGV', 900],
] as const;

export const seedLoyaltyOffers = offerRows.map(([id, categoryId, kind, title, partner, pointsCost]) => ({
  id,
  categoryId,
  kind,
  title,
  partner,
  pointsCost,
  description: `${title}. Áp dụng cho hội viên VinaPhone Plus, mỗi hội viên một lần mỗi tháng.`,
  imageUrl: `/__sandbox/images/offer/${id}.svg`,
}));

export const pointReasons = [
  'Cộng điểm tiêu dùng cước tháng',
  'Cộng điểm nạp tiền',
  'Đổi điểm lấy ưu đãi',
  'Cộng điểm sinh nhật',
  'Cộng điểm mua gói cước',
] as const;
