/** Roaming page start decision (§4, §9); the transaction and QR bodies are built in api-client. */

/** The parts of the roaming page data (RoamingPage) the start decision reads. */
export interface RoamingStartInput<P> {
  /** irCheckActive: 1 = data roaming on, 0 = off. */
  readonly roamingDataOn: boolean;
  /** packageDetail: the preselected package, when the token response carries one. */
  readonly preselected: P | null | undefined;
}

/** What the page does first. */
export type RoamingStartAction<P> =
  /** DOM-41: send an OTP with service ir_register and open the OTP modal. */
  | { readonly kind: 'sendOtp'; readonly otpService: 'ir_register' }
  /** DOM-43: create the transaction for the preselected package. */
  | { readonly kind: 'createTransaction'; readonly package: P }
  /** Roaming is on and no package is chosen yet: show the list. */
  | { readonly kind: 'showList' };

/** DOM-41, DOM-43, DOM-45: start at step 1 with packageDetail; roaming off → OTP first; on → create the transaction. */
export function roamingStartPlan<P>(input: RoamingStartInput<P>): {
  step: 0 | 1;
  action: RoamingStartAction<P>;
} {
  const pkg = input.preselected ?? undefined;
  const step = pkg === undefined ? 0 : 1;
  if (!input.roamingDataOn) return { step, action: { kind: 'sendOtp', otpService: 'ir_register' } };
  return {
    step,
    action: pkg === undefined ? { kind: 'showList' } : { kind: 'createTransaction', package: pkg },
  };
}
