/**
 * One generic typed caller for every row of the contract: `api.call('mobile_get_info', body)`.
 * Adding a call is adding a row; transport concerns are the middleware in ./middleware.
 */
import { MEMBER_TOKEN_EXPIRED_CODE } from '@selfcare/domain';
import type * as z from 'zod/mini';
// Specific modules, not the contract index: the rows load per group (./directory), so a page's chunk
// carries only the schemas of the calls it makes.
import type { CallDef, RequestOf, ResponseOf } from '../contract/define';
import { loadRow } from '../contract/lookup';
import type { CallName, Contract } from '../contract/index';
import { buildPath, isUnauthorizedBody, readWireOutcome, wireMessage } from '../contract/rules';
import { createHmacSigner } from '../contract/signing';
import { toMemberTokens } from '../mappers/loyalty';
import { type ApiError, failure, type Result, success } from './errors';
import { type OutgoingRequest, requestMiddleware, responseChecks } from './middleware';
import { type ApiClientOptions, DEFAULT_TIMEOUT_MS, type ResolvedOptions } from './options';

export interface CallInit {
  /** The caller's own cancellation (TanStack Query passes one). */
  readonly signal?: AbortSignal;
  /**
   * Issue 21: a log sent as the page may be leaving (fetch keepalive, a beacon that keeps the headers and
   * the body of every other call); the portal's loading indicator does not count it.
   */
  readonly keepalive?: boolean;
}

export interface ApiClient {
  call<N extends CallName>(
    name: N,
    body: RequestOf<Contract[N]>,
    init?: CallInit,
  ): Promise<Result<ResponseOf<Contract[N]>>>;
}

function resolveOptions(options: ApiClientOptions): ResolvedOptions {
  const none = () => undefined;
  return {
    baseUrls: options.baseUrls,
    productId: options.productId,
    getSession: options.getSession ?? none,
    getMsisdn: options.getMsisdn ?? none,
    getLoyaltyToken: options.getLoyaltyToken ?? none,
    onUnauthorized: options.onUnauthorized,
    onMemberTokens: options.onMemberTokens,
    loyaltyDomain: options.loyaltyDomain ?? (() => globalThis.location?.hostname ?? ''),
    signer: options.signer ?? createHmacSigner(options.secrets ?? {}),
    now: options.now ?? (() => new Date()),
    newRequestId: options.newRequestId ?? (() => crypto.randomUUID()),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    language: options.language ?? (() => 'vi'),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    bearers: options.bearers ?? {},
    deviceInfo: options.deviceInfo ?? (() => globalThis.navigator?.userAgent ?? 'web'),
  };
}

function contractError(
  call: CallName,
  direction: 'request' | 'response',
  issue: { path: readonly PropertyKey[]; message: string } | undefined,
): ApiError {
  return {
    kind: 'contract',
    call,
    direction,
    path: issue?.path ?? [],
    message: issue
      ? `${direction} ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`
      : direction,
  };
}

function encodeBody(request: OutgoingRequest): BodyInit | undefined {
  if (request.row.method === 'GET') return undefined;
  if (!request.row.multipart) return JSON.stringify(request.body);
  const form = new FormData();
  for (const [key, value] of Object.entries(request.body)) {
    if (value instanceof Blob) form.append(key, value);
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

function buildUrl(request: OutgoingRequest, options: ResolvedOptions): string {
  const url =
    options.baseUrls[request.row.service].replace(/\/+$/, '') + buildPath(request.row, options.productId);
  if (request.row.method !== 'GET') return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.body)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Runs a step that needs configuration (e.g. a signing secret); a throw becomes a `config` error. */
async function configured<T>(call: CallName, step: () => Promise<T>): Promise<Result<T>> {
  try {
    return success(await step());
  } catch (cause) {
    return failure({ kind: 'config', call, message: cause instanceof Error ? cause.message : String(cause) });
  }
}

export function createApiClient(clientOptions: ApiClientOptions): ApiClient {
  const options = resolveOptions(clientOptions);

  /** ERR-02: the hook runs only while signed in; the client itself shows nothing. */
  function unauthorized(call: CallName, message: string): Result<never> {
    const error: ApiError = { kind: 'unauthorized', call, message };
    if (options.getSession()) options.onUnauthorized?.(error);
    return failure(error);
  }

  async function send(request: OutgoingRequest, init: CallInit): Promise<Result<unknown>> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
    const signal = init.signal ? AbortSignal.any([timeout.signal, init.signal]) : timeout.signal;
    const { name } = request;
    try {
      const body = encodeBody(request);
      const response = await options.fetch(buildUrl(request, options), {
        method: request.row.method,
        headers: request.headers,
        signal,
        ...(init.keepalive ? { keepalive: true } : {}),
        ...(body === undefined ? {} : { body }),
      });
      const parsed = parseJson(await response.text());
      const value = parsed.ok ? parsed.value : undefined;
      if (response.status === 401 || (parsed.ok && isUnauthorizedBody(value))) {
        return unauthorized(name, wireMessage(value) ?? 'unauthorized');
      }
      if (!response.ok) {
        const message = wireMessage(value) ?? (response.statusText || `HTTP ${response.status}`);
        return failure({ kind: 'http', call: name, status: response.status, message });
      }
      if (!parsed.ok)
        return failure(contractError(name, 'response', { path: [], message: 'body is not JSON' }));
      return success(value);
    } catch (cause) {
      if (timeout.signal.aborted) {
        return failure({ kind: 'timeout', call: name, timeoutMs: options.timeoutMs, message: 'timeout' });
      }
      if (init.signal?.aborted) return failure({ kind: 'aborted', call: name, message: 'aborted' });
      // ERR-01: the raw error is passed on.
      return failure({
        kind: 'network',
        call: name,
        message: cause instanceof Error ? cause.message : String(cause),
      });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Issue 47: new member tokens for the signed-in number, kept by the portal; undefined when none came. */
  async function renewedMemberToken(): Promise<string | undefined> {
    const msisdn = options.getMsisdn();
    if (!msisdn || options.onMemberTokens === undefined) return undefined;
    const answer = await callOnce('getTokenHoiVien', { domain: options.loyaltyDomain(), msisdn });
    if (!answer.ok) return undefined;
    const tokens = toMemberTokens(answer.data.result);
    options.onMemberTokens(tokens);
    return tokens.member;
  }

  async function call<N extends CallName>(
    name: N,
    body: RequestOf<Contract[N]>,
    init: CallInit = {},
  ): Promise<Result<ResponseOf<Contract[N]>>> {
    const answer = await callOnce(name, body, init);
    const expired =
      !answer.ok && answer.error.kind === 'business' && answer.error.code === MEMBER_TOKEN_EXPIRED_CODE;
    if (!expired || name === 'getTokenHoiVien') return answer;
    const token = await renewedMemberToken();
    if (token === undefined) return answer;
    // A body that names its token (the member-info read) sends the new one; the others read it afresh.
    return callOnce(name, 'token' in body ? { ...body, token } : body, init);
  }

  async function callOnce<N extends CallName>(
    name: N,
    body: RequestOf<Contract[N]>,
    init: CallInit = {},
  ): Promise<Result<ResponseOf<Contract[N]>>> {
    const row: CallDef = await loadRow(name);
    const valid = row.request.safeParse(body);
    if (!valid.success) return failure(contractError(name, 'request', valid.error.issues[0]));
    const request: OutgoingRequest = {
      name,
      row,
      headers: {},
      body: { ...(body as Record<string, unknown>) },
    };
    const prepared = await configured(name, async () => {
      for (const step of requestMiddleware) await step(request, options);
    });
    if (!prepared.ok) return prepared;

    const sent = await send(request, init);
    if (!sent.ok) return sent;
    const outcome = readWireOutcome(row.service, sent.data);
    if (!outcome.ok) {
      // ERR-01: errorMessage when present, else the message, else the raw code.
      const message = wireMessage(sent.data) ?? outcome.code;
      return failure({ kind: 'business', call: name, code: outcome.code, message, body: sent.data });
    }
    const parsed = (row.response as z.ZodMiniType).safeParse(sent.data);
    if (!parsed.success) return failure(contractError(name, 'response', parsed.error.issues[0]));
    const checked = await configured(name, async () => {
      for (const check of responseChecks) {
        const error = await check(request, parsed.data, options);
        if (error) return error;
      }
      return undefined;
    });
    if (!checked.ok) return checked;
    if (checked.data) return failure(checked.data);
    return success(parsed.data as ResponseOf<Contract[N]>);
  }

  return { call };
}
