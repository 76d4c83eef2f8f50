import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initUiI18n } from '../../../i18n/testing';
import { sampleCountries } from '../fixtures';
import { CountryPicker } from './CountryPicker';

function renderPicker(searchLabel = 'Tìm quốc gia', selectedIds: string[] = []) {
  const onSelectedChange = vi.fn();
  render(
    <CountryPicker
      countries={sampleCountries}
      selectedIds={selectedIds}
      onSelectedChange={onSelectedChange}
    />,
  );
  const groups = screen.getByTestId('country-groups');
  return { onSelectedChange, groups, search: screen.getByRole('searchbox', { name: searchLabel }) };
}

const shownNames = (groups: HTMLElement) =>
  within(groups)
    .getAllByRole('checkbox')
    .map((box) => box.parentElement?.textContent);

describe('CountryPicker', () => {
  it('ROAM-031 groups every country by the first letter of its accent-stripped name', () => {
    const { groups } = renderPicker();
    expect(within(groups).getAllByRole('checkbox')).toHaveLength(sampleCountries.length);
    // 'Đức' folds to 'duc': it sits under D.
    expect(
      within(within(groups).getByRole('group', { name: 'D' })).getByRole('checkbox', { name: 'Đức' }),
    ).toBeTruthy();
  });

  it('ROAM-026 hides what does not match, accent-insensitively, and keeps the nodes for the next keystroke', async () => {
    const { groups, search } = renderPicker();
    const total = groups.querySelectorAll('input').length;
    await userEvent.type(search, 'duc');
    await waitFor(() =>
      expect(
        within(groups)
          .getAllByRole('checkbox')
          .map((box) => box.getAttribute('name')),
      ).toEqual(['country-DE']),
    );
    expect(groups.querySelectorAll('input')).toHaveLength(total);
    expect(within(groups).queryByRole('group', { name: 'T' })).toBeNull();
    await userEvent.clear(search);
    await waitFor(() => expect(within(groups).getAllByRole('checkbox')).toHaveLength(total));
  });

  it('ROAM-030 says when no country matches', async () => {
    const { search } = renderPicker();
    await userEvent.type(search, 'atlantis');
    expect(await screen.findByText('Không tìm thấy quốc gia')).toBeTruthy();
  });

  it('folds the letter groups on phones until shown or searched, with an accessible disclosure (issue 24)', async () => {
    const { groups, search } = renderPicker();
    const toggle = screen.getByRole('button', { name: `Xem tất cả ${sampleCountries.length} quốc gia` });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(groups.id);
    expect(groups.dataset['folded']).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(groups.dataset['folded']).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Thu gọn danh sách quốc gia' }));
    expect(groups.dataset['folded']).toBe('true');
    // Searching shows the matches, folded or not; the toggle waits until the search is cleared.
    await userEvent.type(search, 'duc');
    expect(groups.dataset['folded']).toBe('false');
    expect(screen.queryByRole('button', { name: /quốc gia$/ })).toBeNull();
    await userEvent.clear(search);
    expect(groups.dataset['folded']).toBe('true');
  });
});

describe('CountryPicker in English (issue 24)', () => {
  afterEach(() => {
    initUiI18n('vi');
  });

  it('VAL-43 ROAM-031 shows the English names, grouped and sorted by them', () => {
    initUiI18n('en-US');
    const { groups } = renderPicker('Search countries');
    const germany = within(within(groups).getByRole('group', { name: 'G' })).getByRole('checkbox');
    expect(germany.getAttribute('name')).toBe('country-DE');
    expect(within(groups).queryByRole('checkbox', { name: 'Đức' })).toBeNull();
    expect(
      within(within(groups).getByRole('group', { name: 'S' }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['country-SG', 'country-KR']);
  });

  it('VAL-38 ROAM-026 finds Thailand by "Thailand" and by "thai lan"', async () => {
    initUiI18n('en-US');
    const { groups, search } = renderPicker('Search countries');
    for (const query of ['Thailand', 'thai lan']) {
      await userEvent.clear(search);
      await userEvent.type(search, query);
      await waitFor(() => expect(shownNames(groups)).toEqual(['Thailand']));
    }
  });

  it('VAL-38 the Vietnamese page finds Thái Lan by its English name too', async () => {
    const { groups, search } = renderPicker();
    await userEvent.type(search, 'thailand');
    await waitFor(() => expect(shownNames(groups)).toEqual(['Thái Lan']));
  });

  it('re-renders the names, chips and groups when the language changes', async () => {
    const i18n = initUiI18n('en-US');
    const { groups } = renderPicker('Search countries', ['DE']);
    expect(screen.getByRole('button', { name: 'Remove Germany' })).toBeTruthy();
    await act(() => i18n.changeLanguage('vi'));
    expect(within(groups).getByRole('checkbox', { name: 'Đức' })).toBeTruthy();
    expect(within(groups).queryByRole('group', { name: 'G' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bỏ chọn Đức' })).toBeTruthy();
  });
});
