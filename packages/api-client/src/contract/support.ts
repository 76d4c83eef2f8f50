/** §7 Support (API-087 ... API-094): §7 names these calls without their fields. */
import { defineCalls } from './define';
import { unshownMobileRow } from './wire';

export const supportCalls = defineCalls({
  help_get_faq: unshownMobileRow('API-087', '/help_get_faq'),
  help_feedback_get_sent: unshownMobileRow('API-088', '/help_feedback_get_sent'),
  help_feedback_send: unshownMobileRow('API-089', '/help_feedback_send'),
  custservice_submit_contract_profile_1800: unshownMobileRow(
    'API-090',
    '/custservice_submit_contract_profile_1800',
  ),
  custservice_get_frequently_errors_all: unshownMobileRow(
    'API-091',
    '/custservice_get_frequently_errors_all',
  ),
  custservice_send_trouble: unshownMobileRow('API-092', '/custservice_send_trouble'),
  custservice_get_sent_trouble_v2: unshownMobileRow('API-093', '/custservice_get_sent_trouble_v2'),
  product_survey_cskh_date: unshownMobileRow('API-094', '/{product}_survey_cskh_date'),
});
