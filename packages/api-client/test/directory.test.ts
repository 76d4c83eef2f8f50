import { describe, expect, it } from 'vitest';
import { contract } from '../src/contract';
import { callDirectory, groupLoaders, loadRow, serviceOf, type GroupName } from '../src/contract/directory';

describe('call directory (rows load per group)', () => {
  it('names every contract row once, with its service', () => {
    expect(Object.keys(callDirectory).sort()).toEqual(Object.keys(contract).sort());
    for (const [name, row] of Object.entries(contract)) {
      expect(serviceOf(name as keyof typeof contract), name).toBe(row.service);
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
