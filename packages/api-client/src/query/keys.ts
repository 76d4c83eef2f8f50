/**
 * Hierarchical query keys: [service, callName, params], so a service or a call can be invalidated at
 * once. A call whose answer belongs to the signed-in subscriber (scope 'subscriber' in the directory)
 * ends with `{ subscriber }`, their number or null for a guest, so one subscriber's cached answer is
 * never another's, and signing out can drop exactly these queries.
 */
import type { ServiceName } from '../contract/define';
import type { CallName } from '../contract/index';
import { scopeOf, serviceOf } from '../contract/lookup';

/** Whose answers a key holds: the signed-in number, or null for a guest. */
export interface SubscriberScope {
  readonly subscriber: string | null;
}

export type CallQueryKey<N extends CallName, P> =
  readonly [ServiceName, N, P] | readonly [ServiceName, N, P, SubscriberScope];

export function serviceKey<S extends ServiceName>(service: S) {
  return [service] as const;
}

export function callKey<N extends CallName>(name: N) {
  return [serviceOf(name), name] as const;
}

export function queryKeyOf<N extends CallName, P>(
  name: N,
  params: P,
  subscriber: string | null,
): CallQueryKey<N, P> {
  return scopeOf(name) === 'subscriber'
    ? [serviceOf(name), name, params, { subscriber }]
    : [serviceOf(name), name, params];
}

/** Whether a query key holds a subscriber's own answer (to drop on sign-out or a change of number). */
export function isSubscriberKey(queryKey: readonly unknown[]): boolean {
  const scope = queryKey[3];
  return typeof scope === 'object' && scope !== null && 'subscriber' in scope;
}

/** Whether a key holds the answer of a subscriber other than `current` (a guest's count as theirs too). */
export function isOtherSubscriberKey(queryKey: readonly unknown[], current: string | null): boolean {
  return isSubscriberKey(queryKey) && (queryKey[3] as SubscriberScope).subscriber !== current;
}
