/**
 * Issue 21: every landing campaign and the addresses it answers at: its own paths of §2.1 and
 * /khuyen-mai/<slug> (the landing group with an optional slug, §2.1). Adding a campaign: its table in
 * campaigns/<slug>.ts and one line here (apps/portal/README.md, "Add a landing campaign").
 * This file rides in the entry (the route table reads it): slugs and paths only, the tables load lazily.
 */
import { config } from '../../config/env';
import { paths } from '../../config/paths';

export interface LandingEntry {
  readonly slug: string;
  /** Its paths of §2.1, besides /khuyen-mai/<slug>. */
  readonly paths: readonly string[];
}

export const landingCampaigns: readonly LandingEntry[] = [
  { slug: 'sieuvoucher50', paths: ['/sieuvoucher50'] },
  { slug: 'sieuvoucher50t8', paths: ['/sieuvoucher50t8'] },
  // LAND-19 … LAND-25: no path in §2.1; the group's slug is its address.
  { slug: 'hoan-tien-15', paths: [] },
  { slug: 'cashback-50', paths: ['/cashback-50'] },
  // LAND-33 … LAND-37: no path in §2.1.
  { slug: 'hoan-tien-50-di-dong', paths: [] },
  { slug: 'mytv', paths: ['/mytv-landingpage'] },
  { slug: 'vnplus', paths: ['/vnplus'] },
  // §2.1 /Banmoi{product}: {product} is the configured product id, as in the `{product}_…` call names.
  { slug: 'ban-moi', paths: [`/Banmoi${config.productId}`] },
  { slug: 'ban-cu-quay-lai', paths: ['/Bancuquaylai'] },
  { slug: 'mght2024', paths: ['/mght2024'] },
  { slug: 'uudai50', paths: ['/uudai50'] },
  { slug: 'ads', paths: ['/ads'] },
  { slug: 'ins', paths: ['/ins'] },
];

/** A campaign's address: its first path of §2.1, else its place in the landing group. */
export function landingHref(slug: string): string {
  const entry = landingCampaigns.find((candidate) => candidate.slug === slug);
  return entry?.paths[0] ?? paths.landing.getHref(slug);
}
