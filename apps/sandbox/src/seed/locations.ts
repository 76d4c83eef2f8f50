/** Provinces (ENT-35) with districts, wards and streets for three of them (ENT-36 ... ENT-38). */
interface DistrictSeed {
  readonly name: string;
  readonly wards: readonly string[];
  readonly streets: readonly string[];
}

interface ProvinceSeed {
  readonly id: number;
  readonly name: string;
  readonly ccbsCode: string;
  readonly districts: readonly DistrictSeed[];
}

export const seedProvinces: readonly ProvinceSeed[] = [
  {
    id: 1,
    name: 'Hà Nội',
    ccbsCode: 'HNI',
    districts: [
      {
        name: 'Quận Hoàn Kiếm',
        wards: ['Phường Hàng Bạc', 'Phường Hàng Trống', 'Phường Tràng Tiền', 'Phường Lý Thái Tổ'],
        streets: ['Phố Hàng Bạc', 'Phố Tràng Tiền', 'Phố Đinh Tiên Hoàng', 'Phố Hàng Bài'],
      },
      {
        name: 'Quận Ba Đình',
        wards: ['Phường Điện Biên', 'Phường Kim Mã', 'Phường Ngọc Hà', 'Phường Liễu Giai'],
        streets: ['Phố Kim Mã', 'Phố Đội Cấn', 'Phố Liễu Giai', 'Đường Hoàng Hoa Thám'],
      },
      {
        name: 'Quận Đống Đa',
        wards: ['Phường Láng Hạ', 'Phường Ô Chợ Dừa', 'Phường Văn Miếu', 'Phường Trung Liệt'],
        streets: ['Đường Láng Hạ', 'Phố Tôn Đức Thắng', 'Phố Tây Sơn', 'Phố Thái Hà'],
      },
      {
        name: 'Quận Cầu Giấy',
        wards: ['Phường Dịch Vọng', 'Phường Quan Hoa', 'Phường Yên Hòa', 'Phường Nghĩa Đô'],
        streets: ['Đường Cầu Giấy', 'Phố Trần Thái Tông', 'Đường Xuân Thủy', 'Phố Hoàng Quốc Việt'],
      },
      {
        name: 'Quận Hai Bà Trưng',
        wards: ['Phường Bạch Đằng', 'Phường Lê Đại Hành', 'Phường Bách Khoa', 'Phường Minh Khai'],
        streets: ['Phố Huế', 'Phố Bạch Mai', 'Đường Giải Phóng', 'Phố Minh Khai'],
      },
      {
        name: 'Quận Thanh Xuân',
        wards: ['Phường Nhân Chính', 'Phường Thượng Đình', 'Phường Khương Trung', 'Phường Kim Giang'],
        streets: ['Đường Nguyễn Trãi', 'Phố Lê Văn Lương', 'Phố Khương Trung', 'Đường Nguyễn Tuân'],
      },
    ],
  },
  {
    id: 2,
    name: 'TP Hồ Chí Minh',
    ccbsCode: 'HCM',
    districts: [
      {
        name: 'Quận 1',
        wards: ['Phường Bến Nghé', 'Phường Bến Thành', 'Phường Đa Kao', 'Phường Nguyễn Thái Bình'],
        streets: ['Đường Lê Lợi', 'Đường Nguyễn Huệ', 'Đường Đồng Khởi', 'Đường Hai Bà Trưng'],
      },
      {
        name: 'Quận 3',
        wards: ['Phường Võ Thị Sáu', 'Phường 4', 'Phường 5', 'Phường 9'],
        streets: [
          'Đường Võ Văn Tần',
          'Đường Nam Kỳ Khởi Nghĩa',
          'Đường Cách Mạng Tháng Tám',
          'Đường Lý Chính Thắng',
        ],
      },
      {
        name: 'Quận Bình Thạnh',
        wards: ['Phường 1', 'Phường 11', 'Phường 25', 'Phường 26'],
        streets: [
          'Đường Xô Viết Nghệ Tĩnh',
          'Đường Điện Biên Phủ',
          'Đường Phan Đăng Lưu',
          'Đường Nơ Trang Long',
        ],
      },
      {
        name: 'Quận Tân Bình',
        wards: ['Phường 2', 'Phường 4', 'Phường 12', 'Phường 15'],
        streets: ['Đường Cộng Hòa', 'Đường Trường Chinh', 'Đường Hoàng Văn Thụ', 'Đường Lý Thường Kiệt'],
      },
      {
        name: 'Thành phố Thủ Đức',
        wards: ['Phường Thảo Điền', 'Phường An Phú', 'Phường Linh Trung', 'Phường Hiệp Phú'],
        streets: ['Đường Xa lộ Hà Nội', 'Đường Võ Văn Ngân', 'Đường Thảo Điền', 'Đường Lê Văn Việt'],
      },
      {
        name: 'Quận 7',
        wards: ['Phường Tân Phong', 'Phường Tân Phú', 'Phường Tân Hưng', 'Phường Bình Thuận'],
        streets: [
          'Đường Nguyễn Thị Thập',
          'Đường Nguyễn Văn Linh',
          'Đường Huỳnh Tấn Phát',
          'Đường Nguyễn Lương Bằng',
        ],
      },
    ],
  },
  {
    id: 3,
    name: 'Đà Nẵng',
    ccbsCode: 'DNG',
    districts: [
      {
        name: 'Quận Hải Châu',
        wards: ['Phường Thạch Thang', 'Phường Hải Châu 1', 'Phường Phước Ninh', 'Phường Bình Hiên'],
        streets: ['Đường Trần Phú', 'Đường Bạch Đằng', 'Đường Lê Duẩn', 'Đường Nguyễn Văn Linh'],
      },
      {
        name: 'Quận Sơn Trà',
        wards: ['Phường An Hải Bắc', 'Phường Phước Mỹ', 'Phường Mân Thái', 'Phường Thọ Quang'],
        streets: ['Đường Võ Nguyên Giáp', 'Đường Ngô Quyền', 'Đường Phạm Văn Đồng', 'Đường Hồ Nghinh'],
      },
      {
        name: 'Quận Thanh Khê',
        wards: ['Phường Thạc Gián', 'Phường Chính Gián', 'Phường Tân Chính', 'Phường Xuân Hà'],
        streets: ['Đường Điện Biên Phủ', 'Đường Hùng Vương', 'Đường Lê Duẩn', 'Đường Hà Huy Tập'],
      },
    ],
  },
  ...[
    [4, 'Hải Phòng', 'HPG'],
    [5, 'Cần Thơ', 'CTO'],
    [6, 'Quảng Ninh', 'QNH'],
    [7, 'Khánh Hòa', 'KHA'],
    [8, 'Thừa Thiên Huế', 'TTH'],
    [9, 'Nghệ An', 'NAN'],
    [10, 'Bình Dương', 'BDG'],
    [11, 'Đồng Nai', 'DNI'],
    [12, 'Lâm Đồng', 'LDG'],
    [13, 'Bắc Ninh', 'BNH'],
  ].map(([id, name, ccbsCode]) => ({
    id: Number(id),
    name: String(name),
    ccbsCode: String(ccbsCode),
    districts: [],
  })),
];

export interface LocationRows {
  districts: { id: number; provinceId: number; name: string }[];
  precincts: { id: number; districtId: number; name: string }[];
  streets: { id: number; precinctId: number; name: string }[];
}

/** Ids are positional so they stay stable from one seed to the next. */
export function locationRows(): LocationRows {
  const rows: LocationRows = { districts: [], precincts: [], streets: [] };
  for (const province of seedProvinces) {
    province.districts.forEach((district, districtIndex) => {
      const districtId = province.id * 100 + districtIndex + 1;
      rows.districts.push({ id: districtId, provinceId: province.id, name: district.name });
      district.wards.forEach((ward, wardIndex) => {
        const precinctId = districtId * 100 + wardIndex + 1;
        rows.precincts.push({ id: precinctId, districtId, name: ward });
        district.streets.forEach((street, streetIndex) => {
          rows.streets.push({ id: precinctId * 100 + streetIndex + 1, precinctId, name: street });
        });
      });
    });
  }
  return rows;
}
