import {
  qualityCategoryChoices,
  type FaqEntry,
  type FrequentError,
  type QualityReport,
  type SentSupportRequest,
  type SupportCategory,
} from '@selfcare/domain';

/** Sample support data of the stories and tests (server text in both languages, as the sandbox seeds it). */
const account = { vi: 'Tài khoản và đăng nhập', en: 'Account and sign-in' };
const packages = { vi: 'Gói cước và thanh toán', en: 'Packages and payment' };

export const sampleFaq: readonly FaqEntry[] = [
  {
    id: '1',
    groupId: '1',
    groupName: account,
    question: { vi: 'Làm thế nào để đăng nhập bằng mã OTP?', en: 'How do I sign in with a one-time code?' },
    answerHtml: {
      vi: 'Nhập số điện thoại, chọn <strong>Lấy mã</strong> và nhập 6 chữ số nhận được.',
      en: 'Enter your number, choose <strong>Get code</strong> and type the 6 digits you receive.',
    },
  },
  {
    id: '3',
    groupId: '1',
    groupName: account,
    question: { vi: 'Tôi quên mật khẩu thì phải làm sao?', en: 'I forgot my password. What should I do?' },
    answerHtml: {
      vi: 'Chọn <strong>Quên mật khẩu</strong>, nhập mã OTP và đặt mật khẩu mới.<script>alert(1)</script>',
      en: 'Choose <strong>Forgot password</strong>, enter the code and set a new password.',
    },
  },
  {
    id: '4',
    groupId: '2',
    groupName: packages,
    question: { vi: 'Làm sao để hủy gói cước?', en: 'How do I cancel a package?' },
    answerHtml: {
      vi: 'Vào trang gói cước, chọn gói đang dùng và bấm <strong>Hủy</strong>.',
      en: 'Open the packages page, choose your package and press <strong>Cancel</strong>.',
    },
  },
];

export const sampleCategories: readonly SupportCategory[] = [
  { id: '1', name: { vi: 'Mạng di động', en: 'Mobile network' } },
  { id: '2', name: { vi: 'Dữ liệu di động', en: 'Mobile data' } },
  { id: '4', name: { vi: 'Khác', en: 'Other' } },
];

export const sampleFrequentErrors: readonly FrequentError[] = [
  {
    id: '1',
    categoryId: '1',
    title: { vi: 'Không gọi được, mất sóng', en: 'Cannot call, no signal' },
    solutionHtml: {
      vi: '<p>Bật rồi tắt <strong>chế độ máy bay</strong>, hoặc khởi động lại máy.</p>',
      en: '<p>Turn <strong>airplane mode</strong> on and off, or restart the phone.</p>',
    },
  },
  {
    id: '2',
    categoryId: '2',
    title: { vi: 'Không vào được mạng 4G', en: 'Cannot connect to 4G' },
    solutionHtml: {
      vi: '<p>Kiểm tra dữ liệu di động đang bật và APN là <strong>m3-world</strong>.</p>',
      en: '<p>Check that mobile data is on and the APN is <strong>m3-world</strong>.</p>',
    },
  },
];

export const sampleSentRequests: readonly SentSupportRequest[] = [
  {
    id: '12',
    categoryName: { vi: 'Khác', en: 'Other' },
    description: 'Tin nhắn thông báo cước đến chậm hai ngày nay.',
    contactNumber: '84912345678',
    sentAt: '2026-11-24T02:30:00.000Z',
    status: 'received',
    hasPhoto: true,
    history: [{ at: '2026-11-24T02:30:00.000Z', status: 'received', note: undefined }],
  },
  {
    id: '7',
    categoryName: { vi: 'Dữ liệu di động', en: 'Mobile data' },
    description: 'Không vào được mạng 4G ở quận Ba Đình từ sáng nay.',
    contactNumber: '84912345678',
    sentAt: '2026-11-19T01:00:00.000Z',
    status: 'answered',
    hasPhoto: false,
    history: [
      { at: '2026-11-19T01:00:00.000Z', status: 'received', note: undefined },
      { at: '2026-11-19T03:00:00.000Z', status: 'processing', note: 'Đã chuyển kỹ thuật khu vực Ba Đình.' },
      { at: '2026-11-19T21:00:00.000Z', status: 'answered', note: 'Trạm phát sóng đã được khắc phục.' },
    ],
  },
];

const network = { vi: 'Mạng di động', en: 'Mobile network' };

/** ENT-44: a category tree as the sandbox seeds it, as the form's leaves. */
export const sampleQualityCategories = qualityCategoryChoices([
  {
    id: '1',
    name: network,
    children: [
      { id: '11', name: { vi: 'Sóng yếu', en: 'Weak signal' }, children: [] },
      { id: '12', name: { vi: 'Rớt cuộc gọi', en: 'Dropped calls' }, children: [] },
    ],
  },
  { id: '4', name: { vi: 'Khác', en: 'Other' }, children: [] },
]);

/** The cascade's lists once Hà Nội › Cầu Giấy is chosen (place names are not translated). */
export const samplePlaces = {
  province: [
    { id: '1', name: 'Hà Nội' },
    { id: '2', name: 'TP Hồ Chí Minh' },
  ],
  district: [
    { id: '101', name: 'Quận Hoàn Kiếm' },
    { id: '104', name: 'Quận Cầu Giấy' },
  ],
  ward: [
    { id: '10401', name: 'Phường Dịch Vọng' },
    { id: '10402', name: 'Phường Quan Hoa' },
  ],
} as const;

export const sampleQualityReports: readonly QualityReport[] = [
  {
    id: '5',
    categoryName: { vi: 'Rớt cuộc gọi', en: 'Dropped calls' },
    description: 'Đi qua đoạn đường này cuộc gọi thường bị rớt giữa chừng.',
    address: 'Phường Hàng Bạc, Quận Hoàn Kiếm, Hà Nội',
    position: undefined,
    reportedAt: '2026-11-24T02:30:00.000Z',
    votes: 1,
    votedByMe: true,
    mine: true,
  },
  {
    id: '4',
    categoryName: { vi: 'Truy cập chậm', en: 'Slow data' },
    description: 'Buổi tối từ 20 giờ đến 23 giờ tốc độ 4G rất chậm, không xem được video.',
    address: undefined,
    position: { latitude: 21.028511, longitude: 105.804817 },
    reportedAt: '2026-11-23T12:00:00.000Z',
    votes: 2,
    votedByMe: false,
    mine: false,
  },
  {
    id: '3',
    categoryName: { vi: 'Sóng yếu', en: 'Weak signal' },
    description: 'Trong các tòa nhà quanh phường sóng chỉ còn một vạch, gọi điện hay bị ngắt.',
    address: 'Phường Dịch Vọng, Quận Cầu Giấy, Hà Nội',
    position: undefined,
    reportedAt: '2026-11-23T02:00:00.000Z',
    votes: 3,
    votedByMe: true,
    mine: false,
  },
];
