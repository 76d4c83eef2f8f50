import { describe, expect, it } from 'vitest';
import {
  hasHomeGateway,
  linkedServiceKindOf,
  linkedServiceStatusOf,
  sortLinkedServices,
  type LinkedService,
} from './linked-services';

const service = (account: string, kind: LinkedService['kind']): LinkedService => ({
  account,
  kind,
  productLine: kind,
  contact: '0281234567',
  status: 'active',
  packages: [],
});

describe('linked services', () => {
  it('ACC-76 ENT-41 reads the kind from the decrypted product line, case and spaces ignored', () => {
    expect(linkedServiceKindOf('FIBER')).toBe('internet');
    expect(linkedServiceKindOf(' mytv ')).toBe('tv');
    expect(linkedServiceKindOf('Phone')).toBe('fixed');
    expect(linkedServiceKindOf('VNPT-CA')).toBe('other');
  });

  it('ACC-76 reads the status, unknown when missing or new', () => {
    expect(linkedServiceStatusOf('active')).toBe('active');
    expect(linkedServiceStatusOf('SUSPENDED')).toBe('suspended');
    expect(linkedServiceStatusOf(undefined)).toBe('unknown');
    expect(linkedServiceStatusOf('PENDING')).toBe('unknown');
  });

  it('ACC-77 a home gateway is managed for a home internet account that is not cancelled', () => {
    expect(hasHomeGateway({ kind: 'internet', status: 'suspended' })).toBe(true);
    expect(hasHomeGateway({ kind: 'internet', status: 'cancelled' })).toBe(false);
    expect(hasHomeGateway({ kind: 'tv', status: 'active' })).toBe(false);
  });

  it('ACC-02 lists internet first, then TV, fixed line and others, in the server order within a kind', () => {
    const sorted = sortLinkedServices([
      service('f1', 'fixed'),
      service('t1', 'tv'),
      service('i1', 'internet'),
      service('o1', 'other'),
      service('i2', 'internet'),
    ]);
    expect(sorted.map((s) => s.account)).toEqual(['i1', 'i2', 't1', 'f1', 'o1']);
  });
});
