/**
 * §2.1 /mght2024 (no content given): read as 'mời giới thiệu 2024', inviting friends to the app. No
 * reward amount or dates are in the spec, so the page names none (docs/decisions/landing.md).
 */
import { AppScreen } from '@selfcare/domain';
import { defineCampaign } from '../campaign';
import { campaignArt, rulesBlock, sharedTextsOf, stepsOf, storesFooter } from '../shared';

export default defineCampaign({
  slug: 'mght2024',
  texts: {
    vi: {
      title: 'Mời bạn bè dùng ứng dụng 2024',
      lead: 'Giới thiệu ứng dụng cho bạn bè và người thân, cùng nhận ưu đãi từ nhà mạng.',
      steps: [
        ['Mở ứng dụng', 'Đăng nhập bằng số thuê bao của bạn.'],
        ['Chọn Giới thiệu bạn bè', 'Vào mục VinaPhone Plus và chọn Giới thiệu bạn bè.'],
        ['Gửi lời mời', 'Chia sẻ đường dẫn giới thiệu qua tin nhắn hoặc mạng xã hội.'],
        ['Bạn bè đăng nhập', 'Bạn bè tải ứng dụng và đăng nhập bằng số của mình.'],
        ['Cùng nhận ưu đãi', 'Ưu đãi được gửi vào tài khoản ứng dụng của cả hai.'],
      ],
      open: 'Giới thiệu ngay',
      rules: [
        'Người được giới thiệu là thuê bao chưa từng đăng nhập ứng dụng.',
        'Ưu đãi cụ thể được công bố trong ứng dụng.',
      ],
    },
    'en-US': {
      title: 'Invite your friends to the app, 2024',
      lead: 'Tell friends and family about the app and get offers from the operator together.',
      steps: [
        ['Open the app', 'Sign in with your number.'],
        ['Choose Invite friends', 'Open VinaPhone Plus and choose Invite friends.'],
        ['Send the invitation', 'Share your invitation link by message or social media.'],
        ['Your friend signs in', 'Your friend gets the app and signs in with their number.'],
        ['Both get the offer', 'The offer reaches both of your app accounts.'],
      ],
      open: 'Invite now',
      rules: [
        'The friend invited must never have signed in to the app.',
        'The offers are announced in the app.',
      ],
    },
  },
  page: (text, context) => ({
    hero: { title: text.title, lead: text.lead, image: campaignArt('loyalty') },
    blocks: [
      {
        kind: 'actions',
        id: 'open',
        links: [{ id: 'invite', label: text.open, href: context.appLink(AppScreen.loyalty) }],
      },
      {
        kind: 'steps',
        id: 'steps',
        title: sharedTextsOf(context).howTo,
        steps: stepsOf(text.steps),
        display: 'list',
      },
      rulesBlock(context, { items: text.rules }),
    ],
    footer: storesFooter(context),
  }),
});
