/**
 * The browser storage keys of spec §3 in one place (ENT-01 … ENT-20). Keys the spec does not
 * name (ENT-03, ENT-11 … ENT-14, ENT-18: UNSPEC) use the names chosen here.
 */
export const localKeys = {
  mobile: 'mobile',
  session: 'session',
  authorized: 'authorized',
  language: 'language',
  lat: 'lat',
  lng: 'lng',
  fullName: 'fullName',
  customerId: 'cust_id',
  offNet: 'off_net',
  loyaltyUserInfo: 'vplus_userInfo',
  loyaltyPromoMenu: 'vplus_promoMenu',
  loyaltyTokenDev: 'vplus_tokenDev',
  loyaltyTokenMember: 'vplus_tokenMember',
  loyaltyTokenMemberEsc: 'vplus_tokenMemberEsc',
  updateEmail: 'vplus_updateEmail',
  transactionInProgress: 'transactionInProgress',
  appEmbedded: 'isApp',
  downloadBoxClosed: 'downloadAppClosed',
} as const;

export const sessionKeys = {
  shortLink: 'shortLink',
  channel: 'channel',
  campaign: 'camp',
  savedPackageName: 'packageName',
  savedPackageId: 'packageId',
  roamingTransaction: 'dataQueryTransactionInfo',
} as const;

/** Browser (local) storage the spec lists apart from the session data (ENT, ROAM-092). */
export const browserKeys = {
  /** ROAM-092: the roaming payment guide's 'do not show again' flag ('true' once ticked). */
  roamingGuideDismissed: 'checkDisplayModal',
} as const;

/** Keys that survive sign-out: the visitor's own preferences, not account data. */
export const preferenceKeys: readonly string[] = [
  localKeys.language,
  localKeys.appEmbedded,
  localKeys.downloadBoxClosed,
  browserKeys.roamingGuideDismissed,
];

/** DOM-02: sign-out clears local storage, keeping only the visitor's preferences. */
export function clearAccountStorage(storage: Storage): void {
  const kept = new Map(preferenceKeys.map((key) => [key, storage.getItem(key)]));
  storage.clear();
  for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
}
