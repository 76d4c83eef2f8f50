/** Roaming QR bank chooser rules (§4, §5, §9). */
import { SUGGESTED_BANK_COUNT } from '../constants';
import type { DeviceKind } from '../device';

/** The part of a QR bank the search reads. */
export interface SearchableBank {
  readonly shortName: string;
}

/**
 * VAL-33, VAL-34, VAL-36: case-insensitive substring of the short name; a blank query keeps all. Matches
 * the current text: the reference's one-keystroke lag is a defect not copied. No match: VAL-35 message.
 */
export function searchBanks<B extends SearchableBank>(banks: readonly B[], query: string): B[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...banks];
  return banks.filter((bank) => bank.shortName.toLowerCase().includes(needle));
}

/** ROAM-086, CONST-62: the suggested banks are the first 4. */
export function suggestedBanks<B>(banks: readonly B[]): B[] {
  return banks.slice(0, SUGGESTED_BANK_COUNT);
}

/** The bank lists a roaming page can offer (ROAM-101: their source is configuration). */
export interface BankListsByDevice<B> {
  readonly ios: readonly B[];
  readonly android: readonly B[];
  readonly all: readonly B[];
}

/** DOM-39, DOM-40: iOS and Android get their bank-app lists; other devices the full bank list. */
export function bankListForDevice<B>(device: DeviceKind, lists: BankListsByDevice<B>): readonly B[] {
  if (device === 'IOS') return lists.ios;
  if (device === 'ANDROID') return lists.android;
  return lists.all;
}

/** What choosing a bank does next. */
export type BankChoiceAction = 'showGuide' | 'openBankApp';

/** DOM-51, DOM-52: the payment guide shows first unless the do-not-show flag is exactly 'true'. */
export function bankChoiceAction(doNotShowFlag: string | null | undefined): BankChoiceAction {
  return doNotShowFlag === 'true' ? 'openBankApp' : 'showGuide';
}

/** Where a bank's deep link opens. */
export type BankLinkTarget = 'samePage' | 'newTab';

/**
 * DOM-52 sets the location to the deep link: on a phone the system hands it to the bank app and the page
 * stays. On other devices the link opens the bank's web site, so it goes to a new tab and the portal, which
 * goes on polling, is not lost (issue 24).
 */
export function bankLinkTarget(device: DeviceKind): BankLinkTarget {
  return device === 'OTHER' ? 'newTab' : 'samePage';
}
