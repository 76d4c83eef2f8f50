import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeOperator } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { config, readConfig } from '../../config/env';
import type { Language } from '../../lib/i18n';
import type { CampaignTable } from './campaign';
import { campaignContent, campaignContext, type Reader } from './content';
import { landingCampaigns } from './registry';
import { landingRoutes } from './routes';
import { loadCampaignTable } from './tables';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

const reader = (overrides: Partial<Reader> = {}): Reader => ({
  config,
  language: 'vi',
  userAgent: WINDOWS,
  maxTouchPoints: 0,
  origin: 'https://portal.example.vn',
  ...overrides,
});

/** The landing routes alone under the portal's providers, on a fake operator (only the logs are called). */
function renderLanding(path: string, language: Language = 'vi') {
  const operator = fakeOperator();
  const { wrapper: Providers } = testPortal(operator.fetchImpl, { language });
  const router = createMemoryRouter(landingRoutes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return operator;
}

async function table(slug: string): Promise<CampaignTable> {
  const found = await loadCampaignTable(slug);
  if (!found) throw new Error(`no table for ${slug}`);
  return found;
}

const links = (content: ReturnType<typeof campaignContent>) =>
  content.blocks.flatMap((block) => (block.kind === 'actions' ? block.links : []));

describe('the landing campaigns', () => {
  // The page's chunk and the tables are transformed once, before the pages are timed.
  beforeAll(async () => {
    await Promise.all([import('./LandingRoute'), ...landingCampaigns.map((entry) => table(entry.slug))]);
  }, 60_000);

  it('every table in campaigns/ has its line in the registry, and every line its table', () => {
    const files = Object.keys(import.meta.glob('./campaigns/*.ts')).map((file) =>
      file.replace(/^\.\/campaigns\/|\.ts$/g, ''),
    );
    expect(files.sort()).toEqual(landingCampaigns.map((entry) => entry.slug).sort());
  });

  it('every landing path of §2.1 but the three subscriber-information ones has a campaign', () => {
    const served = landingCampaigns.flatMap((entry) => entry.paths);
    for (const path of [
      '/sieuvoucher50',
      '/sieuvoucher50t8',
      '/mght2024',
      '/uudai50',
      '/mytv-landingpage',
      '/vnplus',
      '/cashback-50',
      `/Banmoi${config.productId}`,
      '/Bancuquaylai',
      '/ads',
      '/ins',
    ])
      expect(served).toContain(path);
  });

  const cases = landingCampaigns.flatMap(({ slug, paths }) =>
    (['vi', 'en-US'] as const).flatMap((language: Language) =>
      [...paths, `/khuyen-mai/${slug}`].map((path) => ({ slug, path, language })),
    ),
  );

  it.each(cases)(
    'LAND-69 $path renders its campaign in $language, signed out',
    async ({ slug, path, language }) => {
      const expected = (await table(slug)).pageFor(campaignContext(reader({ language }))).hero.title;
      renderLanding(path, language);
      expect(
        await screen.findByRole('heading', { level: 1, name: expected }, { timeout: 5_000 }),
      ).toBeTruthy();
    },
  );

  it('the landing group without a slug lists every campaign', async () => {
    renderLanding('/khuyen-mai', 'en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(landingCampaigns.length);
  });
});

describe('the campaign log', () => {
  it('LAND-71 LAND-72 logs the view of a campaign page and each button pressed, by its id', async () => {
    const operator = renderLanding('/sieuvoucher50');
    const topUp = await screen.findByRole('link', { name: 'Nạp tiền ngay' }, { timeout: 5_000 });
    topUp.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(topUp);
    await waitFor(() => expect(operator.called('vnpt_campaign_action_log')).toHaveLength(2));
    expect(operator.called('vnpt_campaign_action_log').map((call) => call.body['action'])).toEqual([
      'view',
      'click',
    ]);
    expect(JSON.stringify(operator.called('vnpt_campaign_action_log')[1]?.body)).toContain('topup');
  });
});

describe('the buttons into the app', () => {
  const now = new Date('2025-03-01T03:00:00Z');

  it('LAND-14 LAND-15 the voucher-50 buttons open TOPUP_MONEY and TELECOM_BILL', async () => {
    const content = campaignContent(await table('sieuvoucher50'), campaignContext(reader()), now);
    expect(links(content).map((link) => link.href)).toEqual([
      '/__sandbox/operator-app?screen=TOPUP_MONEY',
      '/__sandbox/operator-app?screen=TELECOM_BILL',
    ]);
  });

  it('LAND-20 LAND-21 LAND-22 LAND-23 cashback-15 opens news 5144 and packages of category 6 on the environment host', async () => {
    const production = readConfig({
      VITE_BACKEND_URL: 'https://api.example.vn',
      VITE_PRODUCTION_HOSTS: 'api.example.vn',
      VITE_APP_LINK_PRODUCTION: 'myapp://open',
    });
    const content = campaignContent(
      await table('hoan-tien-15'),
      campaignContext(reader({ config: production })),
      now,
    );
    expect(links(content).map((link) => [link.label, link.href])).toEqual([
      ['Xem thể lệ', 'myapp://open?screen=NEWS_DETAIL&id=5144'],
      ['Mua gói cước', 'myapp://open?screen=PACKAGE_LIST&type=1&category=6'],
    ]);
  });

  it('LAND-26 LAND-28 LAND-29 LAND-30 cashback-50 shows its buttons from 991 px and a copy at the end below', async () => {
    const content = campaignContent(await table('cashback-50'), campaignContext(reader()), now);
    const rows = content.blocks.filter((block) => block.kind === 'actions');
    expect(rows.map((row) => row.placement)).toEqual(['wide', 'narrow']);
    expect(content.blocks.at(-1)).toBe(rows[1]);
    expect(links(content)[0]?.href).toBe('/__sandbox/operator-app?screen=NEWS_DETAIL&id=5163');
    expect(links(content)[1]?.href).toBe('/__sandbox/operator-app?screen=PACKAGE_LIST&type=1&category=1');
    const steps = content.blocks.find((block) => block.kind === 'steps');
    expect(steps?.kind === 'steps' && [steps.steps.length, steps.display]).toEqual([8, 'carousel']);
  });

  it('LAND-38 LAND-39 the TV page sticks registerNow from 572 px', async () => {
    const content = campaignContent(await table('mytv'), campaignContext(reader()), now);
    expect(content.sticky?.afterPx).toBe(572);
    expect(content.sticky?.link.href).toBe('/__sandbox/operator-app?screen=registerNow');
  });

  it.each([
    ['iOS', IPHONE, '/__sandbox/operator-app?screen=VNPPLUS'],
    ['Android', ANDROID, '/__sandbox/operator-app?screen=VNPPLUS'],
    ['a desktop', WINDOWS, '/app'],
  ])('LAND-43 LAND-44 Access on %s leads to %s', async (_name, userAgent, href) => {
    const content = campaignContent(await table('vnplus'), campaignContext(reader({ userAgent })), now);
    expect(links(content).find((link) => link.id === 'access')?.href).toBe(href);
  });

  it('LAND-43 on staging (beta) Access opens the app even on a desktop', async () => {
    const beta = readConfig({
      VITE_BACKEND_URL: 'https://beta.example.vn/api',
      VITE_BETA_HOSTS: 'beta.example.vn',
      VITE_APP_LINK_BETA: 'myapp-beta://open',
    });
    const content = campaignContent(await table('vnplus'), campaignContext(reader({ config: beta })), now);
    expect(links(content)[0]?.href).toBe('myapp-beta://open?screen=VNPPLUS');
  });
});

describe('the campaign dates', () => {
  it('LAND-49 LAND-53 the 300-point pages run 26/02/2025 – 31/12/2025; before and after they say so', async () => {
    const newUsers = await table('ban-moi');
    const context = campaignContext(reader());
    expect(campaignContent(newUsers, context, new Date('2025-06-01T00:00:00Z')).status).toBeUndefined();
    expect(campaignContent(newUsers, context, new Date('2025-02-25T00:00:00Z')).status).toEqual({
      kind: 'upcoming',
      date: '26/02/2025',
    });
    expect(
      campaignContent(
        newUsers,
        campaignContext(reader({ language: 'en-US' })),
        new Date('2026-01-01T00:00:00Z'),
      ).status,
    ).toEqual({ kind: 'ended', date: 'Dec 31, 2025' });
  });

  it('LAND-48 the returning-customer page lists the four valid transactions', async () => {
    const content = campaignContent(await table('ban-cu-quay-lai'), campaignContext(reader()), new Date());
    const valid = content.blocks.find((block) => block.id === 'valid');
    expect(valid?.kind === 'rules' && valid.items?.length).toBe(4);
  });

  it('LAND-12 the voucher tabs hold 6 and 5 steps', async () => {
    const content = campaignContent(await table('sieuvoucher50t8'), campaignContext(reader()), new Date());
    const tabs = content.blocks.find((block) => block.kind === 'tabs');
    expect(tabs?.kind === 'tabs' && tabs.tabs.map((tab) => tab.steps.steps.length)).toEqual([6, 5]);
  });
});
