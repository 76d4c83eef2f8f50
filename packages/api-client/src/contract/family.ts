/** §7 Family and home combo (API-054 ... API-066). */
import { defineCalls, mobileRow } from './define';
import { familyMemberRecord } from './records';
import { listOf, mobileResponse, unshownBody, unshownMobileRow } from './wire';

export const familyCalls = defineCalls({
  family_check_family_status: unshownMobileRow('API-054', '/family_check_family_status'),
  family_member_data_remain_ver2: mobileRow(
    'API-055',
    '/family_member_data_remain_ver2',
    unshownBody,
    mobileResponse(listOf(familyMemberRecord)),
    { assumed: 'fields not shown; result taken as the group members of ENT-39' },
  ),
  home_combo_get_remain_info: unshownMobileRow('API-056', '/home_combo_get_remain_info'),
  family_master_add_member: unshownMobileRow('API-057', '/family_master_add_member'),
  family_master_del_member: unshownMobileRow('API-058', '/family_master_del_member'),
  family_member_leave: unshownMobileRow('API-059', '/family_member_leave'),
  family_set_volume_for_sub: unshownMobileRow('API-060', '/family_set_volume_for_sub'),
  family_master_list_advanced_pack: unshownMobileRow('API-061', '/family_master_list_advanced_pack'),
  family_master_upgrade_pack: unshownMobileRow('API-062', '/family_master_upgrade_pack'),
  family_check_subs_status: unshownMobileRow('API-063', '/family_check_subs_status'),
  family_master_list_members_ver2: unshownMobileRow('API-064', '/family_master_list_members_ver2'),
  mobile_home_combo_package_ccbs_list: unshownMobileRow('API-065', '/mobile_home_combo_package_ccbs_list'),
  mobile_home_combo_ccbs_reg: unshownMobileRow('API-066', '/mobile_home_combo_ccbs_reg'),
});
