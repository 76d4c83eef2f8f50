/** VAL-28: where the wallet's terms and privacy policy live (the support pages of §2.2). */
export const paymentPolicy = {
  termsHref: '/tinh-nang/dieu-khoan-su-dung',
  privacyHref: '/tinh-nang/chinh-sach-rieng-tu',
} as const;
