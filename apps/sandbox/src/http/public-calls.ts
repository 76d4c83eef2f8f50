/**
 * Rows marked `session: true` get the session injected when the user has one (API-004), but a
 * visitor may browse these without signing in (ROLE-01: package pages, news, stores, help and
 * address lists are public). Every other session row answers 401 without a live session.
 */
export const publicCalls: ReadonlySet<string> = new Set([
  'package_search',
  'news_search',
  'help_news_detail',
  'help_news_group',
  'help_get_faq',
  'help_get_provinces',
  'help_get_provinces_1800',
  'help_get_provinces_1800_lantoa',
  'help_get_districts_1800',
  'help_get_precinct_1800',
  'help_get_street_1800',
  'help_get_khu_pho_ap_1800',
  'help_get_area_1800',
  'help_get_stores_by_lnglat',
  'help_get_stores_by_province',
  'vin_list_city',
  'media_get_app_link_lists',
  'media_get_banner',
  'mobile_ir_country_list',
  'mobile_get_ir_partner',
  'custservice_get_frequently_errors_all',
  'mobile_staff_list_category',
  'mobile_staff_list_ccos',
  'product_campaign_action_log',
  'product_shortlink_log',
  'log_access_web',
]);
