/**
 * LAND-33 … LAND-37: the cashback-50 mobile-package page (no path in §2.1: served at
 * /khuyen-mai/hoan-tien-50-di-dong); LAND-32 (UNSPEC): it takes the campaign capped at 35,000 (CONST-73).
 */
import { defineCampaign } from '../campaign';
import {
  campaignArt,
  newsAndPackageLinks,
  periodLine,
  promotion,
  rulesBlock,
  sharedTextsOf,
  stepsOf,
  storesFooter,
} from '../shared';

const { window } = promotion('CONST-73');

export default defineCampaign({
  slug: 'hoan-tien-50-di-dong',
  window,
  texts: {
    vi: {
      title: 'Hoàn tiền 50% gói cước di động',
      lead: 'Mua gói cước di động qua ứng dụng, nhận lại 50% (tối đa 35.000đ) trong vòng 48 giờ.',
      steps: [
        ['Mở ứng dụng', 'Đăng nhập bằng số thuê bao của bạn.'],
        ['Vào Gói cước', 'Chọn mục Gói cước di động.'],
        ['Chọn gói', 'Chọn gói phù hợp với bạn.'],
        ['Thanh toán trực tuyến', 'Thanh toán bằng ví điện tử hoặc thẻ ngân hàng.'],
        ['Nhận hoàn tiền', 'Tiền hoàn được cộng trong vòng 48 giờ.'],
      ],
      rules: ['Hoàn 50% giá gói, tối đa 35.000đ.', 'Tiền hoàn được cộng trong vòng 48 giờ.'],
    },
    'en-US': {
      title: '50% cashback on mobile packages',
      lead: 'Buy a mobile package in the app and get 50% back (up to 35,000 dong) within 48 hours.',
      steps: [
        ['Open the app', 'Sign in with your number.'],
        ['Go to Packages', 'Open the mobile packages.'],
        ['Pick a package', 'Pick the package that suits you.'],
        ['Pay online', 'Pay by e-wallet or bank card.'],
        ['Get your cashback', 'The cashback arrives within 48 hours.'],
      ],
      rules: ['50% of the package price back, up to 35,000 dong.', 'The cashback arrives within 48 hours.'],
    },
  },
  page: (text, context) => ({
    hero: {
      eyebrow: periodLine(context, window),
      title: text.title,
      lead: text.lead,
      image: campaignArt('cashback'),
    },
    blocks: [
      // LAND-33, LAND-34: the swiper (4 slides from 1024 px, 1 below), arrows at every width.
      {
        kind: 'steps',
        id: 'steps',
        title: sharedTextsOf(context).howTo,
        steps: stepsOf(text.steps),
        display: 'swiper',
      },
      {
        kind: 'actions',
        id: 'app',
        links: newsAndPackageLinks(context, context.news.cashback50, 'registerPackage'),
      },
      rulesBlock(context, { items: text.rules }),
    ],
    // LAND-36: the footer's store links (no QR on this page).
    footer: { ...storesFooter(context), qrValue: undefined },
  }),
});
