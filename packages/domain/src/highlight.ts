/** Search-result highlighting (SRCH-06): which parts of a text match the searched words. */
import { foldText } from './text';

/** A run of text that either matches a searched word or not. */
export interface TextSegment {
  readonly text: string;
  readonly match: boolean;
}

/**
 * The searched words of a /tim-kiem text: VAL-26 turned spaces into '+', so both separate words;
 * blanks are dropped and longer words come first so they win over their own prefixes.
 */
export function searchTerms(searchText: string): string[] {
  const words = searchText
    .split(/[\s+]+/)
    .map((word) => foldText(word))
    .filter((word) => word !== '');
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * SRCH-06: splits `text` into matching and other runs, ignoring accents and case (VAL-38 folding),
 * so 'goi' highlights 'Gói'. Folding is done per character to keep positions of the original text.
 */
export function highlightSegments(text: string, searchText: string): TextSegment[] {
  const terms = searchTerms(searchText);
  const characters = [...text.normalize('NFC')];
  const folded = characters.map((character) => foldText(character));
  const marked = new Array<boolean>(characters.length).fill(false);
  for (let start = 0; start < characters.length; start += 1) {
    for (const term of terms) {
      if (matchesAt(folded, start, term)) {
        marked.fill(true, start, start + countCharacters(folded, start, term));
        break;
      }
    }
  }
  const segments: TextSegment[] = [];
  characters.forEach((character, index) => {
    const match = marked[index] ?? false;
    const last = segments.at(-1);
    if (last && last.match === match) segments[segments.length - 1] = { text: last.text + character, match };
    else segments.push({ text: character, match });
  });
  return segments;
}

function matchesAt(folded: readonly string[], start: number, term: string): boolean {
  let joined = '';
  for (let index = start; index < folded.length && joined.length < term.length; index += 1)
    joined += folded[index];
  return joined.startsWith(term);
}

/** How many original characters the term covers from `start` (a folded character may be longer than one). */
function countCharacters(folded: readonly string[], start: number, term: string): number {
  let length = 0;
  let count = 0;
  while (length < term.length && start + count < folded.length) {
    length += folded[start + count]?.length ?? 0;
    count += 1;
  }
  return count;
}
