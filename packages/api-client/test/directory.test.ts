/**
 * The call directory (src/contract/directory.ts) is derived from the rows: this test writes what it
 * must say from the group files and fails when the committed file differs.
 * Regenerate: UPDATE_DIRECTORY=1 pnpm --filter @selfcare/api-client exec vitest run test/directory.test.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract, type CallDef, type CallName } from '../src/contract';
import { callDirectory, groupLoaders, type GroupName } from '../src/contract/directory';
import { accessOf, loadRow, scopeOf, serviceOf } from '../src/contract/lookup';

const contractDir = new URL('../src/contract/', import.meta.url);

function isRow(value: unknown): value is CallDef {
  return typeof value === 'object' && value !== null && 'access' in value && 'service' in value;
}

function isGroup(value: unknown): value is Record<string, CallDef> {
  return typeof value === 'object' && value !== null && Object.values(value).every(isRow);
}

/** Every `…Calls` export of a contract file is a group named after its file. */
const groups = (
  await Promise.all(
    readdirSync(contractDir)
      .filter((file) => file.endsWith('.ts'))
      .map(async (file) => {
        const exports = (await import(new URL(file, contractDir).href)) as Record<string, unknown>;
        return Object.entries(exports)
          .filter(([exportName, calls]) => exportName.endsWith('Calls') && isGroup(calls))
          .map(([exportName, calls]) => ({
            group: file.replace(/\.ts$/, ''),
            exportName,
            calls: calls as Record<string, CallDef>,
          }));
      }),
  )
).flat();

/** A call's answer belongs to the signed-in subscriber when the row sends the session or the loyalty token. */
const scopeOfRow = (row: CallDef) =>
  row.session || (row.service === 'loyalty' && row.guest !== true) ? 'subscriber' : 'public';

function directorySource(): string {
  const sorted = [...groups].sort((a, b) => a.group.localeCompare(b.group));
  const loaders = sorted.map(
    ({ group, exportName }) => `  ${group}: () => import('./${group}').then((m) => m.${exportName}),`,
  );
  const entries = sorted.flatMap(({ group, calls }) =>
    Object.entries(calls).map(
      ([name, row]) => `  ${name}: ['${group}', '${row.service}', '${row.access}', '${scopeOfRow(row)}'],`,
    ),
  );
  return `// Generated from the contract rows by test/directory.test.ts; do not edit. Regenerate with
// UPDATE_DIRECTORY=1 pnpm --filter @selfcare/api-client exec vitest run test/directory.test.ts
/**
 * What the caller and the query keys need to know of each call without loading any schema: its group
 * file (loaded on first use, so a page's chunk carries only the schemas it uses), its service, whether it
 * reads or writes, and whether its answer belongs to the signed-in subscriber (their number goes into the
 * query key) or is the same for everyone.
 */
import type { Access, CallDef, ServiceName } from './define';
import type { CallName } from './index';

export const groupLoaders = {
${loaders.join('\n')}
} satisfies Record<string, () => Promise<Record<string, CallDef>>>;

export type GroupName = keyof typeof groupLoaders;
export type Scope = 'subscriber' | 'public';

export const callDirectory = {
${entries.join('\n')}
} as const satisfies Record<CallName, readonly [GroupName, ServiceName, Access, Scope]>;
`;
}

describe('call directory (derived from the rows)', () => {
  it('is what the rows say', () => {
    const path = new URL('../src/contract/directory.ts', import.meta.url);
    const expected = directorySource();
    if (process.env['UPDATE_DIRECTORY']) writeFileSync(path, expected);
    expect(readFileSync(path, 'utf8')).toBe(expected);
  });

  it('every row says whether it reads or writes', () => {
    for (const [name, row] of Object.entries(contract)) expect(['read', 'write'], name).toContain(row.access);
  });

  it('names every contract row once, with its service, access and scope', () => {
    expect(Object.keys(callDirectory).sort()).toEqual(Object.keys(contract).sort());
    for (const [name, row] of Object.entries(contract) as [CallName, CallDef][]) {
      expect(serviceOf(name), name).toBe(row.service);
      expect(accessOf(name), name).toBe(row.access);
      expect(scopeOf(name), name).toBe(scopeOfRow(row));
    }
  });

  it('puts every call in the group file that defines it', async () => {
    for (const group of Object.keys(groupLoaders) as GroupName[]) {
      const calls = await groupLoaders[group]();
      const listed = Object.entries(callDirectory)
        .filter(([, [g]]) => g === group)
        .map(([name]) => name);
      expect(Object.keys(calls).sort(), group).toEqual(listed.sort());
    }
  });

  it('loads the same row object as the contract', async () => {
    expect(await loadRow('authen_msisdn')).toBe(contract.authen_msisdn);
    expect(await loadRow('queryTransactionInfo')).toBe(contract.queryTransactionInfo);
  });
});
