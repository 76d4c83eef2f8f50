export { SearchResults } from './SearchResults/SearchResults';
export type { SearchResultsProps } from './SearchResults/SearchResults';
