/** §2.1 /ads (no content given): the app invitation for visitors from paid ads. */
import { defineCampaign } from '../campaign';
import { appInvitePage } from '../families/appInvite';

export default defineCampaign({
  slug: 'ads',
  texts: {
    vi: {
      title: 'Quản lý thuê bao dễ dàng trên ứng dụng',
      lead: 'Nạp tiền, mua gói, thanh toán cước và nhận ưu đãi độc quyền chỉ có trên ứng dụng.',
    },
    'en-US': {
      title: 'Manage your number easily in the app',
      lead: 'Top up, buy packages, pay bills and get offers only the app has.',
    },
  },
  page: (text, context) => appInvitePage(context, text),
});
