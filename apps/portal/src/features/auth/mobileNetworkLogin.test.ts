import { describe, expect, it } from 'vitest';
import { redirectWithoutCode } from './mobileNetworkLogin';

const back = (redirect: string) => redirectWithoutCode(`?${new URLSearchParams({ redirect, code: 'c' })}`);

describe('return path after the mobile-network sign-in (issue 23)', () => {
  it('AUTH-56 a portal path is followed without the code parameter', () => {
    expect(back('/goi-cuoc?tab=2&code=secret#top')).toBe('/goi-cuoc?tab=2#top');
    expect(redirectWithoutCode('')).toBe('/');
  });

  it('AUTH-56 any other return address gives the home page', () => {
    for (const redirect of [
      'javascript:alert(document.domain)',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/..//evil.example',
      '/%09/evil.example',
      'data:text/html,x',
    ]) {
      const path = back(redirect);
      expect(path === '/' || (path.startsWith('/') && !path.startsWith('//')), redirect).toBe(true);
      expect(new URL(path, 'https://portal.example.vn').origin, redirect).toBe('https://portal.example.vn');
    }
    expect(back('javascript:alert(1)')).toBe('/');
    expect(back('/..//evil.example')).toBe('/');
  });
});
