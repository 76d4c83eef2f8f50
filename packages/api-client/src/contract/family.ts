/** §7 Family and home combo (API-054 ... API-066). */
import { defineCalls, mobileRow } from './define';
import { familyMemberRecord } from './records';
import { listOf, mobileResponse, unshownBody, unshownMobileRow } from './wire';

export const familyCalls = defineCalls({
  family_check_family_status: unshownMobileRow('read', 'API-054', '/family_check_family_status'),
  family_member_data_remain_ver2: mobileRow(
    'read',
    'API-055',
    '/family_member_data_remain_ver2',
    unshownBody,
    mobileResponse(listOf(familyMemberRecord)),
    { assumed: 'fields not shown; result taken as the group members of ENT-39' },
  ),
  home_combo_get_remain_info: unshownMobileRow('read', 'API-056', '/home_combo_get_remain_info'),
  family_master_add_member: unshownMobileRow('write', 'API-057', '/family_master_add_member'),
  family_master_del_member: unshownMobileRow('write', 'API-058', '/family_master_del_member'),
  family_member_leave: unshownMobileRow('write', 'API-059', '/family_member_leave'),
  family_set_volume_for_sub: unshownMobileRow('write', 'API-060', '/family_set_volume_for_sub'),
  family_master_list_advanced_pack: unshownMobileRow('read', 'API-061', '/family_master_list_advanced_pack'),
  family_master_upgrade_pack: unshownMobileRow('write', 'API-062', '/family_master_upgrade_pack'),
  family_check_subs_status: unshownMobileRow('read', 'API-063', '/family_check_subs_status'),
  family_master_list_members_ver2: unshownMobileRow('read', 'API-064', '/family_master_list_members_ver2'),
  mobile_home_combo_package_ccbs_list: unshownMobileRow(
    'read',
    'API-065',
    '/mobile_home_combo_package_ccbs_list',
  ),
  mobile_home_combo_ccbs_reg: unshownMobileRow('write', 'API-066', '/mobile_home_combo_ccbs_reg'),
});
