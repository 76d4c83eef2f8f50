import { describe, expect, it } from 'vitest';
import { headerNavigation, type NavigationContext } from './navigation';

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
