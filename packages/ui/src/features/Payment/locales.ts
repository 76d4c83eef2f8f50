import { defineAreaLocales } from '../defineAreaLocales';

/** Texts of the payment-method dialog and the bank picker (PKG-16 ... PKG-22). */
export const paymentLocales = defineAreaLocales(
  {
    dialog: {
      title: 'Thanh toán gói cước',
      summary: 'Gói {{name}}: {{price}}',
      methodLegend: 'Chọn phương thức thanh toán',
      bankLegend: 'Chọn ngân hàng',
      continue: 'Tiếp tục',
      pay: 'Thanh toán',
      back: 'Quay lại',
      agreementBefore: 'Tôi đồng ý với ',
      terms: 'điều khoản sử dụng',
      agreementMiddle: ' và ',
      privacy: 'chính sách quyền riêng tư',
      agreementAfter: ' của ví VNPT Money.',
    },
    method: {
      mainAccount: 'Tài khoản chính',
      wallet: 'Ví VNPT Money',
      domesticCard: 'Thẻ ATM nội địa',
      internationalCard: 'Thẻ quốc tế (Visa, Mastercard, JCB)',
    },
    methodHint: {
      mainAccount: 'Trừ tiền vào tài khoản chính của thuê bao, xác nhận bằng mã OTP',
      wallet: 'Thanh toán qua ví điện tử VNPT Money',
      domesticCard: 'Thẻ ngân hàng nội địa có đăng ký thanh toán trực tuyến',
      internationalCard: 'Thẻ do ngân hàng quốc tế phát hành',
    },
    banks: {
      loading: 'Đang tải danh sách ngân hàng',
      empty: 'Chưa có ngân hàng hỗ trợ phương thức này',
    },
  },
  {
    dialog: {
      title: 'Pay for the package',
      summary: 'Package {{name}}: {{price}}',
      methodLegend: 'Choose a payment method',
      bankLegend: 'Choose your bank',
      continue: 'Continue',
      pay: 'Pay',
      back: 'Back',
      agreementBefore: 'I agree to the ',
      terms: 'terms of use',
      agreementMiddle: ' and the ',
      privacy: 'privacy policy',
      agreementAfter: ' of the VNPT Money wallet.',
    },
    method: {
      mainAccount: 'Main account',
      wallet: 'VNPT Money wallet',
      domesticCard: 'Domestic ATM card',
      internationalCard: 'International card (Visa, Mastercard, JCB)',
    },
    methodHint: {
      mainAccount: 'Charged to the main balance of your number, confirmed by a one-time code',
      wallet: 'Pay with the VNPT Money e-wallet',
      domesticCard: 'A Vietnamese bank card enabled for online payment',
      internationalCard: 'A card issued by an international bank',
    },
    banks: {
      loading: 'Loading banks',
      empty: 'No bank supports this method yet',
    },
  },
);
