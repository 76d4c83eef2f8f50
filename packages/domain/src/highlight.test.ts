import { describe, expect, it } from 'vitest';
import { highlightSegments, searchTerms } from './highlight';

const marked = (text: string, search: string) =>
  highlightSegments(text, search)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('search highlighting', () => {
  it('SRCH-06 splits the /tim-kiem text on + and spaces, longest word first', () => {
    expect(searchTerms('goi+cuoc  D15')).toEqual(['cuoc', 'goi', 'd15']);
    expect(searchTerms('+ +')).toEqual([]);
  });

  it('SRCH-06 marks every match ignoring accents and case, keeping the original letters', () => {
    expect(marked('Gói cước D15 - gói ngày', 'goi')).toEqual(['Gói', 'gói']);
    expect(marked('Gói cước Đặc biệt', 'dac+CUOC')).toEqual(['cước', 'Đặc']);
  });

  it('SRCH-06 keeps the whole text, in order, whether it matches or not', () => {
    const text = 'Internet cáp quang Home Net';
    expect(
      highlightSegments(text, 'net')
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
    expect(highlightSegments(text, 'zzz')).toEqual([{ text, match: false }]);
    expect(highlightSegments('', 'net')).toEqual([]);
  });

  it('SRCH-06 merges neighbouring matches of different words into one run', () => {
    expect(highlightSegments('MAX100', 'max+100')).toEqual([{ text: 'MAX100', match: true }]);
  });
});
