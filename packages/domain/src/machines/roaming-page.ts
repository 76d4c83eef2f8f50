/** Roaming page steps (§2.11, §4): 0 package list, 1 register / payment, 2 waiting for the result. */

/** A step of the roaming page. */
export type RoamingStep = 0 | 1 | 2;

/** The roaming page; ids are the chosen package's and the created transaction's. */
export interface RoamingPageState {
  readonly step: RoamingStep;
  readonly packageId: string | undefined;
  readonly transactionId: string | undefined;
}

/** Events of the roaming page. */
export type RoamingPageEvent =
  /** DOM-45: the token response arrived (again after OTP verification, DOM-42). */
  | { readonly type: 'loaded'; readonly packageDetailId: string | undefined }
  /** DOM-42: the OTP was verified. */
  | { readonly type: 'otpVerified' }
  /** ROAM-039: register on a package; ROAM-038: the active package cannot be chosen. */
  | { readonly type: 'packageChosen'; readonly packageId: string; readonly isActive: boolean }
  /** DOM-46: the transaction was created (QR follows on step 1). */
  | { readonly type: 'transactionCreated'; readonly transactionId: string }
  /** DOM-52: the bank app was opened and 1 s passed. */
  | { readonly type: 'bankAppOpened' }
  | { readonly type: 'back' };

/** Before the token response. */
export const ROAMING_PAGE_INITIAL: RoamingPageState = {
  step: 0,
  packageId: undefined,
  transactionId: undefined,
};

/**
 * DOM-42, DOM-45, DOM-46, DOM-52 with ROAM-017 reconciled: the transaction and QR are made on step 1 (the
 * payment screen shows the QR); the page moves to step 2 (waiting) when the bank app opens;
 * polling starts earlier, with the QR (`transactionToPoll`).
 */
export function roamingPageReducer(state: RoamingPageState, event: RoamingPageEvent): RoamingPageState {
  switch (event.type) {
    case 'loaded':
      return event.packageDetailId === undefined
        ? ROAMING_PAGE_INITIAL
        : { step: 1, packageId: event.packageDetailId, transactionId: undefined };
    case 'otpVerified':
      return state.packageId === undefined ? state : { ...state, step: 1 };
    case 'packageChosen':
      return state.step === 0 && !event.isActive
        ? { step: 1, packageId: event.packageId, transactionId: undefined }
        : state;
    case 'transactionCreated':
      return state.step === 1 ? { ...state, transactionId: event.transactionId } : state;
    case 'bankAppOpened':
      return state.step === 1 && state.transactionId !== undefined ? { ...state, step: 2 } : state;
    case 'back':
      if (state.step === 2) return { ...state, step: 1 };
      return ROAMING_PAGE_INITIAL;
  }
}

/**
 * Issue 24: the transaction whose status is polled. Polling starts when its QR shows (`qrShownFor`, the
 * transaction of the QR on screen), since a user may pay by scanning it with any bank app without picking
 * one here; it goes on in step 2 and back on the QR, and stops when the page returns to the list.
 */
export function transactionToPoll(
  state: RoamingPageState,
  qrShownFor: string | undefined,
): string | undefined {
  const { step, transactionId } = state;
  if (transactionId === undefined) return undefined;
  return step === 2 || (step === 1 && qrShownFor === transactionId) ? transactionId : undefined;
}
