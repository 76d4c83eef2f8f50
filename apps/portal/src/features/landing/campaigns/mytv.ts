/** LAND-38 … LAND-41: the TV offer at /mytv-landingpage, with the sticky 'register now' (CONST-12). */
import { AppScreen, TV_BONUS_MONTHS, TV_BUTTON_STICKY_SCROLL_PX, TV_OFFER } from '@selfcare/domain';
import { defineCampaign } from '../campaign';
import { campaignArt, rulesBlock, sharedTextsOf, stepsOf, storesFooter } from '../shared';

const fill = (text: string) =>
  text
    .replace('{{price}}', TV_OFFER.fromDongPerMonth.toLocaleString('vi-VN'))
    .replace('{{channels}}', String(TV_OFFER.approxChannels))
    .replace('{{devices}}', String(TV_OFFER.devicesPerAccount))
    .replace('{{streams}}', String(TV_OFFER.simultaneousStreams))
    .replace('{{six}}', String(TV_BONUS_MONTHS[6]))
    .replace('{{twelve}}', String(TV_BONUS_MONTHS[12]));

export default defineCampaign({
  slug: 'mytv',
  texts: {
    vi: {
      title: 'Truyền hình MyTV trên mọi màn hình',
      lead: 'Chỉ từ {{price}}đ mỗi tháng thêm vào gói cước: khoảng {{channels}} kênh truyền hình.',
      register: 'Đăng ký ngay',
      factsTitle: 'Một tài khoản, cả gia đình cùng xem',
      facts: [
        ['Khoảng {{channels}} kênh', 'Kênh trong nước và quốc tế, thể thao, phim, thiếu nhi.'],
        [
          '{{devices}} thiết bị',
          'Một tài khoản dùng trên {{devices}} thiết bị, {{streams}} thiết bị xem cùng lúc.',
        ],
        ['Từ {{price}}đ/tháng', 'Thêm vào gói cước hiện có của bạn.'],
      ],
      bonus: [
        'Trả trước 6 tháng: được tặng thêm {{six}} tháng.',
        'Trả trước 12 tháng: được tặng thêm {{twelve}} tháng.',
      ],
      bonusTitle: 'Ưu đãi trả trước',
    },
    'en-US': {
      title: 'MyTV on every screen',
      lead: 'From {{price}} dong a month on top of your package: about {{channels}} TV channels.',
      register: 'Register now',
      factsTitle: 'One account for the whole family',
      facts: [
        ['About {{channels}} channels', 'Local and international channels, sport, films, kids.'],
        ['{{devices}} devices', 'One account on {{devices}} devices, {{streams}} watching at once.'],
        ['From {{price}} dong a month', 'Added to the package you have.'],
      ],
      bonus: ['Pay 6 months ahead: {{six}} months free.', 'Pay 12 months ahead: {{twelve}} months free.'],
      bonusTitle: 'Pay ahead and get more',
    },
  },
  page: (text, context) => ({
    hero: { title: text.title, lead: fill(text.lead), image: campaignArt('tv') },
    blocks: [
      {
        kind: 'steps',
        id: 'facts',
        title: text.factsTitle,
        steps: stepsOf(text.facts.map(([title, body]) => [fill(title), fill(body)] as const)),
        display: 'list',
        numbered: false,
      },
      rulesBlock(context, { id: 'bonus', title: text.bonusTitle, items: text.bonus.map(fill) }),
      rulesBlock(context, { paragraphs: [sharedTextsOf(context).prepaidNote] }),
    ],
    sticky: {
      afterPx: TV_BUTTON_STICKY_SCROLL_PX,
      link: { id: 'register', label: text.register, href: context.appLink(AppScreen.registerNow) },
    },
    footer: storesFooter(context, false),
  }),
});
