/**
 * §2.1 /uudai50 (no content given): the 50% offers in one place, pointing at the voucher-50 and
 * cashback-50 pages and the app's package list (docs/decisions/landing.md).
 */
import { AppScreen } from '@selfcare/domain';
import { defineCampaign } from '../campaign';
import { landingHref } from '../registry';
import { campaignArt, storesFooter } from '../shared';

export default defineCampaign({
  slug: 'uudai50',
  texts: {
    vi: {
      title: 'Ưu đãi 50% trên ứng dụng',
      lead: 'Giảm 50% khi thanh toán, hoàn 50% khi mua gói: chọn ưu đãi hợp với bạn.',
      offersTitle: 'Các ưu đãi 50%',
      offers: [
        ['Siêu voucher 50%', 'Nạp tiền hoặc thanh toán cước qua ứng dụng, nhận voucher giảm 50%.'],
        ['Hoàn tiền 50% gói data', 'Đăng ký gói data hoặc combo qua ứng dụng, nhận lại 50%.'],
        ['Hoàn tiền 50% gói di động', 'Mua gói cước di động qua ứng dụng, nhận lại 50%.'],
      ],
      voucher: 'Xem siêu voucher 50%',
      cashback: 'Xem hoàn tiền 50%',
      packages: 'Mua gói cước',
    },
    'en-US': {
      title: '50% offers in the app',
      lead: '50% off when you pay, 50% back when you buy a package: pick the offer that suits you.',
      offersTitle: 'The 50% offers',
      offers: [
        ['50% super voucher', 'Top up or pay your bill in the app and get a 50% voucher.'],
        ['50% cashback on data', 'Register a data or combo package in the app and get 50% back.'],
        ['50% cashback on mobile packages', 'Buy a mobile package in the app and get 50% back.'],
      ],
      voucher: 'See the 50% super voucher',
      cashback: 'See the 50% cashback',
      packages: 'Buy a package',
    },
  },
  page: (text, context) => ({
    hero: { title: text.title, lead: text.lead, image: campaignArt('voucher') },
    blocks: [
      {
        kind: 'steps',
        id: 'offers',
        title: text.offersTitle,
        steps: text.offers.map(([title, body]) => ({ title, text: body })),
        display: 'list',
        numbered: false,
      },
      {
        kind: 'actions',
        id: 'links',
        links: [
          { id: 'voucher', label: text.voucher, href: landingHref('sieuvoucher50t8'), variant: 'secondary' },
          { id: 'cashback', label: text.cashback, href: landingHref('cashback-50'), variant: 'secondary' },
          { id: 'packages', label: text.packages, href: context.appLink(AppScreen.packageList, { type: 1 }) },
        ],
      },
    ],
    footer: storesFooter(context),
  }),
});
