import type { CallDef, CallName, Contract } from '@selfcare/api-client/contract';
import type { CookieOptions } from 'hono/utils/cookie';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { sessionExpired } from '../http/operator-error';
import type { Requester } from '../http/requester';

/** What a handler knows about the call it answers. */
export interface CallContext extends AppContext {
  /** The session token the body carried (rows with `session: true`). */
  readonly session: string | undefined;
  /** The subscriber behind that session. */
  readonly msisdn: string | undefined;
  /** Who sent the call (issue 47): limits bind the requester as well as the number. */
  readonly requester: Requester;
  /** Sets a cookie on this call's answer (issue 47: the device cookie a sign-in leaves, services/requesters.ts). */
  readonly setCookie: (name: string, value: string, options: CookieOptions) => void;
}

/**
 * A handler takes the validated request and returns the wire body (validated by the router with
 * the row's response schema), or throws an OperatorError for a refusal in the operator's words.
 */
export type Handler<C extends CallDef> = (
  request: z.output<C['request']>,
  context: CallContext,
) => Promise<z.input<C['response']>>;

export type Handlers = { readonly [K in CallName]?: Handler<Contract[K]> };

/** The signed-in subscriber, or the operator's 401 (ERR-02). */
export function signedIn(context: CallContext): string {
  if (context.msisdn === undefined) throw sessionExpired();
  return context.msisdn;
}
