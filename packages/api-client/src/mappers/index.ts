export * from './account';
export * from './banks';
export * from './location';
export * from './order';
export * from './loyalty';
export * from './packages';
export * from './roaming';
export * from './shortLink';
export { flag, optional } from './wire';
