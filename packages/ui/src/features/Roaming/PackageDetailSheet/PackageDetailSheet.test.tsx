import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleRoamingPackage } from '../fixtures';
import { PackageDetailSheet } from './PackageDetailSheet';

describe('PackageDetailSheet', () => {
  it('ROAM-037 shows prepaid and postpaid coverage as a readable yes or no (issue 24: it showed "1")', () => {
    const scope = { carrierName: 'AIS', handsetDisplay: 'TH GSM' };
    const pkg = {
      ...sampleRoamingPackage,
      scopes: [
        { ...scope, countryName: 'Thái Lan', prepaid: true, postpaid: false },
        { ...scope, countryName: 'Lào', prepaid: undefined, postpaid: true },
      ],
    };
    render(<PackageDetailSheet pkg={pkg} onOpenChange={vi.fn()} isActive={false} onRegister={vi.fn()} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const cells = (row: number) =>
      within(rows[row] ?? document.body)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1).slice(3)).toEqual(['Có', 'Không']);
    expect(cells(2).slice(3)).toEqual(['—', 'Có']);
  });
});
