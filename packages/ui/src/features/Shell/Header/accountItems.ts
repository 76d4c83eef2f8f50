/** SHELL-081: the account menu's enterprise-portal pages, in the spec's order (texts under shell.account). */
export const accountPageKeys = [
  'personalInfo',
  'homeInternet',
  'usageHistory',
  'changePassword',
  'faq',
  'servicePayment',
  'newsPromotion',
] as const;

export type AccountPageKey = (typeof accountPageKeys)[number];
