import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchResults } from './SearchResults';

const results = { searchText: 'd15', packageResults: null, newsResults: null } as const;

describe('SearchResults', () => {
  it('shows no count in the section headings while the search runs', () => {
    render(<SearchResults {...results} packageCount={0} packagesLoading newsCount={0} newsLoading />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Gói cước', 'Tin tức']);
  });

  it('counts each section once its results are known, even while the other still loads', () => {
    render(<SearchResults {...results} packageCount={2} newsCount={0} newsLoading />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Gói cước (2)', 'Tin tức']);
  });

  it('says so when a section found nothing', () => {
    render(<SearchResults {...results} packageCount={0} newsCount={1} />);
    expect(screen.getByRole('heading', { name: 'Gói cước (0)' })).toBeTruthy();
    expect(screen.getByText('Không có gói cước nào khớp với từ khoá.')).toBeTruthy();
  });
});
