/** LAND-12 … LAND-18: the voucher-50 pages (/sieuvoucher50, /sieuvoucher50t8), one layout, two campaigns. */
import { AppScreen } from '@selfcare/domain';
import { defineCampaign, type CampaignTable } from '../campaign';
import {
  campaignArt,
  periodLine,
  promotion,
  rulesBlock,
  sharedTextsOf,
  stepsOf,
  storesFooter,
} from '../shared';

const texts = {
  vi: {
    title: 'Siêu voucher 50% khi thanh toán qua ứng dụng',
    lead: 'Nạp tiền hoặc thanh toán cước qua ứng dụng, nhận ngay voucher giảm 50% (tối đa 50.000đ) cho lần thanh toán sau.',
    topUp: 'Nạp tiền ngay',
    payBill: 'Thanh toán cước',
    tabsLabel: 'Hướng dẫn nhận và dùng voucher',
    earnTab: 'Thanh toán nhận voucher',
    useTab: 'Sử dụng voucher',
    earnSteps: [
      ['Mở ứng dụng', 'Đăng nhập ứng dụng bằng số thuê bao của bạn.'],
      ['Chọn Nạp tiền hoặc Thanh toán cước', 'Trên màn hình chính, chọn dịch vụ muốn thanh toán.'],
      ['Nhập số thuê bao và số tiền', 'Nhập số cần nạp hoặc thanh toán và chọn số tiền.'],
      ['Chọn phương thức', 'Thanh toán bằng ví điện tử, Mobile Money hoặc thẻ ngân hàng.'],
      ['Xác nhận thanh toán', 'Kiểm tra thông tin và xác nhận giao dịch.'],
      ['Nhận voucher', 'Voucher 50% được gửi vào tài khoản ứng dụng trong vòng 48 giờ.'],
    ],
    useSteps: [
      ['Mở ứng dụng', 'Đăng nhập bằng số thuê bao đã nhận voucher.'],
      ['Chọn dịch vụ', 'Chọn Nạp tiền hoặc Thanh toán cước.'],
      ['Nhập số tiền', 'Nhập số thuê bao và số tiền cần thanh toán.'],
      ['Voucher tự áp dụng', 'Ở màn hình xác nhận, voucher được chọn sẵn; bạn có thể bỏ chọn.'],
      ['Hoàn tất', 'Xác nhận thanh toán và nhận ưu đãi giảm 50%.'],
    ],
    rules: {
      cap: 'Giảm 50% giá trị giao dịch, tối đa 50.000đ mỗi voucher.',
      monthly: 'Mỗi khách hàng nhận tối đa một voucher mỗi tháng.',
      delivery: 'Voucher được gửi trong vòng 48 giờ sau giao dịch thành công.',
      methods: 'Thanh toán bằng ví điện tử, Mobile Money hoặc thẻ ngân hàng.',
    },
  },
  'en-US': {
    title: 'A 50% super voucher when you pay in the app',
    lead: 'Top up or pay your bill in the app and get a 50% voucher (up to 50,000 dong) for your next payment.',
    topUp: 'Top up now',
    payBill: 'Pay your bill',
    tabsLabel: 'How to get and use the voucher',
    earnTab: 'Pay and get a voucher',
    useTab: 'Use the voucher',
    earnSteps: [
      ['Open the app', 'Sign in to the app with your number.'],
      ['Choose Top up or Pay bill', 'On the home screen, choose what you want to pay.'],
      ['Enter the number and amount', 'Enter the number to top up or pay and choose the amount.'],
      ['Choose how to pay', 'Pay by e-wallet, Mobile Money or bank card.'],
      ['Confirm the payment', 'Check the details and confirm.'],
      ['Get the voucher', 'The 50% voucher reaches your app account within 48 hours.'],
    ],
    useSteps: [
      ['Open the app', 'Sign in with the number that got the voucher.'],
      ['Choose a service', 'Choose Top up or Pay bill.'],
      ['Enter the amount', 'Enter the number and the amount to pay.'],
      [
        'The voucher applies itself',
        'On the confirmation screen the voucher is already selected; you may unselect it.',
      ],
      ['Done', 'Confirm the payment and get 50% off.'],
    ],
    rules: {
      cap: '50% off the transaction, up to 50,000 dong per voucher.',
      monthly: 'At most one voucher per customer per month.',
      delivery: 'The voucher arrives within 48 hours of a successful payment.',
      methods: 'Pay by e-wallet, Mobile Money or bank card.',
    },
  },
} as const;

/** One voucher-50 campaign: its slug and the §9 promotion whose days and limits it shows. */
export function voucher50Campaign(slug: string, promotionRow: 'CONST-71' | 'CONST-74'): CampaignTable {
  const { window, perCustomerPerMonth, deliveryHours, notes } = promotion(promotionRow);
  return defineCampaign({
    slug,
    window,
    texts,
    page: (text, context) => ({
      hero: {
        eyebrow: periodLine(context, window),
        title: text.title,
        lead: text.lead,
        image: campaignArt('voucher'),
      },
      blocks: [
        {
          kind: 'actions',
          id: 'app',
          links: [
            { id: 'topup', label: text.topUp, href: context.appLink(AppScreen.topUp) },
            {
              id: 'bill',
              label: text.payBill,
              href: context.appLink(AppScreen.telecomBill),
              variant: 'secondary',
            },
          ],
        },
        {
          kind: 'tabs',
          id: 'how-to',
          title: sharedTextsOf(context).howTo,
          label: text.tabsLabel,
          tabs: [
            {
              value: 'earn',
              label: text.earnTab,
              steps: { title: text.earnTab, steps: stepsOf(text.earnSteps), display: 'list' },
            },
            {
              value: 'use',
              label: text.useTab,
              steps: { title: text.useTab, steps: stepsOf(text.useSteps), display: 'list' },
            },
          ],
        },
        // Only the limits §9 gives for this campaign (CONST-74 names the cap and the days alone).
        rulesBlock(context, {
          items: [
            text.rules.cap,
            ...(perCustomerPerMonth === undefined ? [] : [text.rules.monthly]),
            ...(deliveryHours === undefined ? [] : [text.rules.delivery]),
            ...(notes.length > 0 ? [text.rules.methods] : []),
          ],
        }),
      ],
      footer: storesFooter(context),
    }),
  });
}
