/**
 * One router for every row of the contract: it finds the row behind the path, reads and validates
 * the request with the row's schema, checks the session, runs the handler and validates what the
 * handler answers with the row's response schema. Every refusal is in the operator's shape.
 */
import type { CallDef, ServiceName } from '@selfcare/api-client/contract';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext } from '../app-context';
import type { CallContext, Handler } from '../handlers/types';
import { loyaltyCaller } from '../services/loyalty-caller';
import { resolveSession } from '../services/sessions';
import { isDataException, nulBytePath } from './input-errors';
import { describeIssues } from './operator-error-format';
import { publicCalls } from './public-calls';
import { InvalidInput, OperatorError, operatorErrorBody, sessionExpired } from './operator-error';
import { requesterOf } from './requester';
import { routeTable, type Route } from './routes';

type AnyHandler = Handler<CallDef>;

/** A refusal of the transport, before any handler runs (bad input, unknown call ...). */
class RequestRefused extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function readInput(c: Context, route: Route): Promise<Record<string, unknown>> {
  if (route.row.method === 'GET') return Object.fromEntries(new URL(c.req.url).searchParams);
  if (route.row.multipart) {
    const form = await c.req.parseBody({ all: false }).catch(() => {
      throw new RequestRefused(400, 'BAD_REQUEST', 'The multipart body could not be read.');
    });
    // Files stay files (a Blob to the row's schema): a handler may read their content (identity photos).
    return form as Record<string, unknown>;
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RequestRefused(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RequestRefused(400, 'BAD_REQUEST', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

async function sessionOf(app: AppContext, route: Route, input: Record<string, unknown>) {
  const token =
    typeof input['session'] === 'string' && input['session'] !== '' ? input['session'] : undefined;
  const msisdn = token === undefined ? undefined : await resolveSession(app, token);
  // ERR-02: a session that expired answers 401 on every call; a call that needs one answers 401 without it.
  if (token !== undefined && msisdn === undefined) throw sessionExpired();
  if (route.row.session && msisdn === undefined && !publicCalls.has(route.name)) throw sessionExpired();
  return { session: msisdn === undefined ? undefined : token, msisdn };
}

/**
 * Bodies a handler serves again unchanged (frozen catalogue answers) are validated and serialised
 * once; every other body is validated on each call.
 */
const serialisedBodies = new WeakMap<object, string>();

export function contractRouter(
  app: AppContext,
  calls: Readonly<Record<string, CallDef>>,
  handlers: Readonly<Record<string, AnyHandler | undefined>>,
) {
  const table = routeTable(calls, app.config.productId);

  function refuse(c: Context, service: ServiceName, status: ContentfulStatusCode, error: OperatorError) {
    app.log(`${status} ${c.req.method} ${c.req.path} ${error.code}: ${error.message}`);
    return c.json(operatorErrorBody(service, error), status);
  }

  return async function handle(c: Context): Promise<Response> {
    const route = table.find(c.req.path);
    const service: ServiceName = route?.row.service ?? 'mobile';
    try {
      if (!route)
        throw new RequestRefused(404, 'UNKNOWN_CALL', `No call of the contract is served at ${c.req.path}.`);
      if (route.row.method !== c.req.method) {
        throw new RequestRefused(
          405,
          'METHOD_NOT_ALLOWED',
          `${route.name} is called with ${route.row.method}.`,
        );
      }
      const input = await readInput(c, route);
      const withNul = nulBytePath(input);
      if (withNul !== undefined)
        throw new RequestRefused(400, 'BAD_REQUEST', `${withNul} holds a NUL character.`);
      const { session, msisdn: sessionMsisdn } = await sessionOf(app, route, input);
      // Loyalty bodies carry no session: their signed envelope and member token name the caller
      // (a visitor's rows, LOY-56, name nobody).
      const msisdn =
        route.row.service === 'loyalty' && route.row.guest !== true
          ? await loyaltyCaller(app, route.name, input)
          : sessionMsisdn;
      const parsed = route.row.request.safeParse(input);
      if (!parsed.success) {
        throw new RequestRefused(
          400,
          'BAD_REQUEST',
          `Invalid ${route.name} request: ${describeIssues(parsed.error)}`,
        );
      }
      const handler = handlers[route.name];
      if (!handler) {
        throw new OperatorError(
          'NOT_AVAILABLE',
          `${route.name} (${route.row.matrixId}) is not available in the sandbox yet.`,
        );
      }
      const context: CallContext = {
        ...app,
        session,
        msisdn,
        requester: requesterOf(c),
        setCookie: (name, value, options) => setCookie(c, name, value, options),
      };
      const body = await handler(parsed.data, context);
      const known = typeof body === 'object' && body !== null ? serialisedBodies.get(body) : undefined;
      if (known !== undefined)
        return c.body(known, 200, { 'content-type': 'application/json; charset=UTF-8' });
      const checked = route.row.response.safeParse(body);
      if (!checked.success) {
        app.log(`BUG ${route.name} answered outside its contract: ${describeIssues(checked.error)}`);
        return c.json(
          operatorErrorBody(
            service,
            new OperatorError('SERVER_ERROR', `The sandbox answered ${route.name} wrongly; see its log.`),
          ),
          500,
        );
      }
      if (Object.isFrozen(body)) {
        const text = JSON.stringify(body);
        serialisedBodies.set(body as object, text);
        return c.body(text, 200, { 'content-type': 'application/json; charset=UTF-8' });
      }
      return c.json(body as object);
    } catch (error) {
      if (error instanceof RequestRefused) {
        return refuse(c, service, error.status, new OperatorError(error.code, error.message));
      }
      // Refusals in the operator's words travel with 200, as the operator sends them.
      if (error instanceof InvalidInput) return refuse(c, service, error.status, error);
      if (error instanceof OperatorError) return c.json(operatorErrorBody(service, error));
      if (isDataException(error)) {
        const message = error instanceof Error ? error.message : 'a value is out of range';
        return refuse(c, service, 400, new OperatorError('BAD_REQUEST', `Invalid request: ${message}.`));
      }
      app.log(
        `ERROR ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return c.json(
        operatorErrorBody(
          service,
          new OperatorError('SERVER_ERROR', 'The sandbox failed to answer this call.'),
        ),
        500,
      );
    }
  };
}
