/** Package card actions (§2.6, §4, §6). */

/** PKG-08, PKG-09: the card's button: register when not active, cancel when active. */
export function packageCardButton(isActive: boolean): 'register' | 'cancel' {
  return isActive ? 'cancel' : 'register';
}

/** What pressing the card's button opens. */
export type PackageCardAction = 'loginDialog' | 'otpConfirm' | 'cancelConfirm';

/** DOM-24 ... DOM-26, ROLE-04: signed out → login dialog; register → OTP confirm; cancel → confirm with code and number. */
export function packageCardAction(signedIn: boolean, isActive: boolean): PackageCardAction {
  if (!signedIn) return 'loginDialog';
  return isActive ? 'cancelConfirm' : 'otpConfirm';
}
