/**
 * Roaming list benchmark: filter + sort of 5,000 packages over 200 countries with 5 selected countries,
 * 2 cycles and a country search term (the work the page does on each filter change or keystroke).
 * Goal: median under 2 ms. `pnpm bench` prints the vitest table and a "median" line.
 */
import { bench, describe } from 'vitest';
import { filterRoamingPackages, searchCountries, type RoamingFilter } from '../src';

// Deterministic data (mulberry32), so every run measures the same work.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(20240610);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const SYLLABLES = [
  'Hàn',
  'Quốc',
  'Đức',
  'Nhật',
  'Bản',
  'Thái',
  'Lan',
  'Ấn',
  'Độ',
  'Pháp',
  'Úc',
  'Mỹ',
  'Anh',
  'Ý',
  'Nga',
  'Lào',
];

// Both names, as the search reads both (VAL-38, issue 24).
const countries = Array.from({ length: 200 }, (_, id) => ({
  id,
  name: { vi: `${pick(SYLLABLES)} ${pick(SYLLABLES)} ${id}`, en: `Country ${id}` },
}));
const CYCLES = [1, 3, 7, 15, 30];
const POPULAR = 10; // countries 0..9 are in most packages, as real regional packs are

const packages = Array.from({ length: 5000 }, (_, index) => {
  const ids = new Set<number>();
  for (let id = 0; id < POPULAR; id += 1) if (next() < 0.7) ids.add(id);
  while (ids.size < 40) ids.add(POPULAR + Math.floor(next() * (countries.length - POPULAR)));
  return {
    packageId: `R${index}`,
    price: 10_000 * (1 + Math.floor(next() * 100)),
    cycle: pick(CYCLES),
    countryIds: [...ids],
  };
});

const filter: RoamingFilter<number, number> = {
  countryIds: [0, 1, 2, 3, 4],
  cycles: [7, 30],
  priceOrder: 'asc',
};
const SEARCH_TERM = 'han quoc';

function filterChange(): number {
  const options = searchCountries(countries, SEARCH_TERM);
  return filterRoamingPackages(packages, filter).length + options.length;
}

const samples: number[] = [];

function reportMedian(): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  console.log(
    `roaming filter + sort median: ${median.toFixed(3)} ms over ${sorted.length} runs (goal < 2 ms); ` +
      `${filterRoamingPackages(packages, filter).length} packages match`,
  );
}

describe('roaming list', () => {
  bench(
    'filter + sort 5,000 packages / 200 countries, 5 countries, 2 cycles, search term',
    () => {
      const start = performance.now();
      filterChange();
      samples.push(performance.now() - start);
    },
    {
      time: 1500,
      warmupTime: 300,
      setup: (_task, mode) => {
        if (mode === 'run') samples.length = 0; // measure the run, not the warm-up
      },
      teardown: (_task, mode) => {
        if (mode === 'run') reportMedian();
      },
    },
  );
});
