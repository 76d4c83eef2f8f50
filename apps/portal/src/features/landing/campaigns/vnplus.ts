/** LAND-42 … LAND-44: the loyalty app's move into the main app, at /vnplus. */
import { AppScreen, loyaltyAccessTarget } from '@selfcare/domain';
import { defineCampaign } from '../campaign';
import { campaignArt, rulesBlock, storesFooter } from '../shared';

export default defineCampaign({
  slug: 'vnplus',
  texts: {
    vi: {
      title: 'VinaPhone Plus đã về ứng dụng chính',
      lead: 'Từ ngày 15.06.2024, ứng dụng VinaPhone Plus được chuyển vào ứng dụng chính của nhà mạng.',
      access: 'Truy cập',
      noticeTitle: 'Điều hội viên cần biết',
      notice: [
        'Từ ngày 20/06/2024, hội viên dùng ứng dụng chính để tích điểm, nhận e-voucher và đổi quà.',
        'Điểm, hạng hội viên và ưu đãi của bạn được giữ nguyên.',
        'Đăng nhập ứng dụng chính bằng số thuê bao hội viên để tiếp tục.',
      ],
    },
    'en-US': {
      title: 'VinaPhone Plus now lives in the main app',
      lead: "From 15.06.2024 the VinaPhone Plus app moves into the operator's main app.",
      access: 'Access',
      noticeTitle: 'What members need to know',
      notice: [
        'From 20/06/2024 members use the main app to earn points, get e-vouchers and redeem gifts.',
        'Your points, tier and offers stay as they are.',
        'Sign in to the main app with your member number to carry on.',
      ],
    },
  },
  page: (text, context) => ({
    hero: { title: text.title, lead: text.lead, image: campaignArt('loyalty') },
    blocks: [
      {
        kind: 'actions',
        id: 'access',
        links: [
          {
            id: 'access',
            label: text.access,
            // LAND-43, LAND-44: the app's loyalty screen on iOS, Android and staging, else the download page.
            href:
              loyaltyAccessTarget(context.device, context.isStaging) === 'appScreen'
                ? context.appLink(AppScreen.loyalty)
                : context.downloadPage,
          },
        ],
      },
      rulesBlock(context, { title: text.noticeTitle, items: text.notice }),
    ],
    footer: storesFooter(context, false),
  }),
});
