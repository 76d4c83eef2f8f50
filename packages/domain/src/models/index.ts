/** Domain models: the camelCase shapes the ui and portal see (api-client maps wire records to these). */
export type * from './account';
export type * from './banks';
export type * from './banner';
export type * from './location';
export type * from './loyalty';
export type * from './packages';
export type * from './payments';
export type * from './roaming';
export type * from './shortLink';
