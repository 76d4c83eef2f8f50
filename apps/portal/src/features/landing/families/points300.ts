/**
 * LAND-45 … LAND-53: the 300-point pages, new app users (/Banmoi{product}) and returning customers
 * (/Bancuquaylai): an info carousel (period, 3-month validity, one offer each), a how-to carousel and the
 * app-store buttons. The composition switches to its phone layout below 991 px (LAND-52).
 */
import { defineCampaign, type CampaignContext, type CampaignPage } from '../campaign';
import { campaignArt, promotion, rulesBlock, stepsOf, storesFooter } from '../shared';

const offer = promotion('CONST-76');
export const pointsWindow = offer.window;

/** The texts both pages share: the info carousel and the how-to steps (LAND-46, LAND-49, LAND-50). */
export const pointsTexts = {
  vi: {
    infoTitle: 'Thông tin chương trình',
    info: [
      ['Thời gian', 'Từ {{from}} đến {{to}}.'],
      ['Hạn dùng điểm', 'Điểm có hạn 3 tháng kể từ ngày được cộng.'],
      ['Mỗi khách hàng một lần', 'Mỗi khách hàng nhận ưu đãi một lần trong chương trình.'],
    ],
    howToTitle: 'Cách nhận 300 điểm',
    steps: [
      ['Tải ứng dụng', 'Tải ứng dụng của nhà mạng trên App Store hoặc Google Play.'],
      ['Mở ứng dụng', 'Mở ứng dụng và chọn Đăng nhập/Đăng ký.'],
      ['Đăng nhập', 'Đăng nhập bằng số thuê bao qua mã OTP hoặc 4G/5G.'],
      ['Chờ cộng điểm', '300 điểm VinaPhone Plus được cộng vào tài khoản của bạn.'],
    ],
  },
  'en-US': {
    infoTitle: 'About the programme',
    info: [
      ['Period', 'From {{from}} to {{to}}.'],
      ['Points validity', 'Points are valid for 3 months from the day they are credited.'],
      ['Once per customer', 'Each customer gets the offer once in the programme.'],
    ],
    howToTitle: 'How to get 300 points',
    steps: [
      ['Get the app', "Download the operator's app from the App Store or Google Play."],
      ['Open the app', 'Open the app and choose Sign in/Register.'],
      ['Sign in', 'Sign in with your number by OTP or 4G/5G.'],
      ['Wait for your points', '300 VinaPhone Plus points are credited to your account.'],
    ],
  },
} as const;

/** The page of one of the two: its own hero and, for returning customers, the valid transactions. */
export function pointsPage(
  context: CampaignContext,
  own: { title: string; lead: string; validTitle?: string; valid?: readonly string[] },
): CampaignPage {
  const shared = pointsTexts[context.language];
  const period = (text: string) =>
    text
      .replace('{{from}}', context.formatDate(offer.window.from))
      .replace('{{to}}', context.formatDate(offer.window.to));
  return {
    hero: { title: own.title, lead: own.lead, image: campaignArt('points') },
    blocks: [
      {
        kind: 'steps',
        id: 'info',
        title: shared.infoTitle,
        steps: stepsOf(shared.info.map(([title, text]) => [title, period(text)] as const)),
        display: 'carousel',
        numbered: false,
      },
      ...(own.valid ? [rulesBlock(context, { id: 'valid', title: own.validTitle, items: own.valid })] : []),
      {
        kind: 'steps',
        id: 'how-to',
        title: shared.howToTitle,
        steps: stepsOf(shared.steps),
        display: 'carousel',
      },
    ],
    footer: storesFooter(context),
  };
}

export { defineCampaign };
