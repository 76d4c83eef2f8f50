/** @selfcare/api-client/query: TanStack Query option factories (types from query-core only, no React). */
export { createQueryFactories } from './factories';
export type { CallMutationOptions, CallQueryOptions, QueryFactories } from './factories';
export { createGroupQueries } from './groups';
export type { GroupQueries } from './groups';
export { callKey, queryKeyOf, serviceKey } from './keys';
export { isWriteCall, writeCallNames } from './writes';
export type { ReadCallName, WriteCallName } from './writes';
