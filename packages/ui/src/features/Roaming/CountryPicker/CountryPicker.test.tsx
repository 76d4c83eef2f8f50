import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCountries } from '../fixtures';
import { CountryPicker } from './CountryPicker';

function renderPicker() {
  const onSelectedChange = vi.fn();
  render(<CountryPicker countries={sampleCountries} selectedIds={[]} onSelectedChange={onSelectedChange} />);
  const groups = screen.getByTestId('country-groups');
  return { onSelectedChange, groups, search: screen.getByRole('searchbox', { name: 'Tìm quốc gia' }) };
}

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
