import { describe, expect, it } from 'vitest';
import { shortLinkDecision, shortLinkResolution } from './short-link';

const signedIn = { authorized: true, loggedInByMobileNetwork: false };

describe('short-link page', () => {
  it('DOM-33 neither authorized nor 3G-logged-in goes to the login host', () => {
    expect(shortLinkDecision({ authorized: false, loggedInByMobileNetwork: false, a: 'ckd_12' })).toEqual({
      kind: 'login',
    });
    expect(shortLinkDecision({ authorized: false, loggedInByMobileNetwork: true, a: 'x' })).toEqual({
      kind: 'resolve',
    });
  });

  it('DOM-34 the marker gives channel ckd and the package id after it', () => {
    expect(shortLinkDecision({ ...signedIn, a: 'abc_ckd_GOI50', subId: 's1' })).toEqual({
      kind: 'package',
      channel: 'ckd',
      packageId: 'GOI50',
      subId: 's1',
    });
    expect(shortLinkDecision({ ...signedIn, a: 'pkg:42', marker: 'pkg:' })).toMatchObject({
      packageId: '42',
    });
    expect(shortLinkDecision({ ...signedIn, a: 'abc', marker: '' })).toEqual({ kind: 'resolve' });
  });

  it('DOM-35 otherwise the link is resolved by the server', () => {
    expect(shortLinkDecision({ ...signedIn, a: 'Xy12' })).toEqual({ kind: 'resolve' });
  });

  it('DOM-36 a resolved link stores channel and campaign and redirects', () => {
    expect(shortLinkResolution({ convertUrl: '/dich-vu', channel: 'sms', campaign: 'tet' })).toEqual({
      kind: 'redirect',
      channel: 'sms',
      camp: 'tet',
      target: '/dich-vu',
    });
    expect(shortLinkResolution({ convertUrl: '/x', channel: undefined, campaign: undefined })).toEqual({
      kind: 'redirect',
      channel: '',
      camp: '',
      target: '/x',
    });
  });

  it('DOM-37 ERR-25 a failed resolution goes to the mobile-package services page', () => {
    expect(shortLinkResolution(undefined)).toEqual({ kind: 'packages' });
    expect(shortLinkResolution({ convertUrl: '', channel: 'sms', campaign: undefined })).toEqual({
      kind: 'packages',
    });
  });

  it('ERR-25 a target the navigation guard refuses goes to the packages page (issue 23)', () => {
    const policy = { allowedHosts: ['km.example.vn'], appSchemes: [] };
    for (const convertUrl of [
      'javascript:alert(1)',
      '//evil.example',
      'https://evil.example/x',
      'data:text/html,x',
    ])
      expect(
        shortLinkResolution({ convertUrl, channel: 'sms', campaign: undefined }, policy),
        convertUrl,
      ).toEqual({
        kind: 'packages',
      });
    expect(
      shortLinkResolution({ convertUrl: 'https://km.example.vn/a', channel: 'sms', campaign: 'tet' }, policy),
    ).toEqual({
      kind: 'redirect',
      channel: 'sms',
      camp: 'tet',
      target: 'https://km.example.vn/a',
    });
  });
});
