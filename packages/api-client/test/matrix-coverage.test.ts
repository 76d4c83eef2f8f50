import { describe, expect, it } from 'vitest';
import { contract } from '../src/contract';
import { matrixCalls, unnamedCalls } from './matrix-calls';

describe('contract covers every call of the matrix', () => {
  it('has a contract row for each of the 173 API rows flagged EP', () => {
    const rows = contract as Record<string, { matrixId: string } | undefined>;
    const covered = matrixCalls.filter((call) => rows[call.key]?.matrixId === call.id);
    const missing = matrixCalls
      .filter((call) => !covered.includes(call))
      .map((call) => `${call.id} ${call.key}`);
    console.info(`contract coverage: ${covered.length}/${matrixCalls.length}`);
    expect(missing).toEqual([]);
    expect(matrixCalls).toHaveLength(173);
  });

  it('has no row that the matrix does not list, and one row per matrix ID', () => {
    const keys = new Set([...matrixCalls, ...unnamedCalls].map((call) => call.key));
    expect(Object.keys(contract).filter((key) => !keys.has(key))).toEqual([]);
    const ids = Object.values(contract).map((row) => row.matrixId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const call of unnamedCalls)
      expect((contract as Record<string, { matrixId: string }>)[call.key]?.matrixId).toBe(call.id);
  });

  it('API-006 keeps {product} in the path of every product-specific row', () => {
    for (const call of matrixCalls.filter((c) => c.specName.includes('{product}'))) {
      const row = (contract as Record<string, { path: string }>)[call.key];
      expect(row?.path).toContain('{product}');
    }
  });

  it('gives every assumed row a one-line reason', () => {
    for (const row of Object.values(contract)) {
      if ('assumed' in row) expect(row.assumed).toMatch(/^[^\n]{10,}$/);
    }
  });
});
