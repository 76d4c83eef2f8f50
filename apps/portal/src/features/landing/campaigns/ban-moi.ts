/** LAND-45, LAND-46: first sign-in to the app gives 300 points (/Banmoi{product}, product from configuration). */
import { defineCampaign, pointsPage, pointsWindow } from '../families/points300';

export default defineCampaign({
  slug: 'ban-moi',
  window: pointsWindow,
  texts: {
    vi: {
      title: 'Bạn mới nhận 300 điểm',
      lead: 'Đăng nhập ứng dụng lần đầu, nhận ngay 300 điểm VinaPhone Plus.',
    },
    'en-US': {
      title: 'New here? Get 300 points',
      lead: 'Sign in to the app for the first time and get 300 VinaPhone Plus points.',
    },
  },
  page: (text, context) => pointsPage(context, text),
});
