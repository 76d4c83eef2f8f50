/** Reads and writes, as each contract row says (its `access` field); nothing is listed by hand. */
import type { CallName, Contract } from '../contract';
import { accessOf } from '../contract/lookup';

/** Calls that change state (mutations, through the portal's useCallMutation). */
export type WriteCallName = {
  [N in CallName]: Contract[N]['access'] extends 'write' ? N : never;
}[CallName];
/** Calls that only ask (queries: cached, keyed, prefetched by route loaders). */
export type ReadCallName = Exclude<CallName, WriteCallName>;

export function isWriteCall(name: CallName): name is WriteCallName {
  return accessOf(name) === 'write';
}
