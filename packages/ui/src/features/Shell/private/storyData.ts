import type { NavGroup, NavItem, ShellContact } from '../types';

/** Sample data for the shell stories (the portal builds the real menus from its paths table). */
const sub = (base: string, pages: string[]): NavItem[] =>
  pages.map((page) => ({ key: `nav.${page}`, href: `${base}/${page}` }));

export const sampleNavigation: NavGroup[] = [
  { key: 'nav.home', href: '/' },
  {
    key: 'nav.packages',
    href: '/dich-vu',
    items: sub('/dich-vu', ['goi-cuoc-di-dong', 'home-combo', 'home-internet', 'gia-dinh-van-phong']),
  },
  {
    key: 'nav.support',
    href: '/tinh-nang/gui-yeu-cau',
    items: sub('/tinh-nang', ['gui-yeu-cau', 'hoi-dap', 'dia-diem-cua-hang']),
  },
  {
    key: 'nav.loyalty',
    href: '/vinaphone-plus',
    items: [
      { key: 'nav.memberInfo', href: '/vinaphone-plus' },
      { key: 'nav.about', href: '/vinaphone-plus/about' },
    ],
  },
];

/** The account menu leads to the portal's own pages (§2.2), never to the enterprise portal. */
export const sampleAccountLinks: NavItem[] = [
  { key: 'account.servicePayment', href: '/tinh-nang/thanh-toan-dich-vu' },
  { key: 'account.newsPromotion', href: '/tinh-nang/tin-tuc' },
];

export const sampleContact: ShellContact = {
  hotlineMobile: '18001091',
  hotlineInternet: '18001166',
  supportEmail: 'hotro@example.vn',
};

export const sampleFooter = {
  supportLinks: sub('/tinh-nang', [
    'gui-yeu-cau',
    'yeu-cau-da-gui',
    'dia-diem-cua-hang',
    'hoi-dap',
    'dieu-khoan-su-dung',
  ]),
  serviceLinks: sub('/tinh-nang', ['nap-tien', 'mua-ma-the', 'thanh-toan-dich-vu']),
};
