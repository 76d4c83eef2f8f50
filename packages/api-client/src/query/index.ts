/** @selfcare/api-client/query: TanStack Query option factories (types from query-core only, no React). */
export { createQueryFactories } from './factories';
export type { CallMutationOptions, CallQueryOptions, QueryFactories, QueryScope } from './factories';
export { createQueries } from './groups';
export type { Queries } from './groups';
export { callKey, isOtherSubscriberKey, isSubscriberKey, queryKeyOf, serviceKey } from './keys';
export type { CallQueryKey, SubscriberScope } from './keys';
export { isWriteCall } from './writes';
export type { ReadCallName, WriteCallName } from './writes';
