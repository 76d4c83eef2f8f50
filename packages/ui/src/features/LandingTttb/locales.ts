import { defineAreaLocales } from '../defineAreaLocales';

/** Texts of the subscriber-information page's blocks (issue 21, LAND-01 … LAND-11); its hero is the portal's. */
export const landingTttbLocales = defineAreaLocales(
  {
    number: 'Số thuê bao',
    ways: {
      title: 'Ba cách cập nhật thông tin',
      app: {
        title: 'Trên ứng dụng của nhà mạng',
        text: 'Quét mã QR hoặc tải ứng dụng từ kho ứng dụng, đăng nhập rồi chọn Cập nhật thông tin thuê bao.',
        qrLabel: 'Mã QR mở trang tải ứng dụng',
        appStore: 'Tải trên App Store',
        googlePlay: 'Tải trên Google Play',
      },
      website: {
        title: 'Trên trang web',
        text: 'Mở trang cập nhật thông tin, chụp giấy tờ tuỳ thân và ảnh chân dung theo hướng dẫn.',
        link: 'Mở trang cập nhật thông tin',
      },
      store: {
        title: 'Tại cửa hàng giao dịch',
        text: 'Mang theo căn cước (hoặc căn cước công dân) của chủ thuê bao tới cửa hàng gần nhất.',
        link: 'Tìm cửa hàng gần bạn',
      },
    },
    callback: {
      title: 'Nhận cuộc gọi hướng dẫn',
      lead: 'Để lại số điện thoại, nhân viên sẽ gọi lại hướng dẫn bạn cập nhật thông tin.',
      phone: 'Số điện thoại nhận cuộc gọi',
      send: 'Gửi',
    },
    hints: {
      title: 'Cách khác',
      sms: 'Soạn {{text}} gửi {{shortCode}} để được hướng dẫn cập nhật thông tin.',
      ussd: 'Bấm {{code}} để kiểm tra tình trạng thông tin thuê bao.',
    },
  },
  {
    number: 'Subscriber number',
    ways: {
      title: 'Three ways to update',
      app: {
        title: 'In the operator’s app',
        text: 'Scan the QR code or get the app from its store, sign in and choose Update subscriber information.',
        qrLabel: 'QR code opening the app download page',
        appStore: 'Download on the App Store',
        googlePlay: 'Get it on Google Play',
      },
      website: {
        title: 'On the website',
        text: 'Open the update page and photograph your ID document and your face as it guides you.',
        link: 'Open the update page',
      },
      store: {
        title: 'At a store',
        text: 'Bring the holder’s citizen ID card to the nearest store.',
        link: 'Find a store near you',
      },
    },
    callback: {
      title: 'Get a call back',
      lead: 'Leave a phone number and our staff will call you back to guide you through the update.',
      phone: 'Number to call back',
      send: 'Send',
    },
    hints: {
      title: 'Other ways',
      sms: 'Text {{text}} to {{shortCode}} for update instructions.',
      ussd: 'Dial {{code}} to check the status of your subscriber information.',
    },
  },
);
