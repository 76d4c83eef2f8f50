import { highlightSegments } from '@selfcare/domain';
import * as styles from './HighlightedText.css';

export interface HighlightedTextProps {
  text: string;
  /** The searched text (the /tim-kiem segment, words joined by '+'). */
  search: string;
}

/** SRCH-06: the searched words marked with <mark>, ignoring accents and case (rule in domain). */
export function HighlightedText({ text, search }: HighlightedTextProps) {
  return (
    <>
      {highlightSegments(text, search).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
