import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceOrder } from '../constants';
import {
  EMPTY_ROAMING_FILTER,
  filterRoamingPackages,
  hasMoreRoamingPackages,
  hotKeysOf,
  isActiveRoamingPackage,
  matchesRoamingFilter,
  sortByPrice,
  visibleRoamingPackages,
} from './packages';

const pkg = (id: string, price: number, cycle: number, countryIds: number[]) => ({
  id,
  price,
  cycle,
  countryIds,
});
const packages = [
  pkg('a', 300, 7, [1, 2, 3]),
  pkg('b', 100, 30, [1, 2]),
  pkg('c', 200, 7, [2, 3]),
  pkg('d', 100, 15, [1, 3]),
];

describe('roaming package filter', () => {
  it('VAL-39 a package must cover every selected country', () => {
    const result = filterRoamingPackages(packages, { countryIds: [1, 3], cycles: [], priceOrder: 'none' });
    expect(result.map((p) => p.id)).toEqual(['a', 'd']);
  });

  it('VAL-40 a package must have any selected cycle', () => {
    const result = filterRoamingPackages(packages, { countryIds: [], cycles: [7, 15], priceOrder: 'none' });
    expect(result.map((p) => p.id)).toEqual(['a', 'c', 'd']);
  });

  it('VAL-41 sorts by price ascending or descending, stable, or keeps the order', () => {
    expect(sortByPrice(packages, 'asc').map((p) => p.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(sortByPrice(packages, 'desc').map((p) => p.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(sortByPrice(packages, 'none').map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('VAL-42 an impossible filter gives an empty list (the page shows the no-match text)', () => {
    expect(filterRoamingPackages(packages, { countryIds: [9], cycles: [], priceOrder: 'asc' })).toEqual([]);
    expect(filterRoamingPackages(packages, EMPTY_ROAMING_FILTER)).toEqual(packages);
  });

  it('VAL-39 VAL-40 VAL-41 every result satisfies the filter, none satisfying is dropped, order holds (property)', () => {
    const arbPackage = fc.record({
      price: fc.integer({ min: 0, max: 1000 }),
      cycle: fc.constantFrom(1, 7, 15, 30),
      countryIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 8 }),
    });
    const arbFilter = fc.record({
      countryIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
      cycles: fc.uniqueArray(fc.constantFrom(1, 7, 15, 30), { maxLength: 2 }),
      priceOrder: fc.constantFrom<PriceOrder>('none', 'asc', 'desc'),
    });
    fc.assert(
      fc.property(fc.array(arbPackage, { maxLength: 30 }), arbFilter, (all, filter) => {
        const result = filterRoamingPackages(all, filter);
        const satisfies = (p: (typeof all)[number]) =>
          filter.countryIds.every((id) => p.countryIds.includes(id)) &&
          (filter.cycles.length === 0 || filter.cycles.includes(p.cycle));
        expect(result.every(satisfies)).toBe(true);
        expect(result).toHaveLength(all.filter(satisfies).length);
        for (const p of all.filter(satisfies)) expect(result).toContain(p);
        for (let i = 1; i < result.length; i += 1) {
          const [prev, next] = [result[i - 1]?.price ?? 0, result[i]?.price ?? 0];
          if (filter.priceOrder === 'asc') expect(prev).toBeLessThanOrEqual(next);
          if (filter.priceOrder === 'desc') expect(prev).toBeGreaterThanOrEqual(next);
        }
        if (filter.priceOrder === 'none') expect(result).toEqual(all.filter(satisfies));
      }),
    );
  });

  it('VAL-40 reads the string cycles and ids of the RoamingPackage model, a missing cycle matching no cycle', () => {
    const models = [
      { id: 'x', price: 5, cycle: '7', countryIds: ['VN', 'JP'] },
      { id: 'y', price: 3, cycle: undefined, countryIds: ['JP'] },
    ];
    expect(filterRoamingPackages(models, { countryIds: ['JP'], cycles: ['7'], priceOrder: 'none' })).toEqual([
      models[0],
    ]);
    expect(filterRoamingPackages(models, { countryIds: ['JP'], cycles: [], priceOrder: 'asc' })).toEqual([
      models[1],
      models[0],
    ]);
  });

  it('VAL-39 the country index follows a package list that changes between calls', () => {
    const ids = [1];
    const changing = { price: 1, cycle: 7, countryIds: ids };
    expect(matchesRoamingFilter(changing, { countryIds: [1], cycles: [] })).toBe(true);
    expect(matchesRoamingFilter({ ...changing, countryIds: [2] }, { countryIds: [1], cycles: [] })).toBe(
      false,
    );
  });
});

describe('roaming list display', () => {
  it('CONST-65 ROAM-018 shows 3 packages until see more is toggled', () => {
    expect(visibleRoamingPackages(packages, false)).toHaveLength(3);
    expect(visibleRoamingPackages(packages, true)).toHaveLength(4);
    expect(hasMoreRoamingPackages(packages)).toBe(true);
    expect(hasMoreRoamingPackages(packages.slice(0, 3))).toBe(false);
  });

  it('CONST-66 ROAM-019 shows the first 3 hot keys', () => {
    expect(hotKeysOf('5G, Tốc độ cao,,Không giới hạn, Rẻ')).toEqual(['5G', 'Tốc độ cao', 'Không giới hạn']);
    expect(hotKeysOf(undefined)).toEqual([]);
    expect(hotKeysOf(['a', ' ', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
  });

  it('ROAM-038 the active package reads registered', () => {
    expect(isActiveRoamingPackage('R7', 'R7')).toBe(true);
    expect(isActiveRoamingPackage('R7', ' R7 ')).toBe(true);
    expect(isActiveRoamingPackage('R7', 'R15')).toBe(false);
    expect(isActiveRoamingPackage('R7', null)).toBe(false);
  });
});
