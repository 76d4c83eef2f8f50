export { NewsCard } from './NewsCard/NewsCard';
export type { NewsCardProps } from './NewsCard/NewsCard';
export { NewsList } from './NewsList/NewsList';
export type { NewsListProps } from './NewsList/NewsList';
export { NewsDetail } from './NewsDetail/NewsDetail';
export type { NewsDetailProps } from './NewsDetail/NewsDetail';
