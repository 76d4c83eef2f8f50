import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { samplePackages } from '../../../fixtures/sampleData';
import { PackageGrid } from './PackageGrid';

describe('PackageGrid', () => {
  it('PKG-02 marks the active codes, shows skeletons while loading and an empty state', () => {
    const { rerender } = render(
      <PackageGrid packages={samplePackages} activeCodes={new Set(['BIG90'])} onAction={vi.fn()} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(samplePackages.length);
    expect(screen.getByRole('button', { name: 'Huỷ gói BIG90' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đăng ký gói D15' })).toBeTruthy();
    rerender(<PackageGrid packages={[]} loading />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    rerender(<PackageGrid packages={[]} />);
    expect(screen.getByRole('heading', { name: 'Chưa có gói cước' })).toBeTruthy();
  });
});
