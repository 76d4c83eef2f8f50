/** ENT-48: the resolution of a short link. */
export interface UrlMapping {
  readonly convertUrl: string | undefined;
  readonly action: string | undefined;
  readonly channel: string | undefined;
  readonly campaign: string | undefined;
  readonly subId: string | undefined;
}
