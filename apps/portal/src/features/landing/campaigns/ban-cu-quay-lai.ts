/** LAND-47, LAND-48: a transaction after 3 months to 1 year without one gives 300 points (/Bancuquaylai). */
import { defineCampaign, pointsPage, pointsWindow } from '../families/points300';

export default defineCampaign({
  slug: 'ban-cu-quay-lai',
  window: pointsWindow,
  texts: {
    vi: {
      title: 'Chào bạn quay lại, tặng 300 điểm',
      lead: 'Sau 3 tháng đến 1 năm không giao dịch, thực hiện một giao dịch hợp lệ để nhận 300 điểm VinaPhone Plus.',
      validTitle: 'Giao dịch hợp lệ',
      valid: [
        'Mua gói cước di động hoặc Internet/truyền hình (không tính gia hạn).',
        'Mua SIM.',
        'Nạp tiền cho thuê bao VinaPhone (không tính thẻ cào và nạp tiền tự động).',
        'Thanh toán cước viễn thông (không tính thanh toán tự động).',
      ],
    },
    'en-US': {
      title: 'Welcome back: 300 points for you',
      lead: 'After 3 months to 1 year without a transaction, make one valid transaction and get 300 VinaPhone Plus points.',
      validTitle: 'Valid transactions',
      valid: [
        'Buying a mobile or internet/TV package (renewals do not count).',
        'Buying a SIM.',
        'Topping up a VinaPhone number (not by scratch card or automatic top-up).',
        'Paying a telecom bill (not by automatic payment).',
      ],
    },
  },
  page: (text, context) => pointsPage(context, text),
});
