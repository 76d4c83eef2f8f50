import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tabKeys';

describe('tabIndexAfterKey', () => {
  it('steps with the arrows and wraps round at either end', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 2, 3)).toBe(1);
  });

  it('goes to the first or the last tab with Home, End, Page Up and Page Down', () => {
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('PageUp', 1, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('PageDown', 1, 3)).toBe(2);
  });

  it('ignores the vertical arrows and other keys of a horizontal list, and an empty list', () => {
    expect(tabIndexAfterKey('ArrowDown', 0, 3)).toBeUndefined();
    expect(tabIndexAfterKey('ArrowUp', 1, 3)).toBeUndefined();
    expect(tabIndexAfterKey('a', 1, 3)).toBeUndefined();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeUndefined();
  });
});
