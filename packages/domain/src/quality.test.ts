import { describe, expect, it } from 'vitest';
import type { StaffCategory } from './models/account';
import {
  formatGeoPosition,
  isGeoPosition,
  qualityCategoryChoices,
  validateQualityReport,
  type QualityReportForm,
} from './quality';
import { MessageKey } from './messages';

const name = (vi: string) => ({ vi, en: undefined });
const tree: StaffCategory[] = [
  {
    id: '1',
    name: name('Mạng di động'),
    children: [
      { id: '11', name: name('Sóng yếu'), children: [] },
      { id: '12', name: name('Rớt cuộc gọi'), children: [] },
    ],
  },
  { id: '2', name: name('Khác'), children: [] },
];

const filled: QualityReportForm = {
  categoryId: '11',
  placeMode: 'address',
  address: { province: '1', district: '2', ward: '3' },
  position: undefined,
  description: '  Mất sóng trong nhà từ sáng nay  ',
};

describe('quality report categories (ACC-73, ENT-44)', () => {
  it('ACC-73 ENT-44 offers the leaves of the tree, named by their path, in tree order', () => {
    expect(qualityCategoryChoices(tree)).toEqual([
      { id: '11', path: [name('Mạng di động'), name('Sóng yếu')] },
      { id: '12', path: [name('Mạng di động'), name('Rớt cuộc gọi')] },
      { id: '2', path: [name('Khác')] },
    ]);
    expect(qualityCategoryChoices([])).toEqual([]);
  });
});

describe('validateQualityReport (ACC-73, VAL-12, VAL-13)', () => {
  it('ACC-73 accepts a full report by address, trimmed', () => {
    expect(validateQualityReport(filled)).toEqual({
      ok: true,
      value: {
        categoryId: '11',
        place: { kind: 'address', provinceId: '1', districtId: '2', wardId: '3' },
        description: 'Mất sóng trong nhà từ sáng nay',
      },
    });
  });

  it('ACC-73 accepts a report at the device position', () => {
    const check = validateQualityReport({
      ...filled,
      placeMode: 'position',
      address: {},
      position: { latitude: 21.019051, longitude: 105.809652 },
    });
    expect(check.ok && check.value.place).toEqual({
      kind: 'position',
      latitude: 21.019051,
      longitude: 105.809652,
    });
  });

  it('VAL-12 an empty form asks for the category, every address level and the description', () => {
    const check = validateQualityReport({ ...filled, categoryId: ' ', address: {}, description: '' });
    expect(check).toEqual({
      ok: false,
      errors: {
        categoryId: { key: MessageKey.required },
        province: { key: MessageKey.required },
        district: { key: MessageKey.required },
        ward: { key: MessageKey.required },
        description: { key: MessageKey.required },
      },
    });
  });

  it('VAL-12 a cascade stopped at the district asks for the ward only', () => {
    const check = validateQualityReport({ ...filled, address: { province: '1', district: '2' } });
    expect(check).toEqual({ ok: false, errors: { ward: { key: MessageKey.required } } });
  });

  it('VAL-12 the position mode needs a position the device gave, and a real one', () => {
    const byPosition = { ...filled, placeMode: 'position' as const };
    expect(validateQualityReport(byPosition)).toEqual({
      ok: false,
      errors: { position: { key: MessageKey.required } },
    });
    expect(
      validateQualityReport({ ...byPosition, position: { latitude: Number.NaN, longitude: 105 } }).ok,
    ).toBe(false);
  });

  it('VAL-13 a description under 10 characters gives the minimum-length message with n = 10', () => {
    const check = validateQualityReport({ ...filled, description: ' Mất sóng ' });
    expect(check).toEqual({
      ok: false,
      errors: { description: { key: MessageKey.minLength, params: { n: 10 } } },
    });
  });
});

describe('positions (ACC-73)', () => {
  it('ACC-73 a position is a finite point in range', () => {
    expect(isGeoPosition({ latitude: 21, longitude: 105 })).toBe(true);
    expect(isGeoPosition({ latitude: 91, longitude: 105 })).toBe(false);
    expect(isGeoPosition({ latitude: 21, longitude: -181 })).toBe(false);
    expect(isGeoPosition({ latitude: Number.POSITIVE_INFINITY, longitude: 0 })).toBe(false);
  });

  it('ACC-73 a position reads with five decimals', () => {
    expect(formatGeoPosition({ latitude: 21.019051, longitude: 105.809652 })).toBe('21.01905, 105.80965');
  });
});
