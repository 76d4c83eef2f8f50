/**
 * Text the server supplies in both languages (a news group, a loyalty category …). The Vietnamese name is
 * always there; the English one only when the server sends it.
 */
export interface LocalizedName {
  readonly vi: string;
  readonly en: string | undefined;
}

/** The name to show in `language` (an i18n code such as 'vi' or 'en-US'): English when asked for and sent. */
export function nameIn(name: LocalizedName, language: string): string {
  return language.startsWith('en') && name.en !== undefined && name.en.trim() !== '' ? name.en : name.vi;
}
