import { describe, expect, it } from 'vitest';
import { readUsageView, shownUsageTab, usageSearch, usageTabsOf, type UsageView } from './usage-view';

const today = '2026-11-25';
const fromSearch = (params: Readonly<Record<string, string>>) =>
  readUsageView((name) => params[name] ?? null, today);

describe('usage view in the address', () => {
  it('an address without params is the usage tab, all kinds, the last 30 days', () => {
    const view = fromSearch({});
    expect(view).toEqual({ tab: 'usage', kind: 'all', range: { from: '2026-10-27', to: today } });
    expect(usageSearch(view, today)).toEqual({});
  });

  it('reads the tab, the type and the range, and writes them back', () => {
    const params = { tab: 'topups', type: 'data', from: '2026-09-01', to: '2026-09-30' };
    const view = fromSearch(params);
    expect(view).toEqual({ tab: 'topups', kind: 'data', range: { from: '2026-09-01', to: '2026-09-30' } });
    expect(usageSearch(view, today)).toEqual(params);
  });

  it('CONST-78 a range the rule refuses, or an unknown value, reads as the default', () => {
    expect(fromSearch({ from: '2026-01-01', to: '2026-02-01' }).range).toEqual({
      from: '2026-10-27',
      to: today,
    });
    expect(fromSearch({ from: '2026-11-20', to: '2026-11-10' }).range.from).toBe('2026-10-27');
    expect(fromSearch({ tab: 'x', type: 'fax' })).toMatchObject({ tab: 'usage', kind: 'all' });
  });

  it('a view survives the address', () => {
    const view: UsageView = { tab: 'bills', kind: 'sms', range: { from: '2026-08-28', to: '2026-11-01' } };
    expect(fromSearch(usageSearch(view, today))).toEqual(view);
  });

  it('API-067 API-068 prepaid has top-ups, postpaid bills; the other tab falls back to the usage', () => {
    expect(usageTabsOf('prepaid')).toEqual(['usage', 'topups']);
    expect(usageTabsOf('postpaid')).toEqual(['usage', 'bills']);
    expect(shownUsageTab('bills', 'prepaid')).toBe('usage');
    expect(shownUsageTab('bills', 'postpaid')).toBe('bills');
  });
});
