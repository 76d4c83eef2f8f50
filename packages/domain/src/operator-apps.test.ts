import { describe, expect, it } from 'vitest';
import { appStoreUrl, operatorAppLinks, playStoreUrl, type OperatorApp } from './operator-apps';

const app = (androidPackage: string, iosAppId?: string): OperatorApp => ({
  name: 'My VNPT',
  androidPackage,
  iosAppId,
});

describe('operator app store links', () => {
  it('ENT-52 links an Android package to its Google Play page', () => {
    expect(playStoreUrl('com.vnp.myvinaphone')).toBe(
      'https://play.google.com/store/apps/details?id=com.vnp.myvinaphone',
    );
    expect(playStoreUrl(' com.vnpt.mytv ')).toBe(
      'https://play.google.com/store/apps/details?id=com.vnpt.mytv',
    );
  });

  it('ENT-52 refuses a package name that is not one (server text never becomes any address)', () => {
    for (const bad of [
      '',
      'myvinaphone',
      'javascript:alert(1)',
      'com.vnp/../x',
      'com.vnp.app?x=1',
      '1com.app',
    ]) {
      expect(playStoreUrl(bad)).toBeUndefined();
    }
  });

  it('SHELL-009 links a numeric App Store id, and nothing else', () => {
    expect(appStoreUrl('1449876412')).toBe('https://apps.apple.com/app/id1449876412');
    expect(appStoreUrl(undefined)).toBeUndefined();
    expect(appStoreUrl('id1449876412')).toBeUndefined();
    expect(appStoreUrl('')).toBeUndefined();
  });

  it('ACC-97 keeps the apps with at least one store link, in the server’s order', () => {
    const links = operatorAppLinks([
      app('com.vnp.myvinaphone', '1449876412'),
      app('bad name'),
      app('x', '42'),
    ]);
    expect(links.map((entry) => [entry.playStore !== undefined, entry.appStore !== undefined])).toEqual([
      [true, true],
      [false, true],
    ]);
  });
});
