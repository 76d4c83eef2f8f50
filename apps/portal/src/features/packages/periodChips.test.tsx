import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes, warmShell } from '../../../test/router';

const card = (id: number, period: number) => ({
  ID: id,
  NAME: `G${id}`,
  CODE: `G${id}`,
  PRICE: 10000,
  PERIOD: period,
});

beforeAll(warmShell, 60_000);

afterEach(() => vi.unstubAllGlobals());

describe('the catalogue’s period filter', { timeout: 20_000 }, () => {
  it('CONST-25 lists its chips by duration, per use last, each named as a package kind', async () => {
    // Periods in a jumbled order: month, per use, day, 9 months, week, 3 days.
    const result = [card(1, 3), card(2, 4), card(3, 1), card(4, 9), card(5, 2), card(6, 7)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error_code: '0', message: '', result }))),
    );
    renderRoutes('/dich-vu/goi-cuoc-di-dong');
    const filter = await screen.findByRole('group', { name: 'Lọc theo chu kỳ' }, { timeout: 10_000 });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Tất cả',
      'Gói ngày',
      'Gói 3 ngày',
      'Gói tuần',
      'Gói tháng',
      'Gói 9 tháng',
      'Gói theo lần dùng',
    ]);
  });
});
