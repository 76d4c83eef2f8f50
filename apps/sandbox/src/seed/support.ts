/** Support seed (issue 20): FAQ groups and questions in both languages, frequent errors, sample tickets. */

export const seedFaqGroups = [
  { id: 1, name: 'Tài khoản và đăng nhập', nameEn: 'Account and sign-in' },
  { id: 2, name: 'Gói cước và thanh toán', nameEn: 'Packages and payment' },
  { id: 3, name: 'Dịch vụ khác', nameEn: 'Other services' },
];

/** [group, question, answer HTML, English question, English answer HTML] */
const faqRows: readonly (readonly [number, string, string, string, string])[] = [
  [
    1,
    'Làm thế nào để đăng nhập bằng mã OTP?',
    'Nhập số điện thoại, chọn <strong>Lấy mã</strong> và nhập 6 chữ số nhận được qua tin nhắn.',
    'How do I sign in with a one-time code?',
    'Enter your number, choose <strong>Get code</strong> and type the 6 digits you receive by text message.',
  ],
  [
    1,
    'Mã OTP có hiệu lực trong bao lâu?',
    'Mã có hiệu lực 5 phút và chỉ dùng được một lần.',
    'How long is a one-time code valid?',
    'A code is valid for 5 minutes and can be used once.',
  ],
  [
    1,
    'Tôi quên mật khẩu thì phải làm sao?',
    'Chọn <strong>Quên mật khẩu</strong>, nhập mã OTP và đặt mật khẩu mới.',
    'I forgot my password. What should I do?',
    'Choose <strong>Forgot password</strong>, enter the one-time code and set a new password.',
  ],
  [
    2,
    'Làm sao để hủy gói cước?',
    'Vào trang gói cước, chọn gói đang dùng và bấm <strong>Hủy</strong>.',
    'How do I cancel a package?',
    'Open the packages page, choose the package you use and press <strong>Cancel</strong>.',
  ],
  [
    2,
    'Thanh toán gói cước bằng những hình thức nào?',
    'Tài khoản chính, ví điện tử, thẻ ATM nội địa hoặc thẻ quốc tế.',
    'How can I pay for a package?',
    'From your main account, an e-wallet, a domestic ATM card or an international card.',
  ],
  [
    2,
    'Chuyển vùng quốc tế tính cước thế nào?',
    'Mua gói data chuyển vùng để dùng với giá cố định theo chu kỳ.',
    'How is international roaming charged?',
    'Buy a roaming data package to use data at a fixed price for its period.',
  ],
  [
    3,
    'Làm sao để thêm thành viên nhóm gia đình?',
    'Chủ nhóm chọn <strong>Thêm thành viên</strong>, nhập số và mã OTP.',
    'How do I add a member to my family group?',
    'The group owner chooses <strong>Add member</strong> and enters the number and the one-time code.',
  ],
  [
    3,
    'Điểm hội viên có thời hạn không?',
    'Điểm thưởng có hiệu lực 3 tháng kể từ ngày cộng điểm.',
    'Do member points expire?',
    'Reward points are valid for 3 months from the day they are added.',
  ],
  [
    3,
    'Tôi có thể xem hóa đơn điện tử ở đâu?',
    'Tại mục <strong>Hóa đơn điện tử</strong> trong phần hỗ trợ khách hàng.',
    'Where can I see my e-invoices?',
    'Under <strong>E-invoices</strong> in the customer support menu.',
  ],
  [
    3,
    'Tổng đài hỗ trợ là số nào?',
    'Di động 18001091, Internet và truyền hình 18001166.',
    'What is the support hotline?',
    'Mobile 18001091, internet and TV 18001166.',
  ],
];

export const seedFaqs = faqRows.map(([groupId, question, answerHtml, questionEn, answerEn], index) => ({
  id: index + 1,
  groupId,
  question,
  answerHtml,
  questionEn,
  answerEn,
}));

/** [category, category (en), title, fix HTML, title (en), fix HTML (en)] per frequent error. */
const frequentErrorRows: readonly (readonly [number, string, string, string, string, string, string])[] = [
  [
    1,
    'Mạng di động',
    'Mobile network',
    'Không gọi được, mất sóng',
    '<p>Bật rồi tắt <strong>chế độ máy bay</strong>, hoặc khởi động lại máy.</p>',
    'Cannot call, no signal',
    '<p>Turn <strong>airplane mode</strong> on and off, or restart the phone.</p>',
  ],
  [
    2,
    'Dữ liệu di động',
    'Mobile data',
    'Không vào được mạng 4G',
    '<p>Kiểm tra dữ liệu di động đang bật và điểm truy cập (APN) là <strong>m3-world</strong>.</p>',
    'Cannot connect to 4G',
    '<p>Check that mobile data is on and the access point (APN) is <strong>m3-world</strong>.</p>',
  ],
  [
    2,
    'Dữ liệu di động',
    'Mobile data',
    'Hết dung lượng tốc độ cao',
    '<p>Mua thêm gói data tại trang <strong>Gói cước</strong>.</p>',
    'High-speed data used up',
    '<p>Buy an add-on data package on the <strong>Packages</strong> page.</p>',
  ],
  [
    3,
    'Cước và thanh toán',
    'Charges and payment',
    'Bị trừ tiền không rõ lý do',
    '<p>Xem <strong>lịch sử sử dụng</strong> để biết từng khoản cước.</p>',
    'Money taken for no clear reason',
    '<p>See the <strong>usage history</strong> for each charge.</p>',
  ],
  [
    4,
    'Khác',
    'Other',
    'Vấn đề khác',
    '<p>Hãy mô tả vấn đề trong yêu cầu, chúng tôi sẽ trả lời trong 24 giờ.</p>',
    'Another problem',
    '<p>Describe the problem in a request; we answer within 24 hours.</p>',
  ],
];

export const seedFrequentErrors = frequentErrorRows.map(
  ([categoryId, categoryName, categoryNameEn, title, solutionHtml, titleEn, solutionEn], index) => ({
    id: index + 1,
    categoryId,
    categoryName,
    categoryNameEn,
    title,
    solutionHtml,
    titleEn,
    solutionEn,
  }),
);

/** Tickets the first prepaid account already sent, one answered, to show a history. */
export const seedSupportRequests = [
  {
    msisdn: '84912345678',
    categoryId: 2,
    content: 'Không vào được mạng 4G ở quận Ba Đình từ sáng nay.',
    contactPhone: '84912345678',
    daysAgo: 6,
    history: [
      { status: 'received', hoursAfter: 0, note: null },
      { status: 'processing', hoursAfter: 2, note: 'Đã chuyển kỹ thuật khu vực Ba Đình.' },
      { status: 'answered', hoursAfter: 20, note: 'Trạm phát sóng đã được khắc phục.' },
    ],
  },
] as const;

/** ENT-44: the service-quality category tree (ACC-73): [id, parent, name, English name]. */
export const seedQualityCategories: readonly (readonly [number, number | null, string, string])[] = [
  [1, null, 'Mạng di động', 'Mobile network'],
  [11, 1, 'Sóng yếu', 'Weak signal'],
  [12, 1, 'Rớt cuộc gọi', 'Dropped calls'],
  [13, 1, 'Không gọi được', 'Cannot make calls'],
  [2, null, 'Dữ liệu di động', 'Mobile data'],
  [21, 2, 'Truy cập chậm', 'Slow data'],
  [22, 2, 'Mất kết nối 4G', '4G keeps dropping'],
  [3, null, 'Thái độ phục vụ', 'Staff service'],
  [4, null, 'Khác', 'Other'],
];

/** ACC-73: reports already filed, by address (a ward id of seed/locations) or by position, with voters. */
export const seedQualityReports: readonly {
  readonly msisdn: string;
  readonly categoryId: number;
  readonly content: string;
  readonly precinctId?: number;
  readonly position?: { readonly latitude: number; readonly longitude: number };
  readonly hoursAgo: number;
  readonly voters: readonly string[];
}[] = [
  {
    msisdn: '84913456789',
    categoryId: 11,
    content: 'Trong các tòa nhà quanh phường sóng chỉ còn một vạch, gọi điện hay bị ngắt.',
    precinctId: 10_401,
    hoursAgo: 30,
    voters: ['84913456789', '84914567890', '84915678901'],
  },
  {
    msisdn: '84914567890',
    categoryId: 21,
    content: 'Buổi tối từ 20 giờ đến 23 giờ tốc độ 4G rất chậm, không xem được video.',
    position: { latitude: 21.028511, longitude: 105.804817 },
    hoursAgo: 20,
    voters: ['84914567890', '84916789012'],
  },
  {
    msisdn: '84915678901',
    categoryId: 12,
    content: 'Đi qua đoạn đường này cuộc gọi thường bị rớt giữa chừng.',
    precinctId: 10_101,
    hoursAgo: 6,
    voters: ['84915678901'],
  },
];
