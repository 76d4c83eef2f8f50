export { NewsCard } from './NewsCard';
export type { NewsCardProps } from './NewsCard';
export { NewsList } from './NewsList';
export type { NewsListProps } from './NewsList';
export { NewsDetail } from './NewsDetail';
export type { NewsDetailProps } from './NewsDetail';
