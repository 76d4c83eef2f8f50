import { describe, expect, it } from 'vitest';
import { formatDuration } from './time';

describe('duration', () => {
  it('CONST-37 shows mm:ss under an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('CONST-37 shows hours plus mm:ss from an hour on', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3909)).toBe('1:05:09');
    expect(formatDuration(36000 + 59.9)).toBe('10:00:59');
  });

  it('CONST-37 shows 00:00 for negative or invalid input', () => {
    expect(formatDuration(-5)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });
});
