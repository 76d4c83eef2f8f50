import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  navigationHref,
  navigationPolicyFrom,
  safeNavigationTarget,
  type NavigationPolicy,
} from './navigation';

/** The WHATWG parser (the domain's lib names no DOM). */
declare const URL: new (
  input: string,
  base?: string,
) => { origin: string; host: string; username: string; password: string };

const policy: NavigationPolicy = {
  allowedHosts: ['pay.example.vn', 'Dl.VietQR.io', 'app.example.vn:8443'],
  appSchemes: ['vcbdigibank', 'myvnpt'],
  ownOrigin: 'https://portal.example.vn',
};
const target = (url: string | null | undefined) => safeNavigationTarget(url, policy);

/** Filter-evasion shapes (OWASP XSS Filter Evasion Cheat Sheet) as addresses. */
const hostile = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'javascript&#58;alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  'javascript:/*https://pay.example.vn*/alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'blob:https://pay.example.vn/1',
  'file:///etc/passwd',
  'about:blank',
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https://pay.example.vn.evil.example/',
  'https://evil.example/pay.example.vn',
  'https://pay.example.vn@evil.example/',
  'https://user:pw@pay.example.vn/',
  'https://evil.example#@pay.example.vn',
  'https://evil.example\\@pay.example.vn',
  'https://pay.example.vn:444/',
  'https://pay.example.vn./',
  'http://pay.example.vn/',
  'https:evil.example',
  'https://',
  'pay.example.vn/x',
  'dich-vu',
  'mailto:a@b.vn',
  'tel:18001091',
  'intent://x#Intent;scheme=javascript;end',
  '',
  '   ',
];

describe('safeNavigationTarget (issue 23, XSS)', () => {
  it('a portal path is followed inside the portal', () => {
    expect(target('/dich-vu/home-combo')).toEqual({ kind: 'internal', path: '/dich-vu/home-combo' });
    expect(target(' /tinh-nang/tin-tuc?tab=1&id=5163#top ')).toEqual({
      kind: 'internal',
      path: '/tinh-nang/tin-tuc?tab=1&id=5163#top',
    });
    expect(target('/__sandbox/gateway/abc')).toEqual({ kind: 'internal', path: '/__sandbox/gateway/abc' });
  });

  it('an absolute address on the portal origin is a portal path', () => {
    expect(target('https://portal.example.vn/goi-cuoc?x=1')).toEqual({
      kind: 'internal',
      path: '/goi-cuoc?x=1',
    });
    expect(target('https://user@portal.example.vn/')).toBeUndefined();
  });

  it('https to a configured host is followed, normalised; host case and the default port do not matter', () => {
    expect(target('https://PAY.example.vn/checkout?id=1')).toEqual({
      kind: 'external',
      href: 'https://pay.example.vn/checkout?id=1',
    });
    expect(target('https://pay.example.vn:443/x')).toEqual({
      kind: 'external',
      href: 'https://pay.example.vn/x',
    });
    expect(target('https://dl.vietqr.io/pay?app=vcb')).toEqual({
      kind: 'external',
      href: 'https://dl.vietqr.io/pay?app=vcb',
    });
    expect(target('https://app.example.vn:8443/r')).toEqual({
      kind: 'external',
      href: 'https://app.example.vn:8443/r',
    });
    expect(target('https://app.example.vn/r')).toBeUndefined();
    // The parser reads 'https:host' as 'https://host': the normalised address is what is followed.
    expect(target('https:pay.example.vn')).toEqual({ kind: 'external', href: 'https://pay.example.vn/' });
  });

  it('a deep link with a known app scheme is followed as it is', () => {
    expect(target('vcbdigibank://pay?x=1')).toEqual({ kind: 'app', href: 'vcbdigibank://pay?x=1' });
    expect(target('MyVNPT://roaming')).toEqual({ kind: 'app', href: 'MyVNPT://roaming' });
    expect(target('otherbank://pay')).toBeUndefined();
  });

  it('filter-evasion addresses and everything else are refused', () => {
    for (const address of hostile) expect(target(address), JSON.stringify(address)).toBeUndefined();
    expect(target(null)).toBeUndefined();
    expect(target(undefined)).toBeUndefined();
  });

  it('running schemes are refused even when configured as app schemes', () => {
    const careless = { allowedHosts: [], appSchemes: ['javascript', 'data', 'vbscript', 'http'] };
    for (const address of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'http://evil.example'])
      expect(safeNavigationTarget(address, careless), address).toBeUndefined();
  });

  it('property: an address with a running scheme never passes, whatever the case, padding or inserted tabs', () => {
    const scheme = fc.constantFrom('javascript', 'vbscript', 'data', 'blob', 'file');
    const casing = fc.array(fc.boolean(), { minLength: 12, maxLength: 12 });
    const padding = fc.constantFrom('', ' ', '\u0000', '\u0001 ', '\u001f\u0020');
    const inserted = fc.constantFrom('', '\t', '\n', '\r', '\u0000');
    fc.assert(
      fc.property(
        scheme,
        casing,
        padding,
        inserted,
        fc.nat(10),
        fc.string(),
        (name, upper, pad, tab, at, rest) => {
          const cased = [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
          const spliced = `${cased.slice(0, at)}${tab}${cased.slice(at)}`;
          expect(target(`${pad}${spliced}:${rest}`)).toBeUndefined();
        },
      ),
      { seed: 23 },
    );
  });

  it('property: a followed https address always lands on a configured host, never with userinfo', () => {
    const host = fc.constantFrom(
      'pay.example.vn',
      'evil.example',
      'pay.example.vn.evil.example',
      'dl.vietqr.io',
    );
    const part = fc.constantFrom(
      '',
      '@',
      '#',
      '?',
      '/',
      '\\',
      ':',
      '.',
      '%2F',
      'pay.example.vn',
      'evil.example',
      ':8443',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(host, part), { maxLength: 6 }), (pieces) => {
        const result = target(`https://${pieces.join('')}`);
        if (result?.kind !== 'external') return;
        const url = new URL(result.href);
        expect(['pay.example.vn', 'dl.vietqr.io', 'app.example.vn:8443']).toContain(url.host);
        expect(url.username + url.password).toBe('');
      }),
      { seed: 23, numRuns: 500 },
    );
  });

  it('property: a followed portal path stays on the portal origin', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2F',
      '%5C',
      '@',
      'evil.example',
      ':',
      '?',
      '#',
      'x',
      '\t',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const result = target(`/${pieces.join('')}`);
        if (result === undefined) return;
        expect(result.kind).toBe('internal');
        expect(new URL(navigationHref(result), 'https://portal.example.vn').origin).toBe(
          'https://portal.example.vn',
        );
      }),
      { seed: 23, numRuns: 500 },
    );
  });
});

describe('navigationPolicyFrom (issue 23)', () => {
  it('allows the hosts of configured https addresses and the schemes of configured deep links', () => {
    const derived = navigationPolicyFrom({
      configuredUrls: [
        '/__sandbox/payment-site',
        'https://Pay.Example.vn/bill?x=1',
        'https://dl.vietqr.io/pay?app={appId}',
        'myvnpt://roaming',
        'http://insecure.example/',
        'javascript:alert(1)',
        'https://user@evil.example/',
        '',
      ],
      extraHosts: ['gateway.example.vn', 'not a host/x', ' Banners.Example.vn '],
      extraAppSchemes: ['vcbdigibank:', 'javascript', '1bad'],
      ownOrigin: 'https://portal.example.vn',
    });
    expect(derived).toEqual({
      allowedHosts: ['pay.example.vn', 'dl.vietqr.io', 'gateway.example.vn', 'banners.example.vn'],
      appSchemes: ['myvnpt', 'vcbdigibank'],
      ownOrigin: 'https://portal.example.vn',
    });
  });
});
