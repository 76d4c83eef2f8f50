/** ENT-33: bank for card payment. */
export interface CardBank {
  readonly code: string;
  readonly name: string;
  readonly logoUrl: string | undefined;
  /** PKG-22: international-card step lists these, domestic step the others. */
  readonly international: boolean;
}

/** ENT-63: bank of the QR payment list. */
export interface QrBank {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly bin: string;
  readonly shortName: string;
  readonly logoUrl: string | undefined;
  readonly transferSupported: boolean;
  readonly lookupSupported: boolean;
  readonly supported: boolean;
  readonly isTransfer: boolean;
  readonly swiftCode: string | undefined;
}

/** ENT-64: a bank app entry (per iOS / Android list). */
export interface BankApp {
  readonly appId: string;
  readonly appName: string;
  readonly appLogo: string | undefined;
  readonly bankName: string;
  readonly monthlyInstall: number | undefined;
  readonly deeplink: string;
}
