import { describe, expect, it } from 'vitest';
import { MEMBER_CARD_INITIAL, memberCardReducer, memberCardTextTone } from './member-card';
import { packageCardAction, packageCardButton } from './package-card';
import { promotionTabReducer } from './promotion-tab';

describe('membership card', () => {
  it('DOM-30 a click flips the card front and back', () => {
    const back = memberCardReducer(MEMBER_CARD_INITIAL, { type: 'flipped' });
    expect(back.side).toBe('back');
    expect(memberCardReducer(back, { type: 'flipped' }).side).toBe('front');
  });

  it('LOY-36 the code toggles between QR and barcode', () => {
    const barcode = memberCardReducer(MEMBER_CARD_INITIAL, { type: 'codeToggled' });
    expect(barcode.code).toBe('barcode');
    expect(memberCardReducer(barcode, { type: 'codeToggled' }).code).toBe('qr');
  });

  it('CONST-52 tier 4 shows dark text, other tiers light', () => {
    expect(memberCardTextTone(4)).toBe('dark');
    expect([1, 2, 3, 5].map(memberCardTextTone)).toEqual(['light', 'light', 'light', 'light']);
  });
});

describe('promotion tabs', () => {
  it('DOM-38 toggles between earn and use tutorials', () => {
    expect(promotionTabReducer('earn', { type: 'toggled' })).toBe('use');
    expect(promotionTabReducer('use', { type: 'toggled' })).toBe('earn');
    expect(promotionTabReducer('earn', { type: 'selected', tab: 'use' })).toBe('use');
  });
});

describe('package card', () => {
  it('PKG-08 PKG-09 register when not active, cancel when active', () => {
    expect(packageCardButton(false)).toBe('register');
    expect(packageCardButton(true)).toBe('cancel');
  });

  it('DOM-24 signed out opens the login dialog', () => {
    expect(packageCardAction(false, false)).toBe('loginDialog');
    expect(packageCardAction(false, true)).toBe('loginDialog');
  });

  it('DOM-25 signed in, register opens the OTP confirm', () => {
    expect(packageCardAction(true, false)).toBe('otpConfirm');
  });

  it('DOM-26 signed in, cancel opens the cancel confirm', () => {
    expect(packageCardAction(true, true)).toBe('cancelConfirm');
  });
});
