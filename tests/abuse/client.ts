/**
 * A client of the sandbox's API as a stranger would run it (issue 47): straight to the sandbox, from an
 * address of its own. The sandbox reads the client's address from X-Forwarded-For only when the request
 * comes through loopback (apps/sandbox/src/http/requester.ts), as it does from this machine's proxies, so a
 * probe can play several clients. The addresses are documentation ranges (RFC 5737): nothing is sent there.
 */
import { createHash } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

export const sandboxUrl = (): string => {
  const url = process.env.E2E_SANDBOX_URL;
  if (url === undefined) throw new Error('E2E_SANDBOX_URL is set by playwright.config.ts');
  return url;
};

export interface AbuseClient {
  readonly address: string;
  readonly api: APIRequestContext;
  /** POSTs JSON to a sandbox path and answers the status and the parsed body. */
  post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  dispose(): Promise<void>;
}

export async function abuseClient(address: string): Promise<AbuseClient> {
  const api = await playwrightRequest.newContext({
    baseURL: sandboxUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return {
    address,
    api,
    async post(path, body) {
      const response = await api.post(path, { data: body });
      const text = await response.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        parsed = { text };
      }
      return { status: response.status(), body: parsed };
    },
    dispose: () => api.dispose(),
  };
}

/** A VinaPhone number of the probe's own (84947 + six digits: never seeded, never used by a journey). */
export const probeNumber = (digits: string): string => `84947${digits.padStart(6, '0')}`;

/** The newest code the sandbox's local inbox holds for a number and service. */
export async function inboxCode(api: APIRequestContext, msisdn: string, service: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await api.get(`/__sandbox/api/inbox?msisdn=${msisdn}`);
    const { messages } = (await response.json()) as { messages: { code: string; service: string }[] };
    code = messages.find((message) => message.service === service)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  return code;
}

/** ENT-27: passwords travel as the SHA-256 hex of their text. */
export const passwordHash = (password: string): string => createHash('sha256').update(password).digest('hex');
