/**
 * TanStack Query option factories for every call: `read(name, params)` gives queryOptions-compatible
 * objects, `write(name)` mutation options. Their functions throw `ApiFailure` (TanStack needs a throw).
 * Built once per client; the subscriber is read when an option object is made, so its key always
 * names the number signed in at that moment.
 */
import type { MutationFunctionContext, QueryFunctionContext } from '@tanstack/query-core';
import type { ApiClient } from '../client/createApiClient';
import { unwrap } from '../client/errors';
import type { Contract, RequestOf, ResponseOf } from '../contract';
import { callKey, queryKeyOf, type CallQueryKey } from './keys';
import type { ReadCallName, WriteCallName } from './writes';

export interface CallQueryOptions<N extends ReadCallName, T = ResponseOf<Contract[N]>> {
  readonly queryKey: CallQueryKey<N, RequestOf<Contract[N]>>;
  readonly queryFn: (context: Pick<QueryFunctionContext, 'signal'>) => Promise<T>;
}

export interface CallMutationOptions<N extends WriteCallName, T = ResponseOf<Contract[N]>> {
  readonly mutationKey: readonly [Contract[N]['service'], N];
  readonly mutationFn: (body: RequestOf<Contract[N]>, context?: MutationFunctionContext) => Promise<T>;
}

/** Who is signed in now (their number), or null for a guest: goes into every subscriber-scoped key. */
export interface QueryScope {
  readonly subscriber: () => string | null;
}

export interface QueryFactories {
  read<N extends ReadCallName>(name: N, params: RequestOf<Contract[N]>): CallQueryOptions<N>;
  /** A read whose data is mapped (wire record → domain model) inside the queryFn. */
  readMapped<N extends ReadCallName, T>(
    name: N,
    params: RequestOf<Contract[N]>,
    map: (data: ResponseOf<Contract[N]>) => T,
  ): CallQueryOptions<N, T>;
  write<N extends WriteCallName>(name: N): CallMutationOptions<N>;
}

export function createQueryFactories(client: ApiClient, scope: QueryScope): QueryFactories {
  function readMapped<N extends ReadCallName, T>(
    name: N,
    params: RequestOf<Contract[N]>,
    map: (data: ResponseOf<Contract[N]>) => T,
  ): CallQueryOptions<N, T> {
    return {
      queryKey: queryKeyOf(name, params, scope.subscriber()),
      queryFn: async ({ signal }) => map(await unwrap(client.call(name, params, { signal }))),
    };
  }
  return {
    read: (name, params) => readMapped(name, params, (data) => data),
    readMapped,
    write: (name) => ({
      mutationKey: callKey(name) as CallMutationOptions<typeof name>['mutationKey'],
      mutationFn: (body) => unwrap(client.call(name, body)),
    }),
  };
}
