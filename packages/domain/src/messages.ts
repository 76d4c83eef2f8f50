/**
 * Message keys the rules of this package return. Keys named by the spec are kept verbatim; the others
 * were invented here (listed in README.md) so ui and portal can give them vi / en-US texts.
 */
export const MessageKey = {
  /** VAL-01, VAL-05, VAL-09: phone number not in the expected form (spec key). */
  phoneInvalid: 'IDS_ERROR_ISDN_LONG',
  /** VAL-03: empty login phone; the spec names no key. */
  phoneRequired: 'IDS_ENTER_PHONE',
  /** VAL-11: generic 'Số điện thoại không đúng định dạng'. */
  phoneFormat: 'IDS_PHONE_FORMAT_INVALID',
  /** VAL-12: generic 'Trường bắt buộc không được để trống'. */
  required: 'IDS_FIELD_REQUIRED',
  /** VAL-13: generic 'Tối thiểu {n} kí tự!' (interpolation value `n`). */
  minLength: 'IDS_MIN_LENGTH',
  /** VAL-14: new password rule (spec key). */
  passwordInvalid: 'IDS_PASSWORD_IS_NOT_VALID',
  /** VAL-15: repeat password differs (spec key). */
  passwordMismatch: 'IDS_TV_PASSWORD_NOT_MATCH',
  /** VAL-17: empty password at password login (spec key). */
  loginPasswordEmpty: 'IDS_VALIDATION_VPLUS_USERNAME_LENGTH',
  /** VAL-18, VAL-20: a required order-form field is empty (spec key). */
  orderInfoRequired: 'IDS_TV_CAN_NHAP_THONG_TIN',
  /** VAL-19, VAL-20: none of street, hamlet or area chosen; the spec names no key. */
  orderChooseStreetHamletArea: 'IDS_CHOOSE_STREET_HAMLET_AREA',
  /** VAL-24: 'Vui lòng nhập lí do'. */
  cancelReasonRequired: 'IDS_CANCEL_REASON_REQUIRED',
  /** VAL-25: blank search text. */
  searchBlank: 'IDS_SEARCH_BLANK',
  /** VAL-27: no payment method chosen. */
  paymentMethodRequired: 'IDS_PAYMENT_METHOD_REQUIRED',
  /** VAL-28: wallet terms not accepted. */
  paymentAgreementRequired: 'IDS_PAYMENT_AGREEMENT_REQUIRED',
  /** DOM-29: a card method needs a bank. */
  paymentBankRequired: 'IDS_PAYMENT_BANK_REQUIRED',
  /** VAL-23: empty OTP. */
  otpRequired: 'IDS_OTP_REQUIRED',
  /** VAL-31: 'Bạn phải nhập OTP là dạng số'. */
  otpNotNumeric: 'IDS_OTP_MUST_BE_NUMERIC',
  /** VAL-32: fewer than 6 digits. */
  otpIncomplete: 'IDS_OTP_INCOMPLETE',
  /** VAL-35: 'Không tìm thấy ngân hàng'. */
  bankNotFound: 'IDS_BANK_NOT_FOUND',
  /** VAL-42: no roaming package meets the condition. */
  noPackageMatches: 'IDS_NO_PACKAGE_MATCHES',
  /** VAL-48: points to gift are not a positive multiple of 100. */
  giftPointsStep: 'IDS_GIFT_POINTS_MULTIPLE_OF_100',
  /** VAL-49: gift recipient is the giver. */
  giftRecipientIsGiver: 'IDS_GIFT_RECIPIENT_IS_GIVER',
  /** VAL-50: giver lacks points. */
  giftNotEnoughPoints: 'IDS_GIFT_NOT_ENOUGH_POINTS',
  /** VAL-52: membership login name must start with a letter. */
  memberLoginName: 'IDS_MEMBER_LOGIN_NAME_INVALID',
  /** VAL-53: membership password rule. */
  memberPassword: 'IDS_MEMBER_PASSWORD_INVALID',
  /** VAL-54: membership phone rule. */
  memberPhone: 'IDS_MEMBER_PHONE_INVALID',
  /** VAL-55: ID number must have 9 or 12 digits. */
  idNumber: 'IDS_ID_NUMBER_INVALID',
  /** VAL-56: customer must be over 12 years old. */
  ageTooYoung: 'IDS_AGE_NOT_OVER_12',
  /** VAL-56: the birth date is not a real date or lies in the future. */
  birthDateInvalid: 'IDS_BIRTH_DATE_INVALID',
  /** LOY-25 (assumed rule): the member's email is not one address. */
  emailInvalid: 'IDS_EMAIL_INVALID',
  /** LOY-55 (assumed): a text longer than its field takes. */
  maxLength: 'IDS_MAX_LENGTH',
  /** VAL-57: family data cannot be reduced below 500 MB remaining. */
  familyReduceBlocked: 'IDS_FAMILY_DATA_REDUCE_BLOCKED',
  /** VAL-58: change-number SMS needs 1 to 20 numbers. */
  smsRecipientCount: 'IDS_SMS_RECIPIENTS_1_TO_20',
  /** VAL-59: self-built package needs a name. */
  selfBuiltNameRequired: 'IDS_SELF_BUILT_NAME_REQUIRED',
  /** VAL-59: self-built package needs one data value. */
  selfBuiltDataRequired: 'IDS_SELF_BUILT_DATA_REQUIRED',
  /** VAL-59, VAL-61: the action is for prepaid subscribers only. */
  prepaidOnly: 'IDS_PREPAID_ONLY',
  /** ACC-28 (assumed): a SIM serial (ICCID) is 19 or 20 digits and starts with 8984. */
  simSerialInvalid: 'IDS_SIM_SERIAL_INVALID',
  /** ACC-28 (assumed): the number already has as many extra SIMs as allowed. */
  multiSimFull: 'IDS_MULTISIM_FULL',
  /** CONST-79: one number held at a time. */
  numberHoldOneAtATime: 'IDS_NUMBER_HOLD_ONE_AT_A_TIME',
  /** CONST-79: three holds already in the day. */
  numberHoldStockFull: 'IDS_NUMBER_HOLD_STOCK_FULL',
  /** VAL-60: three top-ups for other numbers already today. */
  topUpOtherDailyLimit: 'IDS_TOPUP_OTHER_DAILY_LIMIT',
  /** Issue 19 (assumed): a scratch card's PIN is 12 to 15 digits. */
  cardPinInvalid: 'IDS_CARD_PIN_INVALID',
  /** Issue 19 (assumed): a scratch card's serial is 8 to 16 letters or digits. */
  cardSerialInvalid: 'IDS_CARD_SERIAL_INVALID',
  /** Issue 19 (assumed): a top-up or card value outside the offered amounts. */
  paymentAmountInvalid: 'IDS_PAYMENT_AMOUNT_INVALID',
  /** Issue 19 (assumed): 1 to 5 card codes per purchase. */
  cardQuantityInvalid: 'IDS_CARD_QUANTITY_INVALID',
  /** ACC-45 (assumed): a payment code is 6 to 20 letters or digits. */
  billCodeInvalid: 'IDS_BILL_CODE_INVALID',
  /** ERR-03: default wrong-OTP / OTP error message (spec key). */
  otpError: 'IDS_TV_LOI_OTP',
  /** ERR-29: 'Có lỗi xảy ra khi gửi OTP.' */
  otpSendFailed: 'IDS_OTP_SEND_FAILED',
  /** ERR-31, DOM-59: 'Có lỗi xảy ra khi gọi API.' */
  apiCallFailed: 'IDS_API_CALL_FAILED',
} as const;

/** Any message key of this package. */
export type MessageKey = (typeof MessageKey)[keyof typeof MessageKey];
