import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config/env';
import { firstScreenGateSource } from './firstScreenGate';
import {
  contentSecurityPolicy,
  cspDirectives,
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
        "img-src 'self' https: data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'none'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('img-src names the store map’s configured tile host (an http intranet one too), once', () => {
    const imgSrc = (tileUrl: string) => cspDirectives(readConfig({ VITE_MAP_TILE_URL: tileUrl }))['img-src'];
    expect(imgSrc('http://tiles.intranet.example:8080/{z}/{x}/{y}.png')).toEqual([
      "'self'",
      'https:',
      'data:',
      'blob:',
      'http://tiles.intranet.example:8080',
    ]);
    expect(imgSrc('https://maps.example.vn/{z}/{x}/{y}.png?key={key}')).toContain('https://maps.example.vn');
    expect(imgSrc('/__sandbox/tiles/{z}/{x}/{y}.svg')).toEqual(["'self'", 'https:', 'data:', 'blob:']);
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
  });
});
