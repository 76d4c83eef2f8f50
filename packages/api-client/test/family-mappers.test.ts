/** Family group and home combo mappers (ACC-24, ACC-25, ACC-27, PKG-51): assumed wire records to domain models. */
import { describe, expect, it } from 'vitest';
import {
  familyAdvancedPackRecord,
  familyStatusRecord,
  familySubscriberStatusRecord,
  homeComboPackageRecord,
  homeComboRemainRecord,
} from '../src/contract';
import {
  toFamilyAdvancedPack,
  toFamilyStatus,
  toFamilySubscriberStatus,
  toHomeComboPackage,
  toHomeComboRemain,
} from '../src/mappers';

describe('family mappers', () => {
  it('ACC-24 ROLE-13 the status reads as master, member or no group', () => {
    const status = (wire: Record<string, unknown>) => toFamilyStatus(familyStatusRecord.parse(wire));
    expect(
      status({ in_group: 1, is_master: 1, master_msisdn: '84914567890', pack_code: 'GD4', max_members: '4' }),
    ).toEqual({ standing: 'master', masterMsisdn: '84914567890', packCode: 'GD4', maxMembers: 4 });
    expect(status({ in_group: 1, is_master: 0, master_msisdn: '84914567890' })).toMatchObject({
      standing: 'member',
      maxMembers: undefined,
    });
    expect(status({ in_group: 0, is_master: 0, master_msisdn: null })).toEqual({
      standing: 'none',
      masterMsisdn: undefined,
      packCode: undefined,
      maxMembers: undefined,
    });
  });

  it('ACC-24 a number that cannot join carries the reason', () => {
    expect(
      toFamilySubscriberStatus(
        familySubscriberStatusRecord.parse({ msisdn: '84946000001', can_join: 0, reason: 'Trả sau' }),
      ),
    ).toEqual({ msisdn: '84946000001', canJoin: false, reason: 'Trả sau' });
  });

  it('ACC-25 an advanced pack', () => {
    expect(
      toFamilyAdvancedPack(
        familyAdvancedPackRecord.parse({
          pack_code: 'GD6',
          pack_name: 'Gia đình 6',
          price: '300000',
          data_mb: 61440,
          max_members: 6,
          is_current: 1,
        }),
      ),
    ).toEqual({
      code: 'GD6',
      name: 'Gia đình 6',
      price: 300000,
      dataMb: 61440,
      maxMembers: 6,
      current: true,
    });
  });

  it('ACC-27 PKG-51 the home combo left and its packages', () => {
    expect(
      toHomeComboRemain(
        homeComboRemainRecord.parse({
          package_code: 'HC1',
          items: [
            { name: 'Data', remain: 100, total: '200', unit: 'MB' },
            { name: 'Thoại', remain: 5, total: 10, unit: 'MIN' },
          ],
        }),
      ),
    ).toEqual({
      packageCode: 'HC1',
      allowances: [
        { name: 'Data', remaining: 100, total: 200, unit: 'MB' },
        { name: 'Thoại', remaining: 5, total: 10, unit: 'minutes' },
      ],
    });
    expect(toHomeComboRemain(homeComboRemainRecord.parse({ package_code: null, items: null }))).toEqual({
      packageCode: undefined,
      allowances: [],
    });
    expect(
      toHomeComboPackage(
        homeComboPackageRecord.parse({
          package_code: 'HC1',
          package_name: 'Home 1',
          price: 229000,
          description: null,
          is_registered: 0,
        }),
      ),
    ).toEqual({ code: 'HC1', name: 'Home 1', price: 229000, description: '', registered: false });
  });
});
