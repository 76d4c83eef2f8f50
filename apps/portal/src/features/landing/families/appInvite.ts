/**
 * §2.1 names /ads and /ins without content: both are where paid ads and social posts (Instagram) send
 * visitors, so both invite them to the app, each with its own hero (docs/decisions/landing.md).
 */
import { AppScreen } from '@selfcare/domain';
import type { CampaignContext, CampaignPage } from '../campaign';
import { campaignArt, stepsOf, storesFooter } from '../shared';

export const appInviteTexts = {
  vi: {
    featuresTitle: 'Mọi dịch vụ trong một ứng dụng',
    features: [
      ['Nạp tiền, thanh toán cước', 'Thanh toán bằng ví, thẻ hoặc Mobile Money chỉ vài chạm.'],
      ['Mua gói cước', 'Gói data, gói combo và gói truyền hình luôn sẵn sàng.'],
      ['Tích điểm VinaPhone Plus', 'Tích điểm mỗi giao dịch, đổi e-voucher và quà tặng.'],
      ['Tra cứu sử dụng', 'Xem dung lượng, số dư và cước phát sinh mọi lúc.'],
    ],
    open: 'Mở ứng dụng',
  },
  'en-US': {
    featuresTitle: 'Every service in one app',
    features: [
      ['Top up, pay bills', 'Pay by wallet, card or Mobile Money in a few taps.'],
      ['Buy packages', 'Data, combo and TV packages, always at hand.'],
      ['Earn VinaPhone Plus points', 'Earn points on every payment, redeem e-vouchers and gifts.'],
      ['Check your usage', 'See your data, balance and charges at any time.'],
    ],
    open: 'Open the app',
  },
} as const;

export function appInvitePage(context: CampaignContext, hero: { title: string; lead: string }): CampaignPage {
  const texts = appInviteTexts[context.language];
  return {
    hero: { ...hero, image: campaignArt('app') },
    blocks: [
      {
        kind: 'actions',
        id: 'open',
        links: [
          { id: 'open-app', label: texts.open, href: context.appLink(AppScreen.packageList, { type: 1 }) },
        ],
      },
      {
        kind: 'steps',
        id: 'features',
        title: texts.featuresTitle,
        steps: stepsOf(texts.features),
        display: 'carousel',
        numbered: false,
      },
    ],
    footer: storesFooter(context, false),
  };
}
