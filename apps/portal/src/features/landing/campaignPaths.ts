import campaigns from './campaigns.json' with { type: 'json' };

export interface LandingEntry {
  readonly slug: string;
  /** Its paths of §2.1, besides /khuyen-mai/<slug>. */
  readonly paths: readonly string[];
}

/**
 * Every campaign of campaigns.json with its own paths of §2.1, `{product}` (§2.1 /Banmoi{product}, as in the
 * `{product}_…` call names) replaced by the configured product id. The route table reads it (registry.ts),
 * and so does the build, for the pages it prerenders (deploy/landingPages.ts).
 */
export function campaignsFor(productId: string): readonly LandingEntry[] {
  return campaigns.campaigns.map(({ slug, paths }) => ({
    slug,
    paths: paths.map((path) => path.replace('{product}', productId)),
  }));
}
