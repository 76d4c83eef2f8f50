/** LAND-19 … LAND-25: the cashback-15 page (no path in §2.1: served at /khuyen-mai/hoan-tien-15). */
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

const { window } = promotion('CONST-72');

export default defineCampaign({
  slug: 'hoan-tien-15',
  window,
  texts: {
    vi: {
      title: 'Hoàn tiền 15% khi mua gói cước qua ứng dụng',
      lead: 'Mua gói cước từ 5.000đ qua ứng dụng và thanh toán trực tuyến, nhận lại 15% (tối đa 15.000đ).',
      steps: [
        ['Mở ứng dụng', 'Đăng nhập bằng số thuê bao của bạn.'],
        ['Chọn Gói cước', 'Vào mục Gói cước trên màn hình chính.'],
        ['Chọn gói', 'Chọn gói cước có giá từ 5.000đ.'],
        ['Chọn thanh toán trực tuyến', 'Thanh toán bằng ví điện tử hoặc thẻ ngân hàng.'],
        ['Xác nhận', 'Kiểm tra thông tin và xác nhận đăng ký.'],
        ['Nhận hoàn tiền', 'Tiền hoàn được cộng trong vòng 72 giờ.'],
      ],
      rules: [
        'Hoàn 15% giá gói, tối đa 15.000đ.',
        'Áp dụng cho gói cước có giá từ 5.000đ.',
        'Mỗi khách hàng nhận một ưu đãi mỗi tháng.',
        'Tiền hoàn được cộng trong vòng 72 giờ.',
      ],
    },
    'en-US': {
      title: '15% cashback when you buy a package in the app',
      lead: 'Buy a package from 5,000 dong in the app, pay online and get 15% back (up to 15,000 dong).',
      steps: [
        ['Open the app', 'Sign in with your number.'],
        ['Choose Packages', 'Open Packages on the home screen.'],
        ['Pick a package', 'Pick a package priced from 5,000 dong.'],
        ['Pay online', 'Pay by e-wallet or bank card.'],
        ['Confirm', 'Check the details and confirm.'],
        ['Get your cashback', 'The cashback arrives within 72 hours.'],
      ],
      rules: [
        '15% of the package price back, up to 15,000 dong.',
        'For packages priced from 5,000 dong.',
        'One offer per customer per month.',
        'The cashback arrives within 72 hours.',
      ],
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
      { kind: 'actions', id: 'app', links: newsAndPackageLinks(context, context.news.promo, 'buyPackage') },
      {
        kind: 'steps',
        id: 'steps',
        title: sharedTextsOf(context).howTo,
        steps: stepsOf(text.steps),
        display: 'carousel',
      },
      rulesBlock(context, { items: text.rules }),
    ],
    footer: storesFooter(context),
  }),
});
