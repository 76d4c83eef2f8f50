/**
 * Issue 23 (XSS): the one guard every navigation to a server-supplied address goes through (payment
 * redirect_url, bank and operator-app deep links, banners, short-link targets, return paths). The spec
 * names no rule; the portal's configuration says which hosts and app schemes are trusted.
 */

/** The parts of an address the WHATWG URL parser gives (the domain's lib names no DOM). */
interface ParsedUrl {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
/** Every runtime of the portal has it (browsers, Node): parsing as the browser will is the point. */
declare const URL: new (input: string, base?: string) => ParsedUrl;

/** What may be navigated to besides the portal's own paths. */
export interface NavigationPolicy {
  /** Hosts an https address may lead to ('pay.example.vn', or with a port 'pay.example.vn:8443'). */
  readonly allowedHosts: readonly string[];
  /** App schemes a deep link may use, without the colon ('vcbdigibank'). */
  readonly appSchemes: readonly string[];
  /** The portal's own origin ('https://portal.example.vn'): an absolute address there counts as a portal path. */
  readonly ownOrigin?: string;
}

/** A policy that lets only the portal's own paths through. */
export const portalPathsOnly: NavigationPolicy = { allowedHosts: [], appSchemes: [] };

/** Where a checked address leads. */
export type NavigationTarget =
  /** A path of the portal itself ('/dich-vu?x=1#y'). */
  | { readonly kind: 'internal'; readonly path: string }
  /** An https address on an allowed host, as the URL parser normalised it. */
  | { readonly kind: 'external'; readonly href: string }
  /** A deep link into a known app. */
  | { readonly kind: 'app'; readonly href: string };

// eslint-disable-next-line no-control-regex -- the controls and spaces browsers strip around an address
const outerControls = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/**
 * Inside an address browsers drop tabs and line breaks ('java\tscript:') and read a backslash as a
 * slash ('/\evil'); any control character, DEL or backslash left inside makes the address refused.
 */
// eslint-disable-next-line no-control-regex -- exactly the characters that change how an address reads
const trickCharacters = /[\u0000-\u001f\u007f\\]/;
const schemePattern = /^([a-z][a-z0-9+.-]*):/i;
/** Schemes that run or embed content: never an app scheme, whatever the configuration says. */
const neverAppSchemes = new Set([
  'javascript',
  'vbscript',
  'data',
  'blob',
  'file',
  'about',
  'filesystem',
  'http',
  'https',
]);
/** Any base: a portal path is resolved against it only to read its parts. */
const probeOrigin = 'https://portal.invalid';

function parse(address: string, base?: string): ParsedUrl | undefined {
  try {
    return new URL(address, base);
  } catch {
    return undefined;
  }
}

/** 'Pay.Example.VN', 'pay.example.vn:443' → the URL parser's host ('pay.example.vn'); undefined when malformed. */
export function normalizedHost(host: string): string | undefined {
  const parsed = parse(`https://${host.trim()}`);
  const plainHost =
    parsed && parsed.username === '' && parsed.pathname === '/' && !parsed.search && !parsed.hash;
  return plainHost && parsed.host !== '' ? parsed.host : undefined;
}

function internalPath(address: string): NavigationTarget | undefined {
  const url = parse(address, probeOrigin);
  // Dot segments can fold '/..//evil' into '//evil', which would leave the portal once followed.
  return url?.origin === probeOrigin && !url.pathname.startsWith('//')
    ? { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` }
    : undefined;
}

function httpsTarget(url: ParsedUrl, policy: NavigationPolicy): NavigationTarget | undefined {
  if (
    policy.ownOrigin !== undefined &&
    url.origin === parse(policy.ownOrigin)?.origin &&
    !url.username &&
    !url.password
  )
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  // Userinfo ('https://allowed@evil') is refused outright: it only ever serves to mislead.
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined;
  const allowed = policy.allowedHosts.map(normalizedHost);
  return allowed.includes(url.host) ? { kind: 'external', href: url.href } : undefined;
}

/**
 * The target of a server-supplied address, or undefined when it must not be followed: a portal path
 * ('/x', never '//host' or '/\host'), https to an allowed host (no userinfo, exact host and port), an
 * absolute address on the portal's own origin, or a deep link with a known app scheme. javascript:,
 * data:, vbscript:, relative paths and everything else are refused.
 */
export function safeNavigationTarget(
  url: string | null | undefined,
  policy: NavigationPolicy,
): NavigationTarget | undefined {
  const address = (url ?? '').replace(outerControls, '');
  if (address === '' || trickCharacters.test(address)) return undefined;
  if (address.startsWith('/')) return address.startsWith('//') ? undefined : internalPath(address);
  const scheme = schemePattern.exec(address)?.[1]?.toLowerCase();
  if (scheme === undefined) return undefined;
  const parsed = parse(address);
  if (parsed === undefined) return undefined;
  if (scheme === 'https' || scheme === 'http') return httpsTarget(parsed, policy);
  const knownApp = policy.appSchemes.some((known) => known.toLowerCase() === scheme);
  return knownApp && !neverAppSchemes.has(scheme) ? { kind: 'app', href: address } : undefined;
}

/** The address to hand to the browser for a checked target. */
export function navigationHref(target: NavigationTarget): string {
  return target.kind === 'internal' ? target.path : target.href;
}

/**
 * The policy a deployment's configuration implies: the hosts of its configured https addresses and the
 * schemes of its configured app deep links ('{appId}' placeholders allowed), plus hosts and schemes it
 * lists explicitly. Relative addresses add nothing (they are portal paths already).
 */
export function navigationPolicyFrom(options: {
  configuredUrls: readonly string[];
  extraHosts?: readonly string[];
  extraAppSchemes?: readonly string[];
  ownOrigin?: string;
}): NavigationPolicy {
  const hosts = new Set<string>();
  const schemes = new Set<string>();
  for (const configured of options.configuredUrls) {
    const url = parse(configured.replace(/\{[^}]*\}/g, 'x').trim());
    if (url === undefined) continue;
    const scheme = url.protocol.slice(0, -1).toLowerCase();
    if (scheme === 'https' && url.username === '') hosts.add(url.host);
    else if (scheme !== 'http' && !neverAppSchemes.has(scheme)) schemes.add(scheme);
  }
  for (const host of options.extraHosts ?? []) {
    const normalized = normalizedHost(host);
    if (normalized !== undefined) hosts.add(normalized);
  }
  for (const scheme of options.extraAppSchemes ?? []) {
    const name = scheme.trim().replace(/:$/, '').toLowerCase();
    if (/^[a-z][a-z0-9+.-]*$/.test(name) && !neverAppSchemes.has(name)) schemes.add(name);
  }
  return {
    allowedHosts: [...hosts],
    appSchemes: [...schemes],
    ...(options.ownOrigin === undefined ? {} : { ownOrigin: options.ownOrigin }),
  };
}
