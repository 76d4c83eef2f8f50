/** Addresses of images that come from the server (issue 24; the spec names no rule). */

/** A scheme at the start of an address ('https:', 'javascript:' …). */
const schemePattern = /^([a-z][a-z0-9+.-]*):/i;
/** What the URL parser strips around an address: C0 controls and spaces. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters to strip
const outerControls = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * The address to show a server's image from, or undefined when it must not be used: only https:
 * and paths on the portal's own origin ('/images/a.png', 'images/a.png') pass. http: (mixed
 * content on the https portal), data:, javascript: and every other scheme are dropped, and so is
 * '//host/…' (another host, without saying https). Browsers ignore tabs and line breaks inside an
 * address and strip controls around it, so they are ignored here too before the scheme is read ('java\tscript:').
 */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  const trimmed = url?.replace(outerControls, '') ?? '';
  const compact = trimmed.replace(/[\t\n\r]/g, '');
  if (compact === '') return undefined;
  const scheme = schemePattern.exec(compact)?.[1];
  if (scheme !== undefined) return scheme.toLowerCase() === 'https' ? trimmed : undefined;
  return /^[/\\]{2}/.test(compact) ? undefined : trimmed;
}
