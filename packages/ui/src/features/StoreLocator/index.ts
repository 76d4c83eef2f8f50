export { StoreList } from './StoreList/StoreList';
export type { StoreListProps } from './StoreList/StoreList';
export { StoreMap } from './StoreMap/StoreMap';
export type { StoreMapProps, StoreMapTiles } from './StoreMap/StoreMap';
