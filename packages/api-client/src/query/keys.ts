/** Hierarchical query keys: [service, callName, params], so a service or a call can be invalidated at once. */
import { type CallName, contract, type ServiceName } from '../contract';

export function serviceKey<S extends ServiceName>(service: S) {
  return [service] as const;
}

export function callKey<N extends CallName>(name: N) {
  return [contract[name].service, name] as const;
}

export function queryKeyOf<N extends CallName, P>(name: N, params: P) {
  return [contract[name].service, name, params] as const;
}
