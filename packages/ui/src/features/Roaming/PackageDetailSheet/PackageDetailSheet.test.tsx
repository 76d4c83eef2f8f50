import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initUiI18n } from '../../../i18n/testing';
import { sampleRoamingPackage } from '../fixtures';
import { PackageDetailSheet } from './PackageDetailSheet';

describe('PackageDetailSheet', () => {
  it('ROAM-037 the coverage table scrolls sideways inside a named region the keyboard can reach (WCAG 2.1.1)', () => {
    render(
      <PackageDetailSheet
        pkg={sampleRoamingPackage}
        onOpenChange={vi.fn()}
        isActive={false}
        onRegister={vi.fn()}
      />,
    );
    const frame = screen.getByRole('region', { name: 'Phạm vi áp dụng' });
    expect(frame.getAttribute('tabindex')).toBe('0');
    expect(within(frame).getAllByRole('table')).toHaveLength(1);
  });

  it('ROAM-037 shows prepaid and postpaid coverage as a readable yes or no (issue 24: it showed "1")', () => {
    const scope = { carrierName: 'AIS', handsetDisplay: 'TH GSM' };
    const pkg = {
      ...sampleRoamingPackage,
      scopes: [
        { ...scope, countryName: { vi: 'Thái Lan', en: 'Thailand' }, prepaid: true, postpaid: false },
        { ...scope, countryName: { vi: 'Lào', en: 'Laos' }, prepaid: undefined, postpaid: true },
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

  it("ROAM-037 names the coverage countries in the reader's language, Vietnamese where no English was sent (issue 24)", () => {
    const scope = { carrierName: 'AIS', handsetDisplay: undefined, prepaid: true, postpaid: true };
    const pkg = {
      ...sampleRoamingPackage,
      scopes: [
        { ...scope, countryName: { vi: 'Thái Lan', en: 'Thailand' } },
        { ...scope, countryName: { vi: 'Lào', en: undefined } },
        { ...scope, countryName: undefined },
      ],
    };
    const countries = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    initUiI18n('en-US');
    const { unmount } = render(
      <PackageDetailSheet pkg={pkg} onOpenChange={vi.fn()} isActive={false} onRegister={vi.fn()} />,
    );
    expect(countries()).toEqual(['Thailand', 'Lào', '—']);
    unmount();
    initUiI18n('vi');
    render(<PackageDetailSheet pkg={pkg} onOpenChange={vi.fn()} isActive={false} onRegister={vi.fn()} />);
    expect(countries()).toEqual(['Thái Lan', 'Lào', '—']);
  });
});
