export { SearchResults } from './SearchResults/SearchResults';
export type { SearchResultsProps } from './SearchResults/SearchResults';
export { HighlightedText } from './HighlightedText/HighlightedText';
export type { HighlightedTextProps } from './HighlightedText/HighlightedText';
