import { defineAreaLocales } from '../defineAreaLocales';

/** Texts of the identity update (issue 19, ACC-55 … ACC-66): status, photos, code, refusals, result. */
export const ekycLocales = defineAreaLocales(
  {
    status: {
      label: 'Thông tin đăng ký hiện tại',
      name: 'Họ và tên',
      idNumber: 'Số giấy tờ',
      unknown: 'Chưa có',
      state: 'Yêu cầu gần nhất',
      states: {
        none: 'Chưa có yêu cầu cập nhật',
        pending: 'Đang chờ duyệt',
        approved: 'Đã duyệt',
        rejected: 'Bị từ chối',
      },
      submittedAt: 'Gửi lúc {{at}}',
      decidedAt: 'Xử lý lúc {{at}}',
      vip: 'Số VIP không cập nhật thông tin trực tuyến. Vui lòng mang giấy tờ tùy thân đến cửa hàng gần nhất.',
      pending:
        'Yêu cầu của bạn đang chờ duyệt, chậm nhất trong {{hours}} giờ. Hãy quay lại trang này để xem kết quả.',
      upToDate: 'Thông tin thuê bao của bạn đã chuẩn hóa, không cần cập nhật thêm.',
      steps: 'Bạn cần: giấy tờ tùy thân bản gốc (CCCD hoặc CMND) và điện thoại nhận mã OTP.',
      start: 'Bắt đầu cập nhật',
      stores: 'Tìm cửa hàng gần bạn',
    },
    photos: {
      lead: 'Chụp hoặc chọn 3 ảnh rõ nét. Ảnh được thu nhỏ trên máy bạn trước khi gửi.',
      sides: {
        front: 'Mặt trước giấy tờ',
        back: 'Mặt sau giấy tờ',
        portrait: 'Ảnh chân dung',
      },
      hints: {
        front: 'Đặt giấy tờ trên nền phẳng, đủ sáng, thấy rõ cả 4 góc',
        back: 'Không để lóa sáng che chữ hay mã QR',
        portrait: 'Nhìn thẳng, không đeo kính râm hay khẩu trang',
      },
      choose: 'Chụp hoặc chọn ảnh',
      retake: 'Chụp lại',
      preview: 'Ảnh đã chọn: {{side}}',
      problems: {
        notImage: 'Tệp này không phải ảnh, hãy chọn ảnh khác',
        empty: 'Ảnh trống, hãy chụp lại',
        tooLarge: 'Ảnh quá lớn kể cả khi đã thu nhỏ, hãy chụp lại',
        unreadable: 'Không đọc được ảnh này, hãy chụp lại',
      },
      count: 'Đã có {{count}}/3 ảnh',
      submit: 'Gửi ảnh để xác thực',
    },
    confirm: {
      lead: 'Kiểm tra thông tin đọc được từ giấy tờ, rồi nhập mã OTP vừa gửi tới số của bạn để xác nhận.',
      read: 'Thông tin đọc được',
      fullName: 'Họ và tên',
      idNumber: 'Số giấy tờ',
      birthDate: 'Ngày sinh',
      issueDate: 'Ngày cấp',
      submit: 'Xác nhận cập nhật',
      resend: 'Gửi lại mã',
    },
    refusal: {
      titles: {
        idOverLimit: 'Giấy tờ đã đăng ký cho quá 3 số',
        imageQuality: 'Ảnh giấy tờ chưa đạt',
        faceMismatch: 'Ảnh chân dung không khớp với giấy tờ',
        serviceUnavailable: 'Chưa kết nối được dịch vụ xác thực',
      },
      next: {
        retakeCard:
          'Chụp lại hai mặt giấy tờ: đủ sáng, không lóa, thấy rõ 4 góc. Ảnh chân dung được giữ lại.',
        retakePortrait:
          'Chụp lại ảnh chân dung của chính chủ giấy tờ: nhìn thẳng, không che mặt. Ảnh giấy tờ được giữ lại.',
        tryLater:
          'Dịch vụ xác thực tạm thời không phản hồi. Ảnh của bạn được giữ lại, hãy thử gửi lại sau ít phút.',
        visitStore:
          'Mỗi giấy tờ chỉ đăng ký tối đa 3 số. Vui lòng mang giấy tờ đến cửa hàng để được hỗ trợ, hoặc gọi 18001091.',
      },
      actions: {
        retakeCard: 'Chụp lại ảnh giấy tờ',
        retakePortrait: 'Chụp lại ảnh chân dung',
        tryLater: 'Gửi lại',
        visitStore: 'Tìm cửa hàng',
      },
      operator: 'Nhà mạng cho biết: {{message}}',
      callBack: 'Yêu cầu nhân viên gọi lại',
      callBackSent: 'Đã ghi nhận yêu cầu số {{id}}. Nhân viên sẽ gọi lại cho bạn.',
    },
    result: {
      approvedTitle: 'Cập nhật thông tin thành công',
      approvedBody: 'Thông tin thuê bao của bạn đã được cập nhật theo giấy tờ mới.',
      pendingTitle: 'Đã gửi yêu cầu cập nhật',
      pendingBody:
        'Chúng tôi duyệt yêu cầu chậm nhất trong {{hours}} giờ. Hãy quay lại trang này để xem kết quả.',
      rejectedTitle: 'Yêu cầu chưa được duyệt',
      rejectedBody: 'Vui lòng thử lại với ảnh rõ hơn hoặc mang giấy tờ đến cửa hàng.',
      request: 'Mã yêu cầu: {{id}}',
    },
  },
  {
    status: {
      label: 'Information registered now',
      name: 'Full name',
      idNumber: 'ID number',
      unknown: 'None yet',
      state: 'Latest request',
      states: {
        none: 'No update request yet',
        pending: 'Waiting for approval',
        approved: 'Approved',
        rejected: 'Rejected',
      },
      submittedAt: 'Sent at {{at}}',
      decidedAt: 'Decided at {{at}}',
      vip: 'VIP numbers cannot update their information online. Please bring your ID card to the nearest store.',
      pending:
        'Your request is waiting for approval, within {{hours}} hours at the latest. Come back to this page to see the result.',
      upToDate: 'Your subscriber information is already standardised; there is nothing more to update.',
      steps: 'You need: your original ID card (citizen card or ID card) and the phone that receives the OTP.',
      start: 'Start the update',
      stores: 'Find a store near you',
    },
    photos: {
      lead: 'Take or choose 3 sharp photos. They are made smaller on your device before they are sent.',
      sides: {
        front: 'Front of the ID card',
        back: 'Back of the ID card',
        portrait: 'Portrait',
      },
      hints: {
        front: 'Lay the card on a flat surface in good light, all 4 corners visible',
        back: 'No glare over the text or the QR code',
        portrait: 'Look straight ahead, no sunglasses or mask',
      },
      choose: 'Take or choose a photo',
      retake: 'Retake',
      preview: 'Chosen photo: {{side}}',
      problems: {
        notImage: 'This file is not a photo; choose another one',
        empty: 'The photo is empty; take it again',
        tooLarge: 'The photo is too large even after shrinking; take it again',
        unreadable: 'This photo cannot be read; take it again',
      },
      count: '{{count}} of 3 photos',
      submit: 'Send the photos for checking',
    },
    confirm: {
      lead: 'Check what was read from your ID card, then enter the OTP just sent to your number to confirm.',
      read: 'What was read',
      fullName: 'Full name',
      idNumber: 'ID number',
      birthDate: 'Date of birth',
      issueDate: 'Date of issue',
      submit: 'Confirm the update',
      resend: 'Send the code again',
    },
    refusal: {
      titles: {
        idOverLimit: 'This ID is registered to more than 3 numbers',
        imageQuality: 'The ID card photos are not good enough',
        faceMismatch: 'The portrait does not match the ID card',
        serviceUnavailable: 'The checking service cannot be reached',
      },
      next: {
        retakeCard:
          'Take both sides of the card again: good light, no glare, all 4 corners visible. Your portrait is kept.',
        retakePortrait:
          'Take the portrait again, of the card holder: look straight ahead, face uncovered. The card photos are kept.',
        tryLater:
          'The checking service is not answering for now. Your photos are kept; send them again in a few minutes.',
        visitStore:
          'Each ID can register at most 3 numbers. Please bring your ID card to a store for help, or call 18001091.',
      },
      actions: {
        retakeCard: 'Retake the card photos',
        retakePortrait: 'Retake the portrait',
        tryLater: 'Send again',
        visitStore: 'Find a store',
      },
      operator: 'The operator says: {{message}}',
      callBack: 'Ask for a call back',
      callBackSent: 'Request {{id}} noted. Our staff will call you back.',
    },
    result: {
      approvedTitle: 'Your information is updated',
      approvedBody: 'Your subscriber information now follows your new ID card.',
      pendingTitle: 'Update request sent',
      pendingBody:
        'We approve requests within {{hours}} hours at the latest. Come back to this page to see the result.',
      rejectedTitle: 'The request was not approved',
      rejectedBody: 'Please try again with sharper photos, or bring your ID card to a store.',
      request: 'Request number: {{id}}',
    },
  },
);
