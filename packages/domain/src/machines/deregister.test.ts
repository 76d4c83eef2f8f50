import { describe, expect, it } from 'vitest';
import { DEREGISTER_ACTION, deregisterResultOf } from './deregister';

describe('turning roaming off', () => {
  it('DOM-53 sends the ir_deregister action', () => {
    expect(DEREGISTER_ACTION).toBe('ir_deregister');
  });

  it("DOM-54 '0' → 1, '403' → 2, anything else → 3", () => {
    expect(deregisterResultOf('0')).toBe(1);
    expect(deregisterResultOf(0)).toBe(1);
    expect(deregisterResultOf('403')).toBe(2);
    expect(deregisterResultOf('500')).toBe(3);
    expect(deregisterResultOf(undefined)).toBe(3);
  });
});
