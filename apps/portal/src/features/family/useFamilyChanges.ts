import { toFamilyInvitation } from '@selfcare/api-client';
import { familyOtpServices } from '@selfcare/api-client/contract';
import {
  FAMILY_REINVITE_BLOCK_DAYS,
  type FamilyAdvancedPack,
  type FamilyInvitation,
  type FamilyLimitKind,
  type FamilyMember,
  type ReceivedFamilyInvitation,
} from '@selfcare/domain';
import type { FamilyInvitationAnswer, FamilyInvitationStep } from '@selfcare/ui';
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

/** Issue 47: the add dialog's second step, from the server's answer (the wait counted from now). */
const invitationStep = (invitation: FamilyInvitation): FamilyInvitationStep => ({
  msisdn: invitation.memberMsisdn,
  codeSent: invitation.codeSent,
  resendAvailableAt: Date.now() + invitation.waitSeconds * 1000,
});

/**
 * The writes of the family page. Every master change is confirmed by a code sent to the master's own number
 * for that change (ROLE-16, one otp_service each, docs/decisions/family-sim.md); the server checks it.
 * Issue 47: an add invites the number, which joins by the code it received (the second step of the add
 * dialog) or by its own answer on its family page (`answerInvitation`).
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
  const received = familyQueries.receivedInvitations().queryKey;
  const otp = useCallMutation('otp_send');
  const invite = {
    resend: useCallMutation('family_master_resend_invite', {
      map: (answer) => toFamilyInvitation(answer.result),
    }),
    confirm: useCallMutation('family_master_confirm_member', { invalidates: group }),
  };
  const answer = useCallMutation('family_member_answer_invite', { invalidates: [...group, received] });
  const writes = {
    add: useCallMutation('family_master_add_member', { map: (answer) => toFamilyInvitation(answer.result) }),
    remove: useCallMutation('family_master_del_member', { invalidates: group }),
    limit: useCallMutation('family_set_volume_for_sub', { invalidates: group }),
    pack: useCallMutation('family_master_upgrade_pack', { invalidates: group }),
    leave: useCallMutation('family_member_leave', { invalidates: group }),
    combo: useCallMutation('mobile_home_combo_ccbs_reg', { invalidates: combo }),
  };
  const [dialog, setDialog] = useState<FamilyDialog | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [invitation, setInvitation] = useState<FamilyInvitationStep | undefined>(undefined);

  const open = (next: FamilyDialog | null) => {
    setDialog(next);
    setCodeSent(false);
    setRefusal(undefined);
    setInvitation(undefined);
    otp.reset();
    for (const write of [...Object.values(writes), ...Object.values(invite)]) write.reset();
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
    // Issue 47: the master's code sends the invitation; the dialog then asks for the member's code.
    add: async (msisdn: string, code: string) => {
      const outcome = await writes.add.run({ member_msisdn: msisdn, otp: code });
      if (outcome.ok) setInvitation(invitationStep(outcome.data));
    },
    member: async (code: string) => {
      if (invitation === undefined) return;
      const outcome = await invite.confirm.run({ member_msisdn: invitation.msisdn, otp: code });
      finish(outcome.ok, t('family:done.added'));
    },
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

  /** Issue 47: a new code for the invited number (the operator's wait comes back with the answer). */
  const resendInvite = async () => {
    if (invitation === undefined) return;
    invite.confirm.reset();
    const outcome = await invite.resend.run({ member_msisdn: invitation.msisdn });
    if (outcome.ok) setInvitation(invitationStep(outcome.data));
  };

  /** Issue 47: the invited number's own answer; a refusal blocks that master's invitations for 30 days. */
  const answerInvitation = async (received: ReceivedFamilyInvitation, reply: FamilyInvitationAnswer) => {
    const outcome = await answer.run({ master_msisdn: received.masterMsisdn, answer: reply });
    if (!outcome.ok) return;
    feedback.toast(
      'success',
      reply === 'accept'
        ? t('family:done.joined')
        : t('family:done.refused', { days: FAMILY_REINVITE_BLOCK_DAYS }),
    );
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
  const pending =
    otp.isPending || invite.resend.isPending
      ? ('code' as const)
      : change?.isPending || invite.confirm.isPending
        ? ('change' as const)
        : undefined;
  return {
    dialog,
    open,
    codeSent,
    requestCode,
    confirm,
    invitation,
    resendInvite,
    pending,
    failure:
      invitation === undefined
        ? (refusal ?? otp.errorMessage ?? change?.errorMessage)
        : (invite.resend.errorMessage ?? invite.confirm.errorMessage),
    answerInvitation,
    answerPending:
      answer.isPending && answer.variables
        ? { masterMsisdn: answer.variables.master_msisdn, answer: answer.variables.answer }
        : undefined,
    answerFailure: answer.errorMessage,
    leave,
    leaving: writes.leave.isPending,
    leaveFailure: writes.leave.errorMessage,
    registerCombo,
    comboPending: writes.combo.isPending ? writes.combo.variables?.package_code : undefined,
    comboFailure: writes.combo.errorMessage,
  };
}
