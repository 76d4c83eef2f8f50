import { describe, expect, it } from 'vitest';
import { formatBytes, formatMegabytes, splitBytes } from './bytes';

describe('bytes', () => {
  it('CONST-38 picks KB, MB or GB with one decimal', () => {
    expect(splitBytes(512)).toEqual({ value: 0.5, unit: 'KB' });
    expect(splitBytes(1536 * 1024)).toEqual({ value: 1.5, unit: 'MB' });
    expect(splitBytes(3 * 1024 ** 3)).toEqual({ value: 3, unit: 'GB' });
    expect(splitBytes(5 * 1024 ** 4)).toEqual({ value: 5120, unit: 'GB' });
  });

  it('CONST-38 moves to the next unit when rounding reaches 1024', () => {
    expect(splitBytes(1024 * 1024 - 1)).toEqual({ value: 1, unit: 'MB' });
  });

  it('CONST-38 treats negative or invalid sizes as 0 KB', () => {
    expect(splitBytes(-1)).toEqual({ value: 0, unit: 'KB' });
    expect(splitBytes(Number.NaN)).toEqual({ value: 0, unit: 'KB' });
  });

  it('CONST-38 writes the decimal in the locale format', () => {
    expect(formatBytes(1536 * 1024, 'vi-VN')).toBe('1,5 MB');
    expect(formatBytes(1536 * 1024, 'en-US')).toBe('1.5 MB');
    expect(formatMegabytes(2048, 'vi-VN')).toBe('2,0 GB');
  });
});
