import { defineAreaLocales } from '../defineAreaLocales';

/** Texts of the landing composition's own parts; a campaign's words come with its content (issue 21). */
export const landingLocales = defineAreaLocales(
  {
    step: 'Bước {{index}}',
    status: {
      upcoming: 'Chương trình bắt đầu từ ngày {{date}}.',
      ended: 'Chương trình đã kết thúc ngày {{date}}.',
    },
    stores: {
      appStore: 'Tải trên App Store',
      playStore: 'Tải trên Google Play',
      qrLabel: 'Mã QR tải ứng dụng',
      qrCaption: 'Quét mã bằng điện thoại để tải ứng dụng',
    },
  },
  {
    step: 'Step {{index}}',
    status: {
      upcoming: 'The programme starts on {{date}}.',
      ended: 'The programme ended on {{date}}.',
    },
    stores: {
      appStore: 'Download on the App Store',
      playStore: 'Get it on Google Play',
      qrLabel: 'QR code to download the app',
      qrCaption: 'Scan the code with your phone to get the app',
    },
  },
);
