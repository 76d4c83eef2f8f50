/**
 * Issue 23 (the served portal): the response headers of the portal's pages and assets, generated from
 * its configuration. One module serves `vite preview` (vite.config.ts), the static host's `_headers`
 * file and the nginx snippet the build writes (deploy/README.md); docs/decisions/hardening.md says why.
 */
import type { PortalConfig } from '../src/config/env';
import { firstScreenGateSource } from './firstScreenGate.ts';

type Directives = Record<string, readonly string[]>;

/** The origin of an absolute http(s) address; relative addresses are the portal's own ('self'). */
function originOf(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address.trim())) return undefined;
  try {
    return new URL(address.trim()).origin;
  } catch {
    return undefined;
  }
}

function originsOf(addresses: readonly string[]): string[] {
  return [...new Set(addresses.map(originOf).filter((origin) => origin !== undefined))];
}

/**
 * Issue 47 item 8: VITE_IMAGE_HOSTS as CSP sources: each entry an https origin (`https://img.example.vn`,
 * a port kept) or a host name (`img.example.vn`, read as https). Wildcards, bare schemes (`https:`) and other
 * schemes are dropped, so a typo can never widen img-src to every host.
 */
export function imageHostSources(list: string): string[] {
  const sources = list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.includes('*'))
    .map((entry) => (/^[a-z][a-z0-9+.-]*:/i.test(entry) ? entry : `https://${entry}`))
    .map((entry) => {
      try {
        const url = new URL(entry);
        return url.protocol === 'https:' && url.hostname !== '' ? url.origin : undefined;
      } catch {
        return undefined;
      }
    });
  return [...new Set(sources.filter((source) => source !== undefined))];
}

/**
 * The store map's tile host as a source: its origin, or with Leaflet's `{s}` subdomain placeholder
 * (`https://{s}.tile.example/…`), the host's subdomains (`https://*.tile.example`).
 */
export function tileSources(tileUrl: string): string[] {
  const placeholder = 'leaflet-subdomain';
  return originsOf([tileUrl.replaceAll('{s}', placeholder)]).map((origin) =>
    origin.replace(`//${placeholder}.`, '//*.'),
  );
}

/** The reporting group every policy of the portal reports to (Reporting-Endpoints, report-to). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** The configured report address, when it can stand in a policy and a header (no space, `;`, `,` or quote). */
function reportUrlOf(config: PortalConfig): string | undefined {
  return /^[^\s;,"']+$/.test(config.cspReportUrl) ? config.cspReportUrl : undefined;
}

/** Where and how violations are reported: report-to, and report-uri for browsers without it. */
function reportingDirectives(config: PortalConfig): Directives {
  const url = reportUrlOf(config);
  return url === undefined ? {} : { 'report-uri': [url], 'report-to': [CSP_REPORT_GROUP] };
}

/** The directives, in the order they are written. */
export function cspDirectives(config: PortalConfig): Directives {
  // Where the bundle calls: the API bases, the signer, the mobile-network decrypt endpoint, the backend.
  const apis = originsOf([
    ...Object.values(config.apiBases),
    config.signingUrl,
    config.mobileNetworkLogin.decryptUrl,
    config.environment.backendUrl,
  ]);
  // CONST-45: a configured chat-bot script loads from its host, which also serves its calls and frames.
  const chatBot = originsOf([config.environment.chatBotScriptUrl]);
  // §2.9: the store map's tile host (an http intranet tile server too).
  const tiles = tileSources(config.storeMap.tileUrl);
  return {
    'default-src': ["'self'"],
    // One inline script, by its hash: the head's one-line gate of the prerendered first screen
    // (firstScreenGate.ts). index.html loads one module file and the build adds no other.
    'script-src': ["'self'", firstScreenGateSource, ...chatBot],
    // Radix dialogs inject a <style> element (react-remove-scroll via react-style-singleton) with sizes
    // measured at run time, so no hash can name it, and a static host has no per-response nonce.
    // Style attributes set by React go through CSSOM (not blocked); SafeHtml strips server style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Issue 47 item 8: server images only from the configured image hosts (domain safeImageUrl already keeps
    // them https:), never any https: host; banners may be data: URLs (API-188); the support request and the
    // identity photos preview the subscriber's own downscaled photo from a blob: URL.
    'img-src': [
      ...new Set(["'self'", 'data:', 'blob:', ...tiles, ...imageHostSources(config.imageHosts), ...chatBot]),
    ],
    // The web font is bundled as files (the build inlines none as data: URLs).
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...apis, ...chatBot],
    'frame-src': chatBot.length > 0 ? chatBot : ["'none'"],
    // pdf.js's worker (/view-pdf, SHELL-010) is a file of the build: 'self' is enough, no blob: and no eval.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...reportingDirectives(config),
  };
}

/**
 * Issue 47 item 8, reported only: Trusted Types. Enforcing them would break the portal today: SafeHtml hands
 * DOMPurify's string to React's dangerouslySetInnerHTML (an innerHTML sink), the PDF viewer starts pdf.js's
 * worker from a string URL and the chat-bot loader sets a script's src (script-URL sinks); docs/decisions/trust.md. Reported, every such sink shows
 * up in the reports (and, in the browser's console, as information, never as an error). DOMPurify may create
 * its own policy, which is what SafeHtml will use once it asks for TrustedHTML.
 */
export function trustedTypesReportOnlyDirectives(config: PortalConfig): Directives {
  return {
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ['dompurify'],
    ...reportingDirectives(config),
  };
}

const policyText = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

export function contentSecurityPolicy(config: PortalConfig): string {
  return policyText(cspDirectives(config));
}

/** Every header the portal's own responses carry (pages and assets; not the proxied API). */
export function securityHeaders(config: PortalConfig): Record<string, string> {
  const reportUrl = reportUrlOf(config);
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Content-Security-Policy-Report-Only': policyText(trustedTypesReportOnlyDirectives(config)),
    // Issue 47 item 8: the group report-to names (the Reporting API; report-uri serves older browsers).
    ...(reportUrl === undefined ? {} : { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${reportUrl}"` }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Geolocation for the portal itself (the store map to come); everything else off.
    'Permissions-Policy':
      'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/** A static host's `_headers` file (Netlify, Cloudflare Pages): every path gets the headers. */
export function staticHostHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Generated by the portal build from its configuration (apps/portal/deploy).',
    '/*',
    ...lines,
    '',
  ].join('\n');
}

/** nginx `add_header` lines (`always`: error pages carry them too), to `include` in the server block. */
export function nginxHeaders(headers: Record<string, string>): string {
  // Inside nginx's double quotes a double quote (Reporting-Endpoints) is escaped.
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
  );
  return ['# Generated by the portal build from its configuration (apps/portal/deploy).', ...lines, ''].join(
    '\n',
  );
}
