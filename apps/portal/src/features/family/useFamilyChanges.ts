import { familyOtpServices } from '@selfcare/api-client/contract';
import type { FamilyAdvancedPack, FamilyLimitKind, FamilyMember } from '@selfcare/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback';
import { usePortalQueries, useSession } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';

/** The master change whose dialog is open (one at a time). */
export type FamilyDialog =
  | { kind: 'add' }
  | { kind: 'remove'; member: FamilyMember }
  | { kind: 'limit'; member: FamilyMember; limit: FamilyLimitKind }
  | { kind: 'pack'; pack: FamilyAdvancedPack };

const serviceOf = {
  add: familyOtpServices.addMember,
  remove: familyOtpServices.removeMember,
  limit: familyOtpServices.setVolume,
  pack: familyOtpServices.upgradePack,
} as const;

/**
 * The writes of the family page. Every master change is confirmed by a code sent to the master's own number
 * for that change (ROLE-16, one otp_service each, docs/decisions/family-sim.md); the server checks it.
 */
export function useFamilyChanges() {
  const { t } = useTranslation(['family', 'errors']);
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const { familyQueries } = usePortalQueries();
  const { state } = useSession();
  const self = state.status === 'signedIn' ? state.msisdn : '';
  const group = [
    familyQueries.status().queryKey,
    familyQueries.masterMembers().queryKey,
    familyQueries.memberData().queryKey,
    familyQueries.advancedPacks().queryKey,
  ];
  const combo = [familyQueries.homeComboRemain().queryKey, familyQueries.homeComboPackages().queryKey];
  const otp = useCallMutation('otp_send');
  const writes = {
    add: useCallMutation('family_master_add_member', { invalidates: group }),
    remove: useCallMutation('family_master_del_member', { invalidates: group }),
    limit: useCallMutation('family_set_volume_for_sub', { invalidates: group }),
    pack: useCallMutation('family_master_upgrade_pack', { invalidates: group }),
    leave: useCallMutation('family_member_leave', { invalidates: group }),
    combo: useCallMutation('mobile_home_combo_ccbs_reg', { invalidates: combo }),
  };
  const [dialog, setDialog] = useState<FamilyDialog | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  const open = (next: FamilyDialog | null) => {
    setDialog(next);
    setCodeSent(false);
    setRefusal(undefined);
    otp.reset();
    for (const write of Object.values(writes)) write.reset();
  };

  /** ACC-24: a number must be able to join before the master gets a code. */
  const checkJoin = async (msisdn: string): Promise<boolean> => {
    try {
      const status = await queryClient.fetchQuery({
        ...familyQueries.subscriberStatus(msisdn),
        staleTime: 0,
      });
      if (!status.canJoin) setRefusal(status.reason);
      return status.canJoin;
    } catch {
      setRefusal(t('errors:generic'));
      return false;
    }
  };

  const requestCode = async (memberToAdd?: string) => {
    if (dialog === null) return;
    setRefusal(undefined);
    if (memberToAdd !== undefined && !(await checkJoin(memberToAdd))) return;
    const outcome = await otp.run({ msisdn: self, otp_service: serviceOf[dialog.kind] });
    if (outcome.ok) setCodeSent(true);
  };

  const finish = (ok: boolean, message: string) => {
    if (!ok) return;
    feedback.toast('success', message);
    open(null);
  };

  const confirm = {
    add: async (msisdn: string, code: string) =>
      finish((await writes.add.run({ member_msisdn: msisdn, otp: code })).ok, t('family:done.added')),
    remove: async (member: FamilyMember, code: string) =>
      finish(
        (await writes.remove.run({ member_msisdn: member.msisdn, otp: code })).ok,
        t('family:done.removed'),
      ),
    limit: async (member: FamilyMember, limit: FamilyLimitKind, value: number, code: string) =>
      finish(
        (
          await writes.limit.run({
            member_msisdn: member.msisdn,
            otp: code,
            ...(limit === 'data' ? { volume: value } : { volume_call: value }),
          })
        ).ok,
        t('family:done.limit'),
      ),
    pack: async (pack: FamilyAdvancedPack, code: string) =>
      finish((await writes.pack.run({ pack_code: pack.code, otp: code })).ok, t('family:done.pack')),
  };

  const leave = async () => {
    const outcome = await writes.leave.run({});
    if (outcome.ok) feedback.toast('success', t('family:done.left'));
  };

  const registerCombo = async (code: string) => {
    const outcome = await writes.combo.run({ package_code: code });
    if (outcome.ok) feedback.toast('success', t('family:done.combo'));
  };

  const change = dialog === null ? undefined : writes[dialog.kind];
  return {
    dialog,
    open,
    codeSent,
    requestCode,
    confirm,
    pending: otp.isPending ? ('code' as const) : change?.isPending ? ('change' as const) : undefined,
    failure: refusal ?? otp.errorMessage ?? change?.errorMessage,
    leave,
    leaving: writes.leave.isPending,
    leaveFailure: writes.leave.errorMessage,
    registerCombo,
    comboPending: writes.combo.isPending ? writes.combo.variables?.package_code : undefined,
    comboFailure: writes.combo.errorMessage,
  };
}
