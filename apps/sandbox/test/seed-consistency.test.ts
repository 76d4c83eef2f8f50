import { periodOfCode, type PackagePeriod } from '@selfcare/domain';
import { describe, expect, it } from 'vitest';
import { seedPackages } from '../src/seed/packages';

/** How long each PERIOD covers, in the words a package name or description uses (CONST-25). */
const spanOf: Readonly<Record<PackagePeriod, readonly string[] | undefined>> = {
  day: ['1 ngày'],
  week: ['7 ngày', '1 tuần'],
  month: ['1 tháng', '30 ngày'],
  perUse: undefined, // one use: no time span to agree with
  sixMonths: ['6 tháng'],
  threeDays: ['3 ngày'],
  tenDays: ['10 ngày'],
  nineMonths: ['9 tháng'],
};

/** Spans a package claims: 'N ngày / tuần / tháng' in its name, 'trong N …' (or 'trong ngày') in its lines. */
function claimedSpans(name: string, descriptionHtml: string): string[] {
  const inName = [...name.matchAll(/(\d+)\s*(ngày|tuần|tháng)/g)].map((m) => `${m[1]} ${m[2]}`);
  const text = descriptionHtml.replace(/<[^>]+>/g, ' ');
  const inLines = [...text.matchAll(/trong (\d+ )?(ngày|tuần|tháng)/g)].map(
    (m) => `${(m[1] ?? '1 ').trim()} ${m[2]}`,
  );
  return [...inName, ...inLines];
}

describe('seed packages agree with themselves (issue 24)', () => {
  it.each(seedPackages.map((pkg) => [pkg.code, pkg] as const))(
    '%s: the period in its name and lines is the period its price is per',
    (_code, pkg) => {
      const period = periodOfCode(pkg.periodCode);
      const allowed = spanOf[period];
      for (const span of claimedSpans(pkg.name, pkg.descriptionHtml)) {
        expect(allowed, `${pkg.name}: '${span}' but priced per ${period}`).toContain(span);
      }
    },
  );

  it('reads the spans the checks rely on', () => {
    expect(claimedSpans('BIG90 12 tháng', '<li>7 GB/tháng trong 12 tháng</li>')).toEqual([
      '12 tháng',
      '12 tháng',
    ]);
    expect(claimedSpans('D5', '<li>1 GB tốc độ cao trong ngày</li>')).toEqual(['1 ngày']);
    expect(claimedSpans('MAX100', '<li>30 GB/tháng</li><li>Tặng thêm 3 tháng</li>')).toEqual([]);
  });
});
