/** The campaign tables, each its own chunk, fetched by slug with the route's chunk (issue 21). */
import type { CampaignTable } from './campaign';
import { landingCampaigns } from './registry';

const tables = import.meta.glob<{ default: CampaignTable }>('./campaigns/*.ts');

/** The table of a slug, or undefined when there is none. */
export async function loadCampaignTable(slug: string): Promise<CampaignTable | undefined> {
  const load = tables[`./campaigns/${slug}.ts`];
  return load ? (await load()).default : undefined;
}

/** What a landing route shows: one campaign, or the group's list (no slug, or one without a table). */
export type LandingData =
  | { readonly kind: 'campaign'; readonly table: CampaignTable }
  | { readonly kind: 'group'; readonly tables: readonly CampaignTable[] };

export async function loadLandingData(slug: string | undefined): Promise<LandingData> {
  const table = slug === undefined ? undefined : await loadCampaignTable(slug);
  if (table) return { kind: 'campaign', table };
  const all = await Promise.all(landingCampaigns.map((entry) => loadCampaignTable(entry.slug)));
  return { kind: 'group', tables: all.filter((found): found is CampaignTable => found !== undefined) };
}
