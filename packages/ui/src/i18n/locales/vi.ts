/**
 * The ui namespace in Vietnamese (the default locale). Keys are nested by component then
 * element; the spec's message keys (IDS_...) stay top-level, exactly as validators return them.
 */
export const vi = {
  // VAL-01, VAL-09: invalid subscriber number
  IDS_ERROR_ISDN_LONG: 'Số thuê bao không hợp lệ, vui lòng kiểm tra lại',
  // VAL-14
  IDS_PASSWORD_IS_NOT_VALID:
    'Mật khẩu dài 6 đến 22 kí tự, có ít nhất một chữ thường, một chữ hoa, một chữ số và không chứa khoảng trắng',
  // VAL-15
  IDS_TV_PASSWORD_NOT_MATCH: 'Mật khẩu nhập lại không khớp',
  // VAL-17
  IDS_VALIDATION_VPLUS_USERNAME_LENGTH: 'Vui lòng nhập mật khẩu',
  // VAL-20
  IDS_TV_CAN_NHAP_THONG_TIN: 'Cần nhập đầy đủ thông tin',
  // ERR-03, ERR-13
  IDS_TV_LOI_OTP: 'Mã OTP không đúng, vui lòng thử lại',
  // ERR-14
  IDS_TV_DOI_MAT_KHAU_THANH_CONG: 'Đổi mật khẩu thành công',
  // ERR-10
  IDS_LOGIN_OTP_SUCCESS: 'Đăng nhập thành công',
  // ERR-23
  IDS_SDANGNHAPTHUEBAOVNP: 'Vui lòng đăng nhập bằng thuê bao VinaPhone để sử dụng tính năng này',
  // VAL-11
  IDS_PHONE_FORMAT_INVALID: 'Số điện thoại không đúng định dạng',
  // VAL-12
  IDS_FIELD_REQUIRED: 'Trường bắt buộc không được để trống',
  // VAL-13
  IDS_MIN_LENGTH: 'Tối thiểu {{n}} kí tự!',
  // VAL-03
  IDS_ENTER_PHONE: 'Vui lòng nhập số điện thoại',
  // VAL-19, VAL-20
  IDS_CHOOSE_STREET_HAMLET_AREA: 'Vui lòng chọn đường, thôn/ấp hoặc khu vực',
  // VAL-24
  IDS_CANCEL_REASON_REQUIRED: 'Vui lòng nhập lí do',
  // VAL-25
  IDS_SEARCH_BLANK: 'Vui lòng nhập nội dung tìm kiếm',
  // VAL-27
  IDS_PAYMENT_METHOD_REQUIRED: 'Vui lòng chọn phương thức thanh toán',
  // VAL-28
  IDS_PAYMENT_AGREEMENT_REQUIRED:
    'Vui lòng đồng ý với điều khoản sử dụng và chính sách quyền riêng tư của ví',
  // DOM-29
  IDS_PAYMENT_BANK_REQUIRED: 'Vui lòng chọn ngân hàng',
  // VAL-23
  IDS_OTP_REQUIRED: 'Vui lòng nhập mã OTP',
  // VAL-31
  IDS_OTP_MUST_BE_NUMERIC: 'Bạn phải nhập OTP là dạng số',
  // VAL-32
  IDS_OTP_INCOMPLETE: 'Vui lòng nhập đủ 6 chữ số của mã OTP',
  // VAL-35
  IDS_BANK_NOT_FOUND: 'Không tìm thấy ngân hàng',
  // VAL-42
  IDS_NO_PACKAGE_MATCHES: 'Không có gói cước nào thoả mãn điều kiện',
  // VAL-48
  IDS_GIFT_POINTS_MULTIPLE_OF_100: 'Số điểm tặng phải là bội số của 100',
  // VAL-49
  IDS_GIFT_RECIPIENT_IS_GIVER: 'Số nhận điểm phải khác số của bạn',
  // VAL-50
  IDS_GIFT_NOT_ENOUGH_POINTS: 'Bạn không đủ điểm để tặng',
  // VAL-52
  IDS_MEMBER_LOGIN_NAME_INVALID: 'Tên đăng nhập phải bắt đầu bằng chữ cái',
  // VAL-53
  IDS_MEMBER_PASSWORD_INVALID: 'Mật khẩu tối thiểu 6 kí tự, gồm chữ cái, chữ số và kí tự đặc biệt',
  // VAL-54
  IDS_MEMBER_PHONE_INVALID: 'Số điện thoại phải bắt đầu bằng 0 và có 10 hoặc 11 chữ số',
  // VAL-55
  IDS_ID_NUMBER_INVALID: 'Số giấy tờ phải có 9 hoặc 12 chữ số',
  // VAL-56
  IDS_AGE_NOT_OVER_12: 'Khách hàng phải trên 12 tuổi',
  // VAL-56
  IDS_BIRTH_DATE_INVALID: 'Ngày sinh không hợp lệ',
  // LOY-25
  IDS_EMAIL_INVALID: 'Email không đúng định dạng',
  // LOY-55
  IDS_MAX_LENGTH: 'Tối đa {{n}} kí tự',
  // VAL-57
  IDS_FAMILY_DATA_REDUCE_BLOCKED: 'Không thể giảm dung lượng khi dung lượng còn lại dưới 500 MB',
  // VAL-58
  IDS_SMS_RECIPIENTS_1_TO_20: 'Mỗi lần gửi từ 1 đến 20 số điện thoại',
  // VAL-59
  IDS_SELF_BUILT_NAME_REQUIRED: 'Vui lòng đặt tên cho gói cước',
  // VAL-59
  IDS_SELF_BUILT_DATA_REQUIRED: 'Vui lòng chọn một mức dung lượng',
  // VAL-59, VAL-61
  IDS_PREPAID_ONLY: 'Chức năng chỉ dành cho thuê bao trả trước',
  // ACC-28, CONST-79 (SIM pages)
  IDS_SIM_SERIAL_INVALID: 'Số serial SIM gồm 19 hoặc 20 chữ số, bắt đầu bằng 8984',
  IDS_MULTISIM_FULL: 'Số thuê bao đã gắn đủ {{n}} SIM phụ',
  IDS_NUMBER_HOLD_ONE_AT_A_TIME: 'Bạn đang giữ một số, mỗi lần chỉ giữ được một số',
  IDS_NUMBER_HOLD_STOCK_FULL: 'Bạn đã giữ {{n}} số trong hôm nay, vui lòng thử lại vào ngày mai',
  // VAL-60
  IDS_TOPUP_OTHER_DAILY_LIMIT: 'Bạn đã nạp tiền cho thuê bao khác 3 lần trong hôm nay',
  // Issue 19 (payments)
  IDS_CARD_PIN_INVALID: 'Mã thẻ gồm 12 đến 15 chữ số',
  IDS_CARD_SERIAL_INVALID: 'Số serial gồm 8 đến 16 chữ cái hoặc chữ số',
  IDS_PAYMENT_AMOUNT_INVALID: 'Vui lòng chọn một mệnh giá',
  IDS_CARD_QUANTITY_INVALID: 'Mỗi lần mua từ 1 đến 5 mã thẻ',
  IDS_BILL_CODE_INVALID: 'Mã thanh toán gồm 6 đến 20 chữ cái hoặc chữ số',
  // ERR-29
  IDS_OTP_SEND_FAILED: 'Có lỗi xảy ra khi gửi OTP.',
  // ERR-31
  IDS_API_CALL_FAILED: 'Có lỗi xảy ra khi gọi API.',
  common: {
    close: 'Đóng',
    cancel: 'Huỷ',
    confirm: 'Xác nhận',
    ok: 'Đồng ý',
    loading: 'Đang tải…',
    opensInNewTab: '(mở trong thẻ mới)',
    offline: 'Không có kết nối mạng. Trang sẽ tự tải lại khi có mạng trở lại.',
  },
  dialog: {
    notice: 'Thông báo',
  },
  toast: {
    label: 'Thông báo',
    region: 'Thông báo ({{hotkey}})',
    success: 'Thành công',
    error: 'Có lỗi',
    dismiss: 'Đóng thông báo',
  },
  field: {
    optional: '(không bắt buộc)',
  },
  phone: {
    label: 'Số điện thoại',
    placeholder: 'Nhập số điện thoại',
  },
  password: {
    label: 'Mật khẩu',
    show: 'Hiện mật khẩu',
    hide: 'Ẩn mật khẩu',
  },
  otp: {
    label: 'Mã xác thực OTP',
    digit: 'Chữ số {{index}} trên {{total}}',
  },
  select: {
    placeholder: 'Chọn một mục',
  },
  stepper: {
    label: 'Các bước',
    progress: 'Bước {{current}}/{{total}}',
    done: 'Đã xong',
    current: 'Bước hiện tại',
  },
  carousel: {
    label: 'Trình chiếu',
    previous: 'Trang trước',
    next: 'Trang sau',
    slide: '{{index}} / {{total}}',
    pause: 'Tạm dừng trình chiếu',
    play: 'Tiếp tục trình chiếu',
    goTo: 'Tới trang {{index}}',
  },
  badge: {
    count: '{{count}} mục mới',
  },
  empty: {
    title: 'Chưa có dữ liệu',
  },
} as const;
