/** Roaming package list rules (§2.11, §3, §5, §9): filter, sort, 'see more', hot keys, active package. */
import { ROAMING_DEFAULT_SHOWN, ROAMING_HOT_KEYS_SHOWN, type PriceOrder } from '../constants';

/** The part of a roaming package the filter reads (RoamingPackage fits): price, cycle, covered country ids. */
export interface FilterableRoamingPackage {
  readonly price: number;
  readonly cycle: string | number | undefined;
  readonly countryIds: readonly (string | number)[];
}

/** ENT-65: the filter: selected countries, selected cycles and the price order. */
export interface RoamingFilter<Id = string, Cycle = string> {
  readonly countryIds: readonly Id[];
  readonly cycles: readonly Cycle[];
  readonly priceOrder: PriceOrder;
}

/** The filter whose id and cycle types are those of a package type. */
export type RoamingFilterFor<P extends FilterableRoamingPackage> = RoamingFilter<
  P['countryIds'][number],
  NonNullable<P['cycle']>
>;

/** A filter that keeps every package in server order. */
export const EMPTY_ROAMING_FILTER: RoamingFilter<never, never> = {
  countryIds: [],
  cycles: [],
  priceOrder: 'none',
};

// Packages keep their country list between filter changes: index each list once.
const countrySets = new WeakMap<readonly unknown[], ReadonlySet<unknown>>();

function countrySetOf<Id>(countryIds: readonly Id[]): ReadonlySet<Id> {
  let set = countrySets.get(countryIds) as ReadonlySet<Id> | undefined;
  if (!set) {
    set = new Set(countryIds);
    countrySets.set(countryIds, set);
  }
  return set;
}

/** VAL-39, VAL-40: covers every selected country (AND) and has any selected cycle (OR); empty selections keep all. */
export function matchesRoamingFilter<P extends FilterableRoamingPackage>(
  pkg: P,
  filter: Pick<RoamingFilterFor<P>, 'countryIds' | 'cycles'>,
): boolean {
  const cycles: readonly unknown[] = filter.cycles;
  if (cycles.length > 0 && !cycles.includes(pkg.cycle)) return false;
  if (filter.countryIds.length === 0) return true;
  const covered = countrySetOf(pkg.countryIds);
  return filter.countryIds.every((id) => covered.has(id));
}

/** VAL-41: stable sort by price ascending or descending; 'none' keeps the given order. */
export function sortByPrice<P extends { readonly price: number }>(
  packages: readonly P[],
  order: PriceOrder,
): P[] {
  const sorted = [...packages];
  if (order === 'asc') sorted.sort((a, b) => a.price - b.price);
  else if (order === 'desc') sorted.sort((a, b) => b.price - a.price);
  return sorted;
}

/** VAL-39 ... VAL-41: the packages that pass the filter, in the chosen price order (empty: VAL-42 message). */
export function filterRoamingPackages<P extends FilterableRoamingPackage>(
  packages: readonly P[],
  filter: RoamingFilterFor<P>,
): P[] {
  return sortByPrice(
    packages.filter((pkg) => matchesRoamingFilter(pkg, filter)),
    filter.priceOrder,
  );
}

/** ROAM-018, CONST-65: 3 packages until 'see more' is toggled, then all. */
export function visibleRoamingPackages<P>(packages: readonly P[], expanded: boolean): readonly P[] {
  return expanded ? packages : packages.slice(0, ROAMING_DEFAULT_SHOWN);
}

/** ROAM-018: whether the 'see more' toggle has anything to reveal. */
export function hasMoreRoamingPackages(packages: readonly unknown[]): boolean {
  return packages.length > ROAMING_DEFAULT_SHOWN;
}

/** ROAM-019, CONST-66: the first 3 tags of listHotKey (comma-separated text or already split), blanks dropped. */
export function hotKeysOf(listHotKey: string | readonly string[] | null | undefined): string[] {
  const keys = typeof listHotKey === 'string' ? listHotKey.split(',') : (listHotKey ?? []);
  return keys
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .slice(0, ROAMING_HOT_KEYS_SHOWN);
}

/** ROAM-038: the register button reads 'registered' and is disabled for the package already active. */
export function isActiveRoamingPackage(
  packageCode: string,
  rxServiceActive: string | null | undefined,
): boolean {
  return rxServiceActive != null && rxServiceActive.trim() !== '' && packageCode === rxServiceActive.trim();
}
