/** Calls any row of the contract on a test sandbox as the portal's client sends it (JSON, query or form). */
import { contract } from '@selfcare/api-client/contract';
import { routeTable, type Route } from '../src/http/routes';
import type { TestSandbox } from './support';

export const contractRoutes = (sandbox: TestSandbox): readonly Route[] =>
  routeTable(contract, sandbox.app.config.productId).routes;

export interface Answer {
  readonly status: number;
  readonly text: string;
  /** The operator's code of the answer (error_code or errorCode), if the body is JSON and has one. */
  readonly code: string | undefined;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function codeOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null;
    const code = body?.['error_code'] ?? body?.['errorCode'];
    return code === undefined || code === null ? undefined : String(code);
  } catch {
    return undefined;
  }
}

export async function callRoute(
  sandbox: TestSandbox,
  route: Route,
  body: Record<string, unknown>,
): Promise<Answer> {
  const url = `${sandbox.url}${route.path}`;
  const defined = Object.entries(body).filter(([, value]) => value !== undefined);
  let response: Response;
  if (route.row.method === 'GET') {
    const query = new URLSearchParams(defined.map(([key, value]): [string, string] => [key, asText(value)]));
    response = await fetch(`${url}?${query}`);
  } else if (route.row.multipart) {
    const form = new FormData();
    for (const [key, value] of defined) form.append(key, asText(value));
    response = await fetch(url, { method: 'POST', body: form });
  } else {
    response = await sandbox.postRaw(route.path, JSON.stringify(body));
  }
  const text = await response.text();
  return { status: response.status, text, code: codeOf(text) };
}
