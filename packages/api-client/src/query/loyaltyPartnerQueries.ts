import { toBusinessField, toCaptcha, toLoyaltyAbout } from '../mappers/loyaltyPartners';
import type { QueryFactories } from './factories';

/**
 * LOY-54, LOY-55: what a visitor reads on `/vinaphone-plus/about` (the same for everyone: guest rows).
 * A captcha is never reused from the cache: each read is a new image (the page refetches to refresh it).
 */
export function createLoyaltyPartnerQueries({ readMapped }: Pick<QueryFactories, 'readMapped'>) {
  return {
    about: () => readMapped('apiGetGioiThieu', {}, (data) => toLoyaltyAbout(data.result)),
    businessFields: () =>
      readMapped('Api_LayDSLinhVucKinhDoanh', {}, (data) => data.result.map(toBusinessField)),
    captcha: () => ({
      ...readMapped('apiGetCaptcha', {}, (data) => toCaptcha(data.result)),
      staleTime: 0,
      gcTime: 0,
    }),
  };
}
