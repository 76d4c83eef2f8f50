/**
 * Issue 21: every landing campaign and the addresses it answers at: its own paths of §2.1 and
 * /khuyen-mai/<slug> (the landing group with an optional slug, §2.1). Adding a campaign: its table in
 * campaigns/<slug>.ts and one line in campaigns.json (apps/portal/README.md, "Add a landing campaign").
 * This file rides in the entry (the route table reads it): slugs and paths only, the tables load lazily.
 */
import { config } from '../../config/env';
import { paths } from '../../config/paths';
import { campaignsFor } from './campaignPaths';

export type { LandingEntry } from './campaignPaths';

/**
 * The table itself is campaigns.json (campaignPaths.ts). Notes of the spec: LAND-19 … LAND-25 and
 * LAND-33 … LAND-37 have no path in §2.1 (the group's slug is their address).
 */
export const landingCampaigns = campaignsFor(config.productId);

/** A campaign's address: its first path of §2.1, else its place in the landing group. */
export function landingHref(slug: string): string {
  const entry = landingCampaigns.find((candidate) => candidate.slug === slug);
  return entry?.paths[0] ?? paths.landing.getHref(slug);
}
