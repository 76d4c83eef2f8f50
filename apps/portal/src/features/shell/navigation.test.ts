import type { FeatureGroup } from '@selfcare/ui';
import { describe, expect, it, vi } from 'vitest';
import { featureDirectory } from './featurePages';
import { accountLinks, footerLinks, headerNavigation, type NavigationContext } from './navigation';

const context = (language: string): NavigationContext => ({
  signedIn: true,
  member: true,
  promotionCategories: [
    { id: '7', name: { vi: 'Ẩm thực', en: 'Food & drink' } },
    { id: '8', name: { vi: 'Mua sắm', en: undefined } },
  ],
  language,
  onSignInFirst: () => undefined,
  onNotMember: () => undefined,
});

const promotionLabels = (language: string) =>
  headerNavigation(context(language))
    .flatMap((group) => group.items ?? [])
    .filter((item) => item.key.startsWith('promotion-'))
    .map((item) => item.label);

describe('the promotion menu of the header', () => {
  it('LOY-12 has one entry per category, labelled in Vietnamese', () => {
    expect(promotionLabels('vi')).toEqual(['Ẩm thực', 'Mua sắm']);
  });

  it('labels the categories in English where the server names them so', () => {
    expect(promotionLabels('en-US')).toEqual(['Food & drink', 'Mua sắm']);
  });
});

describe('the VinaPhone Plus menu of the header', () => {
  const loyaltyItems = (overrides: Partial<NavigationContext>) =>
    headerNavigation({ ...context('vi'), ...overrides }).find((group) => group.key === 'nav.loyalty')
      ?.items ?? [];

  it('LOY-11 LOY-31 lists the member card beside member info; it opens the card on the member page', () => {
    const keys = loyaltyItems({}).map((item) => item.key);
    expect(keys.slice(0, 2)).toEqual(['nav.memberInfo', 'nav.memberCard']);
    expect(loyaltyItems({}).find((item) => item.key === 'nav.memberCard')?.href).toBe(
      '/vinaphone-plus?card=open',
    );
  });

  it('LOY-11 the member info group holds point management, privileges and my promotions (vouchers, gifts, usage history)', () => {
    expect(loyaltyItems({}).map((item) => item.href)).toEqual(
      expect.arrayContaining([
        '/vinaphone-plus/point-history',
        '/vinaphone-plus/point-service',
        '/vinaphone-plus/point-gift',
        '/vinaphone-plus/membership-benefits',
        '/vinaphone-plus/offer?tabIndex=1',
        '/vinaphone-plus/offer?tabIndex=2',
        '/vinaphone-plus/voucher-history',
      ]),
    );
  });

  it('LOY-16 ROLE-11 the member card asks a guest to sign in and warns a non-member', () => {
    const onSignInFirst = vi.fn();
    const onNotMember = vi.fn();
    const card = (overrides: Partial<NavigationContext>) =>
      loyaltyItems({ onSignInFirst, onNotMember, ...overrides }).find(
        (item) => item.key === 'nav.memberCard',
      );
    card({ signedIn: false })?.onSelect?.();
    expect(onSignInFirst).toHaveBeenCalledWith('/vinaphone-plus?card=open');
    card({ member: false })?.onSelect?.();
    expect(onNotMember).toHaveBeenCalled();
  });

  it('LOY-13 LOY-14 LOY-56 about and partners need no sign-in', () => {
    const items = loyaltyItems({ signedIn: false });
    expect(items.filter((item) => item.onSelect === undefined).map((item) => item.href)).toEqual([
      '/vinaphone-plus/about',
      '/vinaphone-plus/about?key=becomePartner',
    ]);
  });
});

describe('the account menu', () => {
  const built = new Set(['/tinh-nang/tin-tuc', '/tinh-nang/thanh-toan-dich-vu']);
  const pageExists = (href: string) => built.has(href);

  it('SHELL-081 GEN-11 leads to the portal’s own pages, never to the enterprise portal', () => {
    expect(accountLinks(pageExists)).toEqual([
      { key: 'account.servicePayment', href: '/tinh-nang/thanh-toan-dich-vu' },
      { key: 'account.newsPromotion', href: '/tinh-nang/tin-tuc' },
    ]);
  });

  it('SHELL-082 shows an entry only once its page exists', () => {
    expect(accountLinks(() => false)).toEqual([]);
    const withFaq = accountLinks((href) => pageExists(href) || href === '/tinh-nang/hoi-dap');
    expect(withFaq.map((item) => item.key)).toEqual([
      'account.faq',
      'account.servicePayment',
      'account.newsPromotion',
    ]);
  });

  it('issue 17: the account overview leads the menu; personal information and change password follow it', () => {
    const account = new Set(['/tai-khoan', '/tai-khoan/thong-tin-ca-nhan', '/tai-khoan/doi-mat-khau']);
    expect(accountLinks((href) => account.has(href))).toEqual([
      { key: 'account.overview', href: '/tai-khoan' },
      { key: 'account.personalInfo', href: '/tai-khoan/thong-tin-ca-nhan' },
      { key: 'account.changePassword', href: '/tai-khoan/doi-mat-khau' },
    ]);
  });

  it('ACC-81 SHELL-081 the linked services page stands where "manage home internet" does, after personal info', () => {
    const linked = '/tai-khoan/dich-vu-lien-ket';
    const withLinked = accountLinks((href) => href === linked || href === '/tinh-nang/hoi-dap');
    expect(withLinked.map((item) => item.key)).toEqual(['account.linkedServices', 'account.faq']);
    expect(withLinked[0]?.href).toBe(linked);
  });
});

describe('the feature directory (/tinh-nang)', () => {
  const built = new Set(['/dich-vu', '/tinh-nang/nap-tien', '/tinh-nang/tin-tuc', '/app']);
  const directory = (signedIn: boolean, onGuestService = vi.fn()) =>
    featureDirectory({ signedIn, pageExists: (href) => built.has(href), onGuestService });
  const entry = (groups: FeatureGroup[], key: string) =>
    groups.flatMap((group) => group.entries).find((item) => item.key === key);

  it('SHELL-006 groups every feature: account, payments, support, loyalty', () => {
    const groups = directory(true);
    expect(groups.map((group) => group.key)).toEqual(['account', 'payments', 'support', 'loyalty']);
    expect(groups.every((group) => group.entries.length > 0)).toBe(true);
  });

  it('SHELL-006 links only features whose page exists; the others have no link', () => {
    const groups = directory(true);
    const linked = groups.flatMap((group) => group.entries).filter((item) => item.href !== null);
    expect(linked.map((item) => item.href).sort()).toEqual([...built].sort());
    expect(entry(groups, 'faq')?.href).toBeNull();
    expect(entry(groups, 'personalInfo')?.href).toBeNull();
  });

  it('SHELL-074 hides multi-SIM and the SIM change from guests', () => {
    expect(entry(directory(false), 'multiSim')).toBeUndefined();
    expect(entry(directory(false), 'simChange')).toBeUndefined();
    expect(entry(directory(true), 'multiSim')).toBeDefined();
  });

  it('SHELL-101 a guest signs in before a payment service', () => {
    const onGuestService = vi.fn();
    entry(directory(false, onGuestService), 'topUp')?.onSelect?.();
    expect(onGuestService).toHaveBeenCalledWith('/tinh-nang/nap-tien');
    expect(entry(directory(true), 'topUp')?.onSelect).toBeUndefined();
  });
});

describe('the footer', () => {
  it('SHELL-006 ends its support column with the page of every feature', () => {
    expect(footerLinks(false, () => undefined).supportLinks.at(-1)).toEqual({
      key: 'nav.features',
      href: '/tinh-nang',
    });
  });
});
