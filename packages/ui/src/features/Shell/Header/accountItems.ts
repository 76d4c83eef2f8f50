/**
 * §2.2 account menu: the pages the portal itself offers there, in the spec's order (texts under
 * shell.account). SHELL-081's 'manage home internet' is the enterprise portal's and stays behind the
 * personal / enterprise switch (GEN-11); the portal decides which entries have a page yet.
 */
export const accountPageKeys = [
  // Issue 17: the account overview, first (the portal's own page, ahead of the spec's entries).
  'overview',
  'personalInfo',
  // Issue 17: the portal's own answer to SHELL-081's 'manage home internet' (linked accounts and the gateway).
  'linkedServices',
  'usageHistory',
  'changePassword',
  'faq',
  'servicePayment',
  'newsPromotion',
] as const;

export type AccountPageKey = (typeof accountPageKeys)[number];
