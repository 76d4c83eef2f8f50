import { describe, expect, it } from 'vitest';
import { nameIn } from './localized';

describe('nameIn', () => {
  const food = { vi: 'Ẩm thực', en: 'Food & drink' };

  it('shows the English name in English and the Vietnamese one in Vietnamese', () => {
    expect(nameIn(food, 'en-US')).toBe('Food & drink');
    expect(nameIn(food, 'vi')).toBe('Ẩm thực');
  });

  it('falls back to Vietnamese when the server sent no English name', () => {
    expect(nameIn({ vi: 'Ẩm thực', en: undefined }, 'en-US')).toBe('Ẩm thực');
    expect(nameIn({ vi: 'Ẩm thực', en: ' ' }, 'en-US')).toBe('Ẩm thực');
  });
});
