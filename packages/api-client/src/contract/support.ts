/** §7 Support (API-087 ... API-094): §7 names these calls without their fields. */
import { defineCalls } from './define';
import { unshownMobileRow } from './wire';

export const supportCalls = defineCalls({
  help_get_faq: unshownMobileRow('read', 'API-087', '/help_get_faq'),
  help_feedback_get_sent: unshownMobileRow('read', 'API-088', '/help_feedback_get_sent'),
  help_feedback_send: unshownMobileRow('write', 'API-089', '/help_feedback_send'),
  custservice_submit_contract_profile_1800: unshownMobileRow(
    'write',
    'API-090',
    '/custservice_submit_contract_profile_1800',
  ),
  custservice_get_frequently_errors_all: unshownMobileRow(
    'read',
    'API-091',
    '/custservice_get_frequently_errors_all',
  ),
  custservice_send_trouble: unshownMobileRow('write', 'API-092', '/custservice_send_trouble'),
  custservice_get_sent_trouble_v2: unshownMobileRow('read', 'API-093', '/custservice_get_sent_trouble_v2'),
  product_survey_cskh_date: unshownMobileRow('read', 'API-094', '/{product}_survey_cskh_date'),
});
