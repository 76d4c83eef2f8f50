import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config/env';
import { firstScreenGateSource } from './firstScreenGate';
import {
  contentSecurityPolicy,
  cspDirectives,
  imageHostSources,
  nginxHeaders,
  securityHeaders,
  staticHostHeadersFile,
} from './securityHeaders';

describe('security headers of the served portal (issue 23)', () => {
  it('the default configuration: everything from the portal origin, one inline script by its hash, never framed', () => {
    expect(contentSecurityPolicy(readConfig({}))).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${firstScreenGateSource}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'none'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        'report-uri /api/csp-report',
        'report-to csp-endpoint',
      ].join('; '),
    );
  });

  it('img-src names the store map’s configured tile host (an http intranet one too), once', () => {
    const imgSrc = (tileUrl: string) => cspDirectives(readConfig({ VITE_MAP_TILE_URL: tileUrl }))['img-src'];
    expect(imgSrc('http://tiles.intranet.example:8080/{z}/{x}/{y}.png')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://tiles.intranet.example:8080',
    ]);
    expect(imgSrc('https://maps.example.vn/{z}/{x}/{y}.png?key={key}')).toContain('https://maps.example.vn');
    expect(imgSrc('/__sandbox/tiles/{z}/{x}/{y}.svg')).toEqual(["'self'", 'data:', 'blob:']);
    // Leaflet's {s} subdomains: the tile host's subdomains, no other host.
    expect(imgSrc('https://{s}.tile.example.vn/{z}/{x}/{y}.png')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.tile.example.vn',
    ]);
  });

  it('issue 47 item 8: img-src names the configured image hosts and never a wildcard https:', () => {
    const imgSrc = cspDirectives(
      readConfig({
        VITE_IMAGE_HOSTS:
          'img.operator.example, https://cdn.operator.example:8443/path, https:, *, *.evil.example, http://plain.example, javascript:alert(1), img.operator.example',
        VITE_CHAT_BOT_SCRIPT_URL: 'https://chat.operator.example/widget.js',
      }),
    )['img-src'];
    expect(imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://img.operator.example',
      'https://cdn.operator.example:8443',
      'https://chat.operator.example',
    ]);
    expect(imageHostSources('')).toEqual([]);
    for (const sources of [imgSrc, cspDirectives(readConfig({}))['img-src']])
      expect((sources ?? []).some((source) => source === 'https:' || source.includes('*'))).toBe(false);
  });

  it('issue 47 item 8: violations are reported to the configured endpoint (report-to, and report-uri)', () => {
    const headers = securityHeaders(
      readConfig({ VITE_CSP_REPORT_URL: 'https://reports.operator.example/csp' }),
    );
    expect(headers['Reporting-Endpoints']).toBe('csp-endpoint="https://reports.operator.example/csp"');
    for (const policy of [headers['Content-Security-Policy'], headers['Content-Security-Policy-Report-Only']])
      expect(policy).toMatch(
        /; report-uri https:\/\/reports\.operator\.example\/csp; report-to csp-endpoint$/,
      );
    // An address that cannot stand in a header is left out rather than breaking the policy.
    const broken = securityHeaders(readConfig({ VITE_CSP_REPORT_URL: '/r; script-src *' }));
    expect(broken['Reporting-Endpoints']).toBeUndefined();
    expect(broken['Content-Security-Policy']).not.toContain('report-uri');
  });

  it('issue 47 item 8: Trusted Types are reported, not enforced (SafeHtml and pdf.js would break)', () => {
    const headers = securityHeaders(readConfig({}));
    expect(headers['Content-Security-Policy-Report-Only']).toBe(
      "require-trusted-types-for 'script'; trusted-types dompurify; report-uri /api/csp-report; report-to csp-endpoint",
    );
    expect(headers['Content-Security-Policy']).not.toContain('trusted-types');
  });

  it('connect-src lists the configured API bases and the signer by origin, once each', () => {
    const directives = cspDirectives(
      readConfig({
        VITE_API_BASE_MOBILE: 'https://api.operator.example/mobile',
        VITE_API_BASE_OTP: 'https://api.operator.example/otp',
        VITE_API_BASE_LOYALTY: 'https://loyalty.operator.example:8443/v1',
        VITE_SIGNING_URL: 'https://signer.operator.example/sign',
        VITE_MOBILE_LOGIN_DECRYPT_URL: '/api/login-3g/decrypt',
      }),
    );
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.operator.example',
      'https://loyalty.operator.example:8443',
      'https://signer.operator.example',
    ]);
    expect(directives['script-src']).toEqual(["'self'", firstScreenGateSource]);
  });

  it('CONST-45 a configured chat-bot script may load, call and frame from its own origin only', () => {
    const directives = cspDirectives(
      readConfig({ VITE_CHAT_BOT_SCRIPT_URL: 'https://chat.operator.example/widget.js' }),
    );
    expect(directives['script-src']).toEqual([
      "'self'",
      firstScreenGateSource,
      'https://chat.operator.example',
    ]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://chat.operator.example']);
    expect(directives['frame-src']).toEqual(['https://chat.operator.example']);
  });

  it('the other headers: nosniff, referrer policy, permissions, opener policy', () => {
    expect(securityHeaders(readConfig({}))).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(securityHeaders(readConfig({}))['Permissions-Policy']).toMatch(
      /^geolocation=\(self\), camera=\(\), microphone=\(\)/,
    );
  });

  it('the deployment files carry the same headers (a static host and nginx)', () => {
    const headers = securityHeaders(readConfig({}));
    const staticFile = staticHostHeadersFile(headers);
    expect(staticFile).toContain('\n/*\n');
    expect(staticFile).toContain(`  Content-Security-Policy: ${headers['Content-Security-Policy']}\n`);
    expect(nginxHeaders(headers)).toContain(`add_header X-Content-Type-Options "nosniff" always;`);
    expect(nginxHeaders(headers)).toContain(
      `add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`,
    );
    // nginx reads \" inside its double quotes as a quote.
    expect(nginxHeaders(headers)).toContain(
      'add_header Reporting-Endpoints "csp-endpoint=\\"/api/csp-report\\"" always;',
    );
  });
});
