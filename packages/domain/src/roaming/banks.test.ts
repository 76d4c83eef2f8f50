import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankChoiceAction, bankLinkTarget, bankListForDevice, searchBanks, suggestedBanks } from './banks';

const banks = ['Vietcombank', 'VietinBank', 'BIDV', 'Techcombank', 'MB'].map((shortName) => ({ shortName }));

describe('bank search', () => {
  it('VAL-33 matches a case-insensitive substring of the short name', () => {
    expect(searchBanks(banks, 'combank').map((b) => b.shortName)).toEqual(['Vietcombank', 'Techcombank']);
    expect(searchBanks(banks, 'viet').map((b) => b.shortName)).toEqual(['Vietcombank', 'VietinBank']);
  });

  it('VAL-34 an empty search shows the whole list', () => {
    expect(searchBanks(banks, '')).toEqual(banks);
    expect(searchBanks(banks, '  ')).toEqual(banks);
  });

  it('VAL-35 no match gives an empty list (the chooser shows the not-found text)', () => {
    expect(searchBanks(banks, 'zzz')).toEqual([]);
  });

  it('VAL-36 matches on the current keystroke, not the previous one', () => {
    expect(searchBanks(banks, 'B').length).toBeGreaterThan(searchBanks(banks, 'BI').length);
    expect(searchBanks(banks, 'BI').map((b) => b.shortName)).toEqual(['BIDV']);
  });

  it('VAL-33 every result contains the query and none containing it is dropped (property)', () => {
    const list = fc.array(fc.record({ shortName: fc.string({ maxLength: 8 }) }), { maxLength: 20 });
    fc.assert(
      fc.property(list, fc.string({ maxLength: 3 }), (all, query) => {
        const needle = query.trim().toLowerCase();
        expect(searchBanks(all, query)).toEqual(
          all.filter((b) => b.shortName.toLowerCase().includes(needle)),
        );
      }),
    );
  });

  it('CONST-62 suggests the first 4 banks', () => {
    expect(suggestedBanks(banks)).toEqual(banks.slice(0, 4));
  });
});

describe('bank lists and choice', () => {
  it('DOM-40 other devices see the full list, iOS and Android their own', () => {
    const lists = { ios: ['ios'], android: ['android'], all: ['all'] };
    expect(bankListForDevice('IOS', lists)).toEqual(['ios']);
    expect(bankListForDevice('ANDROID', lists)).toEqual(['android']);
    expect(bankListForDevice('OTHER', lists)).toEqual(['all']);
  });

  it("DOM-51 shows the payment guide first unless the flag is 'true'", () => {
    expect(bankChoiceAction(null)).toBe('showGuide');
    expect(bankChoiceAction('false')).toBe('showGuide');
  });

  it("DOM-52 opens the bank app at once when the flag is 'true'", () => {
    expect(bankChoiceAction('true')).toBe('openBankApp');
  });

  it('DOM-52 phones hand the deep link to the bank app in place; a desktop opens the link site beside the portal (issue 24)', () => {
    expect(bankLinkTarget('IOS')).toBe('samePage');
    expect(bankLinkTarget('ANDROID')).toBe('samePage');
    expect(bankLinkTarget('OTHER')).toBe('newTab');
  });
});
