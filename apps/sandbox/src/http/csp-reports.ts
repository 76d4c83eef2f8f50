/**
 * Issue 47 item 8: the endpoint the portal's Content-Security-Policy reports to (`report-uri` and the
 * `report-to` group of Reporting-Endpoints; the portal's VITE_CSP_REPORT_URL, `/api/csp-report` by default,
 * so it is reached through the same `/api` proxy as the calls, with or without --local).
 *
 * Anyone's browser may post here, so nothing is trusted: a body of at most 64 KiB, of one of the two report
 * shapes (`application/csp-report`, `application/reports+json`), each text cut to a bounded length. Reports are
 * kept in memory (the last 200: diagnostics, not data, gone at a restart), one log line each, and shown on the
 * logs page (`/__sandbox/logs`, JSON `/__sandbox/api/csp-reports`). A client gets 30 reports a minute kept and
 * everyone together 600; the rest are counted as dropped and still answered 204, since a browser reports a
 * refused report as a console error on the page that caused it, and it can do nothing about it anyway.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { limitBodies } from './body-limit';
import { OperatorError, operatorErrorBody } from './operator-error';
import { requesterOf } from './requester';

export const cspReportPath = '/api/csp-report';

export const cspReportRules = {
  /** A Reporting API batch of a page's Trusted Types reports (a few dozen, about 600 bytes each) fits. */
  maxBodyBytes: 64 * 1024,
  perClientPerMinute: 30,
  everyonePerMinute: 600,
  kept: 200,
  /** Reports one Reporting API body may carry (browsers batch them; those over the client's allowance are dropped). */
  perBody: 100,
  /** Characters kept of each text (a policy, an address, a sample). */
  textLength: 500,
} as const;

const windowMs = 60_000;

export interface CspReport {
  readonly receivedAt: string;
  readonly client: string;
  /** `enforce` (blocked) or `report` (report-only, e.g. Trusted Types). */
  readonly disposition: string;
  readonly directive: string;
  readonly blocked: string;
  readonly document: string;
  readonly source: string;
  readonly line: number | undefined;
  readonly sample: string;
}

const text = z.optional(z.union([z.string().max(8192), z.number(), z.null()]));
const number = z.optional(z.union([z.number(), z.string().max(32), z.null()]));

/** report-uri's body (CSP Level 2): `{ "csp-report": { … } }`. */
const legacyReport = z.looseObject({
  'csp-report': z.looseObject({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': number,
    'script-sample': text,
    disposition: text,
  }),
});

/** The Reporting API's body: a list of reports, the CSP ones of type `csp-violation`. */
const reportingApiReports = z
  .array(
    z.looseObject({
      type: z.string().max(64),
      url: text,
      body: z.optional(
        z.looseObject({
          documentURL: text,
          effectiveDirective: text,
          blockedURL: text,
          sourceFile: text,
          lineNumber: number,
          sample: text,
          disposition: text,
        }),
      ),
    }),
  )
  .min(1)
  .max(cspReportRules.perBody);

const cut = (value: unknown) =>
  value === undefined || value === null ? '' : String(value).slice(0, cspReportRules.textLength);
const lineOf = (value: unknown) => {
  const line = Number(value);
  return Number.isSafeInteger(line) && line >= 0 ? line : undefined;
};

type Fields = Omit<CspReport, 'receivedAt' | 'client'>;

/** The reports a body holds in one shape, or undefined when it holds neither shape. */
function reportsOf(contentType: string, body: unknown): Fields[] | undefined {
  if (contentType === 'application/reports+json' || Array.isArray(body)) {
    const parsed = reportingApiReports.safeParse(body);
    if (!parsed.success) return undefined;
    return parsed.data
      .filter((report) => report.type === 'csp-violation' && report.body !== undefined)
      .map(({ url, body: fields }) => ({
        disposition: cut(fields?.disposition),
        directive: cut(fields?.effectiveDirective),
        blocked: cut(fields?.blockedURL),
        document: cut(fields?.documentURL ?? url),
        source: cut(fields?.sourceFile),
        line: lineOf(fields?.lineNumber),
        sample: cut(fields?.sample),
      }));
  }
  const parsed = legacyReport.safeParse(body);
  if (!parsed.success) return undefined;
  const fields = parsed.data['csp-report'];
  return [
    {
      disposition: cut(fields.disposition),
      directive: cut(fields['effective-directive'] ?? fields['violated-directive']),
      blocked: cut(fields['blocked-uri']),
      document: cut(fields['document-uri']),
      source: cut(fields['source-file']),
      line: lineOf(fields['line-number']),
      sample: cut(fields['script-sample']),
    },
  ];
}

interface Window {
  start: number;
  count: number;
}

interface ReportStore {
  readonly reports: CspReport[];
  dropped: number;
  readonly droppedByClient: Map<string, number>;
  readonly clients: Map<string, Window>;
  readonly everyone: Window;
}

const stores = new WeakMap<AppContext, ReportStore>();

function storeOf(app: AppContext): ReportStore {
  let store = stores.get(app);
  if (store === undefined) {
    store = {
      reports: [],
      dropped: 0,
      droppedByClient: new Map(),
      clients: new Map(),
      everyone: { start: 0, count: 0 },
    };
    stores.set(app, store);
  }
  return store;
}

/** Takes one from a fixed one-minute window, if any is left. */
function take(window: Window, now: number, limit: number): boolean {
  if (now - window.start >= windowMs) {
    window.start = now;
    window.count = 0;
  }
  if (window.count >= limit) return false;
  window.count += 1;
  return true;
}

function admit(store: ReportStore, client: string, now: number): boolean {
  // Old windows go, so the map holds only the clients of the last minute.
  if (store.clients.size > 10_000)
    for (const [address, window] of store.clients)
      if (now - window.start >= windowMs) store.clients.delete(address);
  const window = store.clients.get(client) ?? { start: now, count: 0 };
  store.clients.set(client, window);
  // A client over its own allowance does not spend everyone's.
  return (
    take(window, now, cspReportRules.perClientPerMinute) &&
    take(store.everyone, now, cspReportRules.everyonePerMinute)
  );
}

/** The kept reports, newest first, and how many were dropped (all, or one client's). */
export function recentCspReports(
  app: AppContext,
  client?: string,
): { reports: CspReport[]; dropped: number } {
  const store = storeOf(app);
  const reports = store.reports.filter((report) => client === undefined || report.client === client);
  return {
    reports: [...reports].reverse(),
    dropped: client === undefined ? store.dropped : (store.droppedByClient.get(client) ?? 0),
  };
}

const mediaTypes = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

export function mountCspReports(server: Hono, app: AppContext): void {
  const refuse = (c: Context, message: string) => {
    app.log(`400 POST ${cspReportPath} BAD_REQUEST: ${message}`);
    return c.json(operatorErrorBody('mobile', new OperatorError('BAD_REQUEST', message)), 400);
  };
  server.post(cspReportPath, limitBodies(app, cspReportRules.maxBodyBytes), async (c) => {
    const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!mediaTypes.has(contentType))
      return refuse(c, 'A CSP report is application/csp-report or application/reports+json.');
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return refuse(c, 'The report is not valid JSON.');
    }
    const reports = reportsOf(contentType, body);
    if (reports === undefined) return refuse(c, 'The body is not a CSP report.');
    const store = storeOf(app);
    const client = requesterOf(c).address;
    const now = app.clock.now();
    for (const fields of reports) {
      if (!admit(store, client, now)) {
        store.dropped += 1;
        store.droppedByClient.set(client, (store.droppedByClient.get(client) ?? 0) + 1);
        continue;
      }
      const report: CspReport = { receivedAt: new Date(now).toISOString(), client, ...fields };
      store.reports.push(report);
      if (store.reports.length > cspReportRules.kept) store.reports.shift();
      app.log(
        `CSP ${report.disposition || 'violation'} ${report.directive} blocked ${report.blocked || '—'} on ${report.document || '—'}` +
          `${report.source ? ` (${report.source}:${report.line ?? '?'})` : ''} from ${client}`,
      );
    }
    return c.body(null, 204);
  });
}
