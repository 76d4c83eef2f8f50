import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './image-url';

describe('safeImageUrl (server image addresses)', () => {
  it.each([
    'https://cdn.vinaphone.example/goi/D15.png',
    'HTTPS://cdn.example/a.png',
    '/__sandbox/images/package/D15.svg',
    'images/a.png',
    '  /padded.png  ',
  ])('keeps %j', (url) => {
    expect(safeImageUrl(url)).toBe(url.trim());
  });

  it.each([
    'http://cdn.example/a.png',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' \njavascript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example/a.png',
    '\\\\evil.example/a.png',
    '',
    '   ',
    null,
    undefined,
  ])('drops %j', (url) => {
    expect(safeImageUrl(url)).toBeUndefined();
  });

  it('property: whatever passes is https: or has no scheme and no other host', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const safe = safeImageUrl(url);
        if (safe === undefined) return;
        const compact = safe.replace(/[\t\n\r]/g, '');
        expect(
          /^https:/i.test(compact) || (!/^[a-z][a-z0-9+.-]*:/i.test(compact) && !/^[/\\]{2}/.test(compact)),
        ).toBe(true);
      }),
    );
  });
});
