import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AllowanceList, ChangePasswordForm, PersonalInfoCard } from './features/Account';
import { personalInfo, prepaidAllowances } from './features/Account/fixtures';
import { NewsDetail } from './features/News';
import { PackageDetail } from './features/Packages';
import { RoamingResult } from './features/Roaming';
import { SearchResults } from './features/Search';
import { DownloadAppBox, FeatureDirectory, Footer, OperatorApps } from './features/Shell';
import { sampleContact, sampleFooter } from './features/Shell/private/storyData';
import { sampleNews, samplePackage } from './fixtures/sampleData';

/** Every id in the document once, and every id reference pointing at exactly one element. */
function expectUniqueIds(container: HTMLElement) {
  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(ids.length).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(ids.length);
  for (const element of container.querySelectorAll(
    '[aria-labelledby], [aria-controls], [aria-describedby]',
  )) {
    for (const attribute of ['aria-labelledby', 'aria-controls', 'aria-describedby']) {
      for (const id of element.getAttribute(attribute)?.split(' ').filter(Boolean) ?? [])
        expect(
          ids.filter((known) => known === id),
          `${attribute}=${id}`,
        ).toHaveLength(1);
    }
  }
}

const twice = (element: ReactElement) => (
  <>
    {element}
    {element}
  </>
);

describe('element ids', () => {
  it.each([
    ['PackageDetail', <PackageDetail key="p" pkg={samplePackage} />],
    ['NewsDetail', <NewsDetail key="n" item={sampleNews[0]} />],
    [
      'SearchResults',
      <SearchResults
        key="s"
        searchText="d15"
        packageResults={null}
        packageCount={1}
        newsResults={null}
        newsCount={1}
      />,
    ],
    ['Footer', <Footer key="f" {...sampleFooter} contact={sampleContact} />],
    [
      'DownloadAppBox',
      <DownloadAppBox key="d" visible iosHref="#ios" androidHref="#android" onClose={vi.fn()} />,
    ],
    [
      'FeatureDirectory',
      <FeatureDirectory
        key="fd"
        groups={[
          { key: 'support', entries: [{ key: 'faq', href: '/tinh-nang/hoi-dap' }] },
          { key: 'loyalty', entries: [{ key: 'about', href: null }] },
        ]}
      />,
    ],
    ['OperatorApps', <OperatorApps key="oa" apps={[]} state="ready" onRetry={vi.fn()} qrValue="/app" />],
    [
      'RoamingResult',
      <RoamingResult key="r" view="fail" status={undefined} chooseAnotherHref="#again" onReload={vi.fn()} />,
    ],
    ['AllowanceList', <AllowanceList key="al" allowances={prepaidAllowances} />],
    [
      'PersonalInfoCard',
      <PersonalInfoCard key="pi" phone="84912345678" info={personalInfo} updateActions="-" />,
    ],
    ['ChangePasswordForm', <ChangePasswordForm key="cp" onSubmit={vi.fn()} />],
  ])('two %s on one page never share an id', (_name, element) => {
    const { container } = render(twice(element));
    expectUniqueIds(container);
  });
});
