import type { LandingContent, LandingStep } from './types';

/** The stories' sample campaign (Vietnamese, as the portal's content tables give it), art on Storybook's origin. */
const image = { src: '/fixtures/landing-hero.svg', width: 640, height: 400, alt: '' };

export const sampleSteps: readonly LandingStep[] = [
  { title: 'Mở ứng dụng', text: 'Đăng nhập bằng số thuê bao của bạn.' },
  { title: 'Chọn Nạp tiền', text: 'Trên màn hình chính, chọn Nạp tiền.' },
  { title: 'Nhập số tiền', text: 'Chọn mệnh giá muốn nạp.' },
  { title: 'Chọn ví hoặc thẻ', text: 'Thanh toán bằng ví điện tử, Mobile Money hoặc thẻ.' },
  { title: 'Xác nhận', text: 'Kiểm tra và xác nhận giao dịch.' },
  { title: 'Nhận voucher', text: 'Voucher 50% được gửi trong 48 giờ.' },
];

export const sampleLinks = [
  { id: 'topup', label: 'Nạp tiền ngay', href: '/__sandbox/operator-app?screen=TOPUP_MONEY' },
  {
    id: 'bill',
    label: 'Thanh toán cước',
    href: '/__sandbox/operator-app?screen=TELECOM_BILL',
    variant: 'secondary' as const,
  },
];

export const sampleContent: LandingContent = {
  hero: {
    eyebrow: '26/08/2024 – 30/09/2024',
    title: 'Siêu voucher 50%',
    lead: 'Thanh toán qua ứng dụng, nhận ngay voucher giảm 50% tới 50.000đ.',
    image,
  },
  blocks: [
    { kind: 'actions', id: 'top-actions', links: sampleLinks },
    {
      kind: 'tabs',
      id: 'how-to',
      title: 'Hướng dẫn',
      label: 'Hướng dẫn tham gia',
      tabs: [
        {
          value: 'earn',
          label: 'Thanh toán nhận voucher',
          steps: { title: 'Thanh toán nhận voucher', steps: sampleSteps, display: 'list' },
        },
        {
          value: 'use',
          label: 'Sử dụng voucher',
          steps: { title: 'Sử dụng voucher', steps: sampleSteps.slice(0, 5), display: 'list' },
        },
      ],
    },
    {
      kind: 'rules',
      id: 'rules',
      title: 'Thể lệ',
      paragraphs: ['Mỗi khách hàng nhận tối đa một voucher mỗi tháng.'],
      items: ['Áp dụng cho thuê bao trả trước.', 'Voucher tự áp dụng ở màn hình xác nhận.'],
    },
  ],
  footer: {
    title: 'Tải ứng dụng',
    lead: 'Tham gia chương trình trên ứng dụng của nhà mạng.',
    appStoreHref: '/__sandbox/app?store=ios',
    playStoreHref: '/__sandbox/app?store=android',
    qrValue: 'https://example.vn/app',
    note: 'Chương trình áp dụng cho thuê bao di động trả trước.',
  },
};
