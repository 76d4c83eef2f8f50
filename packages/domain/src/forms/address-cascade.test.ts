import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canChooseAddressLevel,
  chooseAddress,
  type AddressLevel,
  type AddressSelection,
} from './address-cascade';

const full: AddressSelection = {
  province: 'P',
  district: 'D',
  ward: 'W',
  street: 'S',
  hamlet: 'H',
  area: 'A',
};

describe('address cascade', () => {
  it('DOM-27 loads each level only after its parent is chosen', () => {
    expect(canChooseAddressLevel({}, 'province')).toBe(true);
    expect(canChooseAddressLevel({}, 'district')).toBe(false);
    expect(canChooseAddressLevel({ province: 'P' }, 'district')).toBe(true);
    expect(canChooseAddressLevel({ province: 'P', district: 'D' }, 'street')).toBe(false);
    expect(chooseAddress({}, 'ward', 'W')).toEqual({});
  });

  it('DOM-28 changing a parent clears its children and the street / hamlet / area choices', () => {
    expect(chooseAddress(full, 'province', 'P2')).toEqual({ province: 'P2' });
    expect(chooseAddress(full, 'district', 'D2')).toEqual({ province: 'P', district: 'D2' });
    expect(chooseAddress(full, 'ward', 'W2')).toEqual({ province: 'P', district: 'D', ward: 'W2' });
    expect(chooseAddress(full, 'street', 'S2')).toEqual({ ...full, street: 'S2' });
    expect(chooseAddress(full, 'hamlet', undefined)).toEqual({
      province: 'P',
      district: 'D',
      ward: 'W',
      street: 'S',
      area: 'A',
    });
  });

  it('DOM-28 choosing the same value again changes nothing', () => {
    expect(chooseAddress(full, 'district', 'D')).toBe(full);
  });

  it('DOM-27 DOM-28 no sequence of choices leaves a child without its parent (property)', () => {
    const level = fc.constantFrom<AddressLevel>('province', 'district', 'ward', 'street', 'hamlet', 'area');
    const step = fc.tuple(level, fc.option(fc.constantFrom('1', '2'), { nil: undefined }));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const selection = steps.reduce<AddressSelection>((acc, [lvl, id]) => chooseAddress(acc, lvl, id), {});
        if (selection.district) expect(selection.province).toBeDefined();
        if (selection.ward) expect(selection.district).toBeDefined();
        for (const leaf of ['street', 'hamlet', 'area'] as const) {
          if (selection[leaf]) expect(selection.ward).toBeDefined();
        }
      }),
    );
  });
});
