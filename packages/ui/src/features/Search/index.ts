export { SearchResults } from './SearchResults';
export type { SearchResultsProps } from './SearchResults';
export { HighlightedText } from './HighlightedText';
export type { HighlightedTextProps } from './HighlightedText';
