/** Membership card dialog (§2.5, §4, §9): flip front / back, QR or barcode, tier text tone. */
import { DARK_TEXT_TIER } from '../constants';

/** The membership card. */
export interface MemberCardState {
  readonly side: 'front' | 'back';
  readonly code: 'qr' | 'barcode';
}

/** Events of the membership card. */
export type MemberCardEvent = { readonly type: 'flipped' } | { readonly type: 'codeToggled' };

/** The card as it opens. */
export const MEMBER_CARD_INITIAL: MemberCardState = { side: 'front', code: 'qr' };

/** DOM-30: a click flips the card; LOY-36: the toggle switches QR and barcode. */
export function memberCardReducer(state: MemberCardState, event: MemberCardEvent): MemberCardState {
  switch (event.type) {
    case 'flipped':
      return { ...state, side: state.side === 'front' ? 'back' : 'front' };
    case 'codeToggled':
      return { ...state, code: state.code === 'qr' ? 'barcode' : 'qr' };
  }
}

/** CONST-52: tier 4 cards use dark (black) text, the other tiers light text. */
export function memberCardTextTone(tier: number): 'dark' | 'light' {
  return tier === DARK_TEXT_TIER ? 'dark' : 'light';
}
