import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleBanks } from '../fixtures';
import { BankChooser } from './BankChooser';

function renderChooser() {
  const onChoose = vi.fn();
  render(<BankChooser open onOpenChange={vi.fn()} banks={sampleBanks} device="IOS" onChoose={onChoose} />);
  return { onChoose, search: screen.getByRole('searchbox', { name: 'Tìm ngân hàng' }) };
}

describe('BankChooser', () => {
  it('ROAM-086 ROAM-087 suggests the first 4 banks while the search is empty', () => {
    renderChooser();
    const suggested = screen.getByRole('region', { name: 'Gợi ý' });
    expect(within(suggested).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(screen.getByRole('region', { name: 'Tất cả ngân hàng' })).getAllByRole('listitem'),
    ).toHaveLength(sampleBanks.length);
  });

  it('ROAM-088 ROAM-091 filters on the current keystroke, not one behind', async () => {
    const { search } = renderChooser();
    await userEvent.type(search, 'v');
    const all = () =>
      within(screen.getByRole('region', { name: 'Tất cả ngân hàng' })).getAllByRole('listitem');
    expect(all().map((item) => item.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('VCB Digibank')]),
    );
    await userEvent.type(search, 'p');
    expect(all()).toHaveLength(1);
    expect(all()[0]?.textContent).toContain('VPBank NEO');
  });

  it('ROAM-090 shows the not-found text, and ROAM-102 hands the chosen bank over', async () => {
    const { search, onChoose } = renderChooser();
    await userEvent.type(search, 'zzz');
    expect(screen.getByRole('status').textContent).toBe('Không tìm thấy ngân hàng');
    await userEvent.clear(search);
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Gợi ý' })).getAllByRole('button')[0] ?? document.body,
    );
    expect(onChoose).toHaveBeenCalledWith(sampleBanks[0]);
  });
});
