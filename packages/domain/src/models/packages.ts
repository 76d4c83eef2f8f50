/** ENT-32: a package card as the ui sees it. */
export interface PackageSummary {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly imageUrl: string | undefined;
  /** Price in dong. */
  readonly price: number;
  /** Period code (CONST package period codes); undefined when the server sends none. */
  readonly periodCode: string | undefined;
  /** Server-supplied HTML, to be sanitised before it reaches the DOM. */
  readonly descriptionHtml: string | undefined;
  readonly type: string | undefined;
  readonly packageType: string | undefined;
  /** PKG-20: wallet and card options appear only when this is '1'. */
  readonly statusPay: string | undefined;
  /** Issue 17: when an active package renews ('YYYY-MM-DD'); only the active-service list tells. */
  readonly renewsOn?: string | undefined;
}
