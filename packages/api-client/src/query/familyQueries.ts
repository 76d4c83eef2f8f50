import {
  toFamilyAdvancedPack,
  toFamilyMember,
  toFamilyStatus,
  toFamilySubscriberStatus,
  toHomeComboPackage,
  toHomeComboRemain,
  toReceivedFamilyInvitation,
} from '../mappers';
import type { QueryFactories } from './factories';

/**
 * ACC-24 … ACC-27, PKG-51: the caller's family group and home combo. Every read is private (the session's
 * own group), so its key carries the subscriber (readMapped's scope).
 */
export function createFamilyQueries({ readMapped }: Pick<QueryFactories, 'readMapped'>) {
  return {
    status: () => readMapped('family_check_family_status', {}, (data) => toFamilyStatus(data.result)),
    /** A master's group, the master first. */
    masterMembers: () =>
      readMapped('family_master_list_members_ver2', {}, (data) => data.result.map(toFamilyMember)),
    /** A member's view of the same group. */
    memberData: () =>
      readMapped('family_member_data_remain_ver2', {}, (data) => data.result.map(toFamilyMember)),
    advancedPacks: () =>
      readMapped('family_master_list_advanced_pack', {}, (data) => data.result.map(toFamilyAdvancedPack)),
    subscriberStatus: (memberMsisdn: string) =>
      readMapped('family_check_subs_status', { member_msisdn: memberMsisdn }, (data) =>
        toFamilySubscriberStatus(data.result),
      ),
    /** Issue 47: the invitations to the caller's number still standing. */
    receivedInvitations: () =>
      readMapped('family_member_invitations', {}, (data) => data.result.map(toReceivedFamilyInvitation)),
    homeComboRemain: () =>
      readMapped('home_combo_get_remain_info', {}, (data) => toHomeComboRemain(data.result)),
    homeComboPackages: () =>
      readMapped('mobile_home_combo_package_ccbs_list', {}, (data) => data.result.map(toHomeComboPackage)),
  };
}
