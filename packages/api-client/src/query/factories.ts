/**
 * TanStack Query option factories for every call: `read(name, params)` gives queryOptions-compatible
 * objects, `write(name)` mutation options. Their functions throw `ApiFailure` (TanStack needs a throw).
 */
import type { MutationFunctionContext, QueryFunctionContext } from '@tanstack/query-core';
import type { ApiClient } from '../client/createApiClient';
import { unwrap } from '../client/errors';
import type { Contract, RequestOf, ResponseOf } from '../contract';
import { callKey, queryKeyOf } from './keys';
import type { ReadCallName, WriteCallName } from './writes';

export interface CallQueryOptions<N extends ReadCallName, T = ResponseOf<Contract[N]>> {
  readonly queryKey: readonly [Contract[N]['service'], N, RequestOf<Contract[N]>];
  readonly queryFn: (context: Pick<QueryFunctionContext, 'signal'>) => Promise<T>;
}

export interface CallMutationOptions<N extends WriteCallName, T = ResponseOf<Contract[N]>> {
  readonly mutationKey: readonly [Contract[N]['service'], N];
  readonly mutationFn: (body: RequestOf<Contract[N]>, context?: MutationFunctionContext) => Promise<T>;
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
  writeMapped<N extends WriteCallName, T>(
    name: N,
    map: (data: ResponseOf<Contract[N]>) => T,
  ): CallMutationOptions<N, T>;
}

export function createQueryFactories(client: ApiClient): QueryFactories {
  function readMapped<N extends ReadCallName, T>(
    name: N,
    params: RequestOf<Contract[N]>,
    map: (data: ResponseOf<Contract[N]>) => T,
  ): CallQueryOptions<N, T> {
    return {
      queryKey: queryKeyOf(name, params) as CallQueryOptions<N, T>['queryKey'],
      queryFn: async ({ signal }) => map(await unwrap(client.call(name, params, { signal }))),
    };
  }
  function writeMapped<N extends WriteCallName, T>(
    name: N,
    map: (data: ResponseOf<Contract[N]>) => T,
  ): CallMutationOptions<N, T> {
    return {
      mutationKey: callKey(name) as CallMutationOptions<N, T>['mutationKey'],
      mutationFn: async (body) => map(await unwrap(client.call(name, body))),
    };
  }
  const same = <T>(data: T) => data;
  return {
    read: (name, params) => readMapped(name, params, same),
    readMapped,
    write: (name) => writeMapped(name, same),
    writeMapped,
  };
}
