/** SHELL-118, API-140: an operator banner (fields assumed, see the api-client row). */
export interface Banner {
  readonly id: string;
  readonly title: string | undefined;
  /** As the server sent it: pass through safeBannerImageUrl before showing. */
  readonly imageUrl: string;
  /** As the server sent it: pass through bannerTarget before following. */
  readonly link: string | undefined;
}
