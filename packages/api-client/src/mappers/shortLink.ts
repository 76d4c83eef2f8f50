import type { UrlMapping } from '@selfcare/domain';
import type { Contract, ResponseOf } from '../contract';
import { optional } from './wire';

/** ENT-48: channel, camp and sub_id live in url_common. */
export function toUrlMapping(response: ResponseOf<Contract['getUrlMapping']>): UrlMapping {
  return {
    convertUrl: optional(response.convertUrl),
    action: optional(response.action),
    channel: optional(response.url_common?.channel),
    campaign: optional(response.url_common?.camp),
    subId: optional(response.url_common?.sub_id),
  };
}
