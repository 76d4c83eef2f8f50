/** §7 Short link (API-135, API-136) on the short-link service base. */
import * as z from 'zod/mini';
import { defineCalls } from './define';
import { mobileEnvelope, optionalText } from './wire';

/** ENT-50: the click-log fields (the other query params of the address also pass through). */
export const clickLogRequest = z.looseObject({
  mobile: optionalText,
  pr_channel: optionalText,
  campaign_code: optionalText,
  package_id: optionalText,
  action: optionalText,
  urlredirect: optionalText,
  ushortkey: optionalText,
  campaign_content: optionalText,
  campaign_desc: optionalText,
  service: z.string(),
  user_agent: optionalText,
  user_ip: optionalText,
  user_network: optionalText,
  os: optionalText,
  user_id: optionalText,
  clicktime: z.string(),
  referer: optionalText,
  device_id: optionalText,
});

export const shortLinkCalls = defineCalls({
  getUrlMapping: {
    access: 'read',
    matrixId: 'API-135',
    service: 'shortLink',
    method: 'POST',
    path: '/getUrlMapping',
    request: z.looseObject({ short_link: z.string().check(z.minLength(1)) }),
    // ENT-48: url_common carries channel, camp, sub_id.
    response: z.extend(mobileEnvelope, {
      convertUrl: optionalText,
      action: optionalText,
      url_common: z.nullish(
        z.looseObject({ channel: optionalText, camp: optionalText, sub_id: optionalText }),
      ),
    }),
    session: false,
    assumed: 'method and path not shown (GAP API-135): POST JSON to the short-link base + /getUrlMapping',
  },
  short_link_click_log: {
    access: 'write',
    matrixId: 'API-136',
    service: 'shortLink',
    method: 'POST',
    path: '/click_log',
    request: clickLogRequest,
    response: mobileEnvelope,
    session: false,
    assumed:
      'name, method and path not shown (GAP API-136): fire-and-forget POST to the short-link base + /click_log',
  },
});
