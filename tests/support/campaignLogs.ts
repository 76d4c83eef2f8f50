import type { APIRequestContext } from '@playwright/test';

/** A log row as the sandbox's local tool shows it (apps/sandbox/src/pages/logs.ts). */
export interface LoggedCall {
  readonly call: string;
  readonly msisdn: string | null;
  readonly body: Record<string, unknown>;
}

/** Issue 21: the campaign, click and access logs whose body holds `contains` (a test's own number), newest first. */
export async function loggedCalls(request: APIRequestContext, contains: string): Promise<LoggedCall[]> {
  const response = await request.get(`/__sandbox/api/logs?contains=${encodeURIComponent(contains)}`);
  return ((await response.json()) as { logs: LoggedCall[] }).logs;
}

/** The names of those calls, sorted, for `expect.poll(...).toEqual([...])`. */
export async function loggedCallNames(request: APIRequestContext, contains: string): Promise<string[]> {
  return (await loggedCalls(request, contains)).map((row) => row.call).sort();
}
