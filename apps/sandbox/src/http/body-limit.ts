/**
 * A body limit that answers a readable 413 in the operator's shape (ERR-01, issue 47 item 6).
 *
 * Answering while the client is still sending, then closing, makes the client's socket reset: a browser,
 * fetch or a proxy in front (vite preview's answered 502) reports a network failure and never reads the
 * 413. So a body over its limit is read to its end and thrown away before the answer, as nginx's lingering
 * close does, within bounds: at most `drainMaxBytes` in all and `drainMaxMs`. A body declared larger than
 * that, or one that does not end in time, is answered at once and the connection closed (the reset is then
 * the price of sending so much). Nothing over the limit is kept in memory.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from '../app-context';
import { OperatorError, operatorErrorBody } from './operator-error';

/** The most a refused body is read for its 413: an unscaled phone photo or three still fit. */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
/** The longest a refused body is read (a slow link sends a few MB in this time). */
export const DRAIN_MAX_MS = 10_000;

export interface BodyLimitOptions {
  readonly drainMaxBytes?: number;
  readonly drainMaxMs?: number;
}

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads and drops the rest of a body: true when it ended within the bounds. */
async function drain(reader: Reader, maxBytes: number, maxMs: number): Promise<boolean> {
  let read = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), maxMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === 'timeout') return false;
      if (next.done) return true;
      read += next.value.byteLength;
      if (read > maxBytes) return false;
    }
  } catch {
    return false; // the client went away
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => undefined);
  }
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export function limitBodies(
  app: AppContext,
  maxSize: number,
  options: BodyLimitOptions = {},
): MiddlewareHandler {
  const drainMaxBytes = options.drainMaxBytes ?? DRAIN_MAX_BYTES;
  const drainMaxMs = options.drainMaxMs ?? DRAIN_MAX_MS;

  const tooLarge = (c: Context, drained: boolean) => {
    app.log(
      `413 ${c.req.method} ${c.req.path} body over ${maxSize} bytes${drained ? '' : ' (not read to its end)'}`,
    );
    const error = new OperatorError('PAYLOAD_TOO_LARGE', `The request body is larger than ${maxSize} bytes.`);
    // A body not read to its end leaves the connection unusable.
    return c.json(operatorErrorBody('mobile', error), 413, drained ? {} : { connection: 'close' });
  };

  return async function bodyLimit(c, next) {
    const body = c.req.raw.body;
    if (body === null) return next();
    const declared =
      c.req.header('transfer-encoding') === undefined ? c.req.header('content-length') : undefined;
    if (declared !== undefined) {
      const length = /^\d{1,15}$/.test(declared) ? Number(declared) : Number.POSITIVE_INFINITY;
      if (length <= maxSize) return next();
      const drained = length <= drainMaxBytes && (await drain(body.getReader(), drainMaxBytes, drainMaxMs));
      return tooLarge(c, drained);
    }
    // No declared length (chunked): read up to the limit, and keep what was read for the handler.
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) return tooLarge(c, await drain(reader, drainMaxBytes - size, drainMaxMs));
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: concat(chunks, size) });
    return next();
  };
}
