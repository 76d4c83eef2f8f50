/** Hierarchical query keys: [service, callName, params], so a service or a call can be invalidated at once. */
import type { ServiceName } from '../contract/define';
import { serviceOf } from '../contract/directory';
import type { CallName } from '../contract/index';

export function serviceKey<S extends ServiceName>(service: S) {
  return [service] as const;
}

export function callKey<N extends CallName>(name: N) {
  return [serviceOf(name), name] as const;
}

export function queryKeyOf<N extends CallName, P>(name: N, params: P) {
  return [serviceOf(name), name, params] as const;
}
