/**
 * LAND-26 … LAND-32: the cashback-50 data-package page (CTKMT7). LAND-32 (UNSPEC) leaves open which
 * cashback-50 campaign is whose: the data page takes the one on data or combo packages (CONST-75).
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

const { window } = promotion('CONST-75');

/** LAND-26: the page's campaign id. */
export const CASHBACK_50_DATA_CAMPAIGN_ID = 'CTKMT7';

export default defineCampaign({
  slug: 'cashback-50',
  window,
  texts: {
    vi: {
      title: 'Hoàn tiền 50% gói data và gói combo',
      lead: 'Đăng ký gói data hoặc combo cho chính mình qua ứng dụng, nhận lại 50% (tối đa 50.000đ).',
      steps: [
        ['Mở ứng dụng', 'Đăng nhập bằng số thuê bao của bạn.'],
        ['Vào Gói cước', 'Chọn mục Gói cước trên màn hình chính.'],
        ['Chọn nhóm Data hoặc Combo', 'Lọc các gói data và gói combo.'],
        ['Chọn gói', 'Chọn gói muốn đăng ký cho số của bạn.'],
        ['Chọn cách thanh toán', 'Thanh toán bằng ví điện tử hoặc thẻ (không dùng tài khoản chính).'],
        ['Xác nhận', 'Kiểm tra thông tin và xác nhận.'],
        ['Nhận thông báo', 'Ứng dụng báo đăng ký thành công.'],
        ['Nhận hoàn tiền', 'Tiền hoàn được cộng trong vòng 72 giờ.'],
      ],
      rules: [
        'Hoàn 50% giá gói, tối đa 50.000đ mỗi lần.',
        'Tối đa 3 ưu đãi mỗi tháng: 3 giao dịch thành công sớm nhất.',
        'Chỉ áp dụng khi đăng ký cho chính thuê bao của bạn.',
        'Không áp dụng khi thanh toán bằng tài khoản chính.',
        'Tiền hoàn được cộng trong vòng 72 giờ.',
      ],
    },
    'en-US': {
      title: '50% cashback on data and combo packages',
      lead: 'Register a data or combo package for yourself in the app and get 50% back (up to 50,000 dong).',
      steps: [
        ['Open the app', 'Sign in with your number.'],
        ['Go to Packages', 'Open Packages on the home screen.'],
        ['Choose Data or Combo', 'Filter the data and combo packages.'],
        ['Pick a package', 'Pick the package for your own number.'],
        ['Choose how to pay', 'Pay by e-wallet or card (not from the main account).'],
        ['Confirm', 'Check the details and confirm.'],
        ['See the confirmation', 'The app says the package is registered.'],
        ['Get your cashback', 'The cashback arrives within 72 hours.'],
      ],
      rules: [
        '50% of the package price back, up to 50,000 dong each time.',
        'Up to 3 offers a month: the 3 earliest successful payments.',
        'Only for a package registered for your own number.',
        'Not valid when paying from the main account.',
        'The cashback arrives within 72 hours.',
      ],
    },
  },
  page: (text, context) => {
    const links = newsAndPackageLinks(context, context.news.cashback50, 'registerPackage');
    return {
      hero: {
        eyebrow: periodLine(context, window),
        title: text.title,
        lead: text.lead,
        image: campaignArt('cashback'),
      },
      blocks: [
        // LAND-30: the buttons under the hero from 991 px, and a copy at the end below it.
        { kind: 'actions', id: 'app-wide', links, placement: 'wide' },
        {
          kind: 'steps',
          id: 'steps',
          title: sharedTextsOf(context).howTo,
          steps: stepsOf(text.steps),
          display: 'carousel',
        },
        rulesBlock(context, { items: text.rules }),
        {
          kind: 'actions',
          id: 'app-narrow',
          links: links.map((link) => ({ ...link, id: `${link.id}-end` })),
          placement: 'narrow',
        },
      ],
      footer: storesFooter(context),
    };
  },
});
