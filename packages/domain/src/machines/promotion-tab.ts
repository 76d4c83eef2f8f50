/** Promotion page tabs (§4): earn and use tutorials. */

/** DOM-38: the tab shown: how to earn (pay and receive) or how to use the voucher. */
export type PromotionTab = 'earn' | 'use';

/** DOM-38: the event of the tab bar. */
export type PromotionTabEvent =
  { readonly type: 'toggled' } | { readonly type: 'selected'; readonly tab: PromotionTab };

/** DOM-38: a toggle switches tabs; selecting a tab shows it. */
export function promotionTabReducer(state: PromotionTab, event: PromotionTabEvent): PromotionTab {
  switch (event.type) {
    case 'toggled':
      return state === 'earn' ? 'use' : 'earn';
    case 'selected':
      return event.tab;
  }
}
