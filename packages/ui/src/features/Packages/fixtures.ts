import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import type { CardBank, NewsItem, PackageSummary } from '@selfcare/domain';

/** Sample data of the stories and tests (not exported from the package). */

/** A card alone in a story is shown at a grid column's width. */
export const cardColumn: Decorator = (Story) =>
  createElement('div', { style: { maxWidth: 320 } }, createElement(Story));
const image = (label: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${colour}"/><text x="160" y="100" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;

export const samplePackage: PackageSummary = {
  id: '101',
  name: 'D15',
  code: 'D15',
  imageUrl: image('D15', '#0054B4'),
  price: 15_000,
  periodCode: '7',
  descriptionHtml: '<ul><li>3 GB tốc độ cao/ngày trong 3 ngày</li><li>Hết lưu lượng ngừng truy cập</li></ul>',
  type: '1',
  packageType: '1',
  statusPay: '1',
};

export const samplePackages: readonly PackageSummary[] = [
  samplePackage,
  {
    ...samplePackage,
    id: '102',
    name: 'BIG90',
    code: 'BIG90',
    price: 90_000,
    periodCode: '3',
    imageUrl: image('BIG90', '#1B7A38'),
    descriptionHtml: '<p>7 GB tốc độ cao/tháng</p>',
  },
  {
    ...samplePackage,
    id: '103',
    name: 'Gọi 1 ngày',
    code: 'GOI1',
    price: 0,
    periodCode: '1',
    imageUrl: undefined,
    statusPay: '0',
    descriptionHtml: '<p>Miễn phí gọi nội mạng dưới 10 phút trong ngày</p>',
  },
  {
    ...samplePackage,
    id: '104',
    name: 'MAX300',
    code: 'MAX300',
    price: 300_000,
    periodCode: '3',
    packageType: '2',
    imageUrl: image('MAX300', '#0B6F8F'),
    descriptionHtml: '<p>100 GB/tháng, miễn phí 1.500 phút nội mạng</p>',
  },
];

export const longNamePackage: PackageSummary = {
  ...samplePackage,
  id: '105',
  code: 'TRUYENHINH_FIBER_GIADINH',
  name: 'Gói Internet cáp quang và truyền hình MyTV Nâng cao dành cho hộ gia đình nhiều thành viên',
  price: 1_080_000,
  periodCode: '5',
  descriptionHtml:
    '<p>Tốc độ 300 Mbps, tặng kèm Wi-Fi Mesh, hơn 200 kênh truyền hình đặc sắc, xem trên 5 thiết bị, 2 thiết bị cùng lúc, miễn phí lắp đặt trong nội thành.</p>',
};

export const sampleBanks: readonly CardBank[] = [
  { code: 'VCB', name: 'Vietcombank', logoUrl: undefined, international: false },
  { code: 'BIDV', name: 'BIDV', logoUrl: undefined, international: false },
  { code: 'TCB', name: 'Techcombank', logoUrl: undefined, international: false },
  { code: 'VISA', name: 'Visa', logoUrl: undefined, international: true },
  { code: 'MASTERCARD', name: 'Mastercard', logoUrl: undefined, international: true },
];

export const sampleNews: readonly NewsItem[] = [
  {
    id: '5144',
    title: 'Hoàn tiền 50% khi mua gói cước data qua ứng dụng',
    imageUrl: image('50%', '#C4261D'),
    groupName: 'Khuyến mãi',
    englishDescription: '50% cashback on data packages bought in the app.',
    dateTime: '2025-02-17T02:00:00Z',
  },
  {
    id: '5163',
    title: 'Ra mắt gói cước D15 dành cho khách hàng trẻ',
    imageUrl: undefined,
    groupName: 'Tin tức',
    englishDescription: 'The new D15 package for young customers.',
    dateTime: '2025-03-01T03:00:00Z',
  },
];
