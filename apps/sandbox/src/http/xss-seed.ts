/**
 * Issue 23, XSS: a sandbox-only switch that puts payloads of the OWASP XSS Filter Evasion Cheat Sheet into
 * every server-supplied text and link of the API's answers, for one browser only. The switch is a cookie
 * (`sandbox_xss=1`, set by `GET /__sandbox/xss-seed`), honoured only when the sandbox runs for local use
 * (`--local`): no seed row changes, so other sessions and parallel e2e tests keep the normal data.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppContext } from '../app-context';

export const xssCookie = 'sandbox_xss';

/** Each calls `window.__xssHit(n)` if it ever runs; the e2e suite exposes that function. */
export const xssPayloads: readonly string[] = [
  '<script>window.__xssHit(1)</script>',
  '<img src=x onerror="window.__xssHit(2)">',
  '<svg onload="window.__xssHit(3)">',
  '"><img src=x onerror=window.__xssHit(4)>',
  "'><svg/onload=window.__xssHit(5)>",
  '<a href="javascript:window.__xssHit(6)">link</a>',
  '<a href="jav&#x09;ascript:window.__xssHit(7)">link</a>',
  '<iframe srcdoc="<script>parent.__xssHit(8)</script>"></iframe>',
  '<IMG SRC=JaVaScRiPt:window.__xssHit(9)>',
  '<img src=x onerror=&#x77;indow.__xssHit(10)>',
  '<div style="background:url(javascript:window.__xssHit(11))">x</div>',
  '<div style="width: expression(window.__xssHit(12))">x</div>',
  '<body onload=window.__xssHit(13)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xssHit(14)>',
  '%3Cscript%3Ewindow.__xssHit(15)%3C/script%3E',
  '<details open ontoggle=window.__xssHit(16)>',
  "{{constructor.constructor('window.__xssHit(17)')()}}",
  '<object data="javascript:window.__xssHit(18)"></object>',
];

/** Links and images: a `javascript:` address, plain or with a tab inside the scheme. */
export const xssLinks: readonly string[] = [
  'javascript:window.__xssHit(101)',
  'jav\tascript:window.__xssHit(102)',
  ' JAVASCRIPT:window.__xssHit(103)',
];

/** Fields a person reads (English, the operator's upper case, and the loyalty service's Vietnamese names). */
const textKey =
  /name|title|desc|content|question|answer|summary|detail|note|benefit|message|display|ten|noidung|mota|tieude|uudai/i;
const linkKey = /link|url|href|deeplink/i;
/** Values that are not prose: codes, numbers, dates, addresses. */
const notProse = /^(\s*|[\d\s.,:/+-]+|[A-Z0-9_]+|https?:\/\/\S*|\/\S*|data:\S*)$/;

/** The answer with a payload appended to each text field and each link replaced by a `javascript:` one. */
export function withXssPayloads(value: unknown): unknown {
  let next = 0;
  const visit = (node: unknown, key: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, key));
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, visit(child, name)]));
    }
    if (typeof node !== 'string' || node === '') return node;
    if (linkKey.test(key)) return xssLinks[next++ % xssLinks.length];
    if (textKey.test(key) && !notProse.test(node))
      return `${node} ${xssPayloads[next++ % xssPayloads.length]}`;
    return node;
  };
  return visit(value, '');
}

/** Rewrites JSON answers under /api for a browser that carries the cookie, only in local use. */
export function xssSeeding(app: AppContext): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!app.config.localTools || getCookie(c, xssCookie) !== '1') return;
    if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => undefined);
    if (body === undefined) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(withXssPayloads(body)), { status: c.res.status, headers });
  };
}
