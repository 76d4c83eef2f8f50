/** §2.1 /ins (no content given): the app invitation for visitors from social posts (Instagram). */
import { defineCampaign } from '../campaign';
import { appInvitePage } from '../families/appInvite';

export default defineCampaign({
  slug: 'ins',
  texts: {
    vi: {
      title: 'Bạn đến từ mạng xã hội? Ưu đãi đang chờ',
      lead: 'Tải ứng dụng để nhận ưu đãi gói cước và tích điểm VinaPhone Plus ngay hôm nay.',
    },
    'en-US': {
      title: 'Here from social media? Offers are waiting',
      lead: 'Get the app for package offers and start earning VinaPhone Plus points today.',
    },
  },
  page: (text, context) => appInvitePage(context, text),
});
