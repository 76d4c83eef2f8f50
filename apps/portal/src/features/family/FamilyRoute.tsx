import { formatPrice, type FamilyStatus } from '@selfcare/domain';
import {
  AddFamilyMemberDialog,
  Button,
  FamilyLimitDialog,
  FamilyInvitations,
  FamilyMemberList,
  FamilyOtpDialog,
  FamilyPacks,
  HomeComboPanel,
  Skeleton,
} from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/apiErrorMessage';
import * as pageStyles from '../../lib/pageStyles.css';
import { usePortalQueries, useSession } from '../../lib/services';
import { useFamilyChanges } from './useFamilyChanges';

/** A read that failed: the user's message and a retry. */
function ReadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['family', 'errors']);
  return (
    <div role="alert">
      <p>{failureMessage(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('family:retry')}
      </Button>
    </div>
  );
}

/** ACC-09 … ACC-25: the group as a master or a member sees it, its dialogs and the family packs. */
function FamilyGroup({ status, self }: { status: FamilyStatus; self: string }) {
  const { t, i18n } = useTranslation(['ui']);
  const { familyQueries } = usePortalQueries();
  const changes = useFamilyChanges();
  const role = status.standing;
  // A master reads the group as its manager, a member as one of it (ACC-24).
  const masterRows = useQuery({ ...familyQueries.masterMembers(), enabled: role === 'master' });
  const memberRows = useQuery({ ...familyQueries.memberData(), enabled: role === 'member' });
  const members = role === 'master' ? masterRows : memberRows;
  const packs = useQuery({ ...familyQueries.advancedPacks(), enabled: role !== 'member' });
  // Issue 47: invitations wait for this number's own answer (a member may be invited elsewhere too).
  const invitations = useQuery({ ...familyQueries.receivedInvitations(), enabled: role !== 'master' });
  const dialog = changes.dialog;
  const shared = {
    open: true,
    onOpenChange: (open: boolean) => {
      if (!open) changes.open(null);
    },
    codeSent: changes.codeSent,
    pending: changes.pending,
    failure: changes.failure,
  };
  return (
    <>
      {invitations.data ? (
        <FamilyInvitations
          invitations={invitations.data}
          onAnswer={(invitation, answer) => void changes.answerInvitation(invitation, answer)}
          pending={changes.answerPending}
          failure={changes.answerFailure}
        />
      ) : null}
      {members.isError ? <ReadFailure error={members.error} onRetry={() => void members.refetch()} /> : null}
      {role !== 'none' && members.isPending ? <Skeleton shape="rect" height="12rem" /> : null}
      {role === 'none' || members.data ? (
        <FamilyMemberList
          viewer={role === 'none' ? null : { role, msisdn: self }}
          members={members.data ?? []}
          maxMembers={status.maxMembers}
          onAdd={() => changes.open({ kind: 'add' })}
          onRemove={(member) => changes.open({ kind: 'remove', member })}
          onSetLimit={(member, limit) => changes.open({ kind: 'limit', member, limit })}
          onLeave={() => void changes.leave()}
          leaving={changes.leaving}
          failure={changes.leaveFailure}
        />
      ) : null}
      {role !== 'member' && packs.data ? (
        <FamilyPacks
          packs={packs.data}
          standing={role}
          onChoose={(pack) => changes.open({ kind: 'pack', pack })}
        />
      ) : null}
      {dialog?.kind === 'add' ? (
        <AddFamilyMemberDialog
          {...shared}
          onRequestCode={(msisdn) => void changes.requestCode(msisdn)}
          onConfirm={(msisdn, code) => void changes.confirm.add(msisdn, code)}
          invitation={changes.invitation}
          onConfirmMember={(code) => void changes.confirm.member(code)}
          onResendInvite={() => void changes.resendInvite()}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <FamilyOtpDialog
          {...shared}
          title={t('family.remove.title')}
          description={t('family.remove.message', { digits: dialog.member.msisdn.slice(-3) })}
          onRequestCode={() => void changes.requestCode()}
          onConfirm={(code) => void changes.confirm.remove(dialog.member, code)}
        />
      ) : null}
      {dialog?.kind === 'limit' ? (
        <FamilyLimitDialog
          {...shared}
          kind={dialog.limit}
          member={dialog.member}
          onRequestCode={() => void changes.requestCode()}
          onConfirm={(value, code) => void changes.confirm.limit(dialog.member, dialog.limit, value, code)}
        />
      ) : null}
      {dialog?.kind === 'pack' ? (
        <FamilyOtpDialog
          {...shared}
          title={t('family.packs.confirmTitle', { name: dialog.pack.name })}
          description={t('family.packs.confirmMessage', {
            name: dialog.pack.name,
            price: formatPrice(dialog.pack.price, i18n.language),
          })}
          onRequestCode={() => void changes.requestCode()}
          onConfirm={(code) => void changes.confirm.pack(dialog.pack, code)}
        />
      ) : null}
    </>
  );
}

/** ACC-27, PKG-51: the home combo left and its packages. */
function HomeCombo() {
  const { familyQueries } = usePortalQueries();
  const changes = useFamilyChanges();
  const remain = useQuery(familyQueries.homeComboRemain());
  const packages = useQuery(familyQueries.homeComboPackages());
  if (remain.isError || packages.isError) {
    const failed = remain.isError ? remain : packages;
    return <ReadFailure error={failed.error} onRetry={() => void failed.refetch()} />;
  }
  if (!remain.data || !packages.data) return <Skeleton shape="rect" height="10rem" />;
  return (
    <HomeComboPanel
      remain={remain.data}
      packages={packages.data}
      onRegister={(pkg) => void changes.registerCombo(pkg.code)}
      pending={changes.comboPending}
      failure={changes.comboFailure}
    />
  );
}

/** Issue 18: the family group and the home combo of the signed-in subscriber. */
export function Component() {
  const { t } = useTranslation(['family']);
  const { familyQueries } = usePortalQueries();
  const { state } = useSession();
  const status = useQuery(familyQueries.status());
  return (
    <section className={pageStyles.page} aria-labelledby="family-page-title">
      <h1 id="family-page-title" className={pageStyles.title}>
        {t('family:title')}
      </h1>
      <p>{t('family:lead')}</p>
      {status.isPending ? <Skeleton shape="rect" height="12rem" /> : null}
      {status.isError ? <ReadFailure error={status.error} onRetry={() => void status.refetch()} /> : null}
      {status.data && state.status === 'signedIn' ? (
        <FamilyGroup status={status.data} self={state.msisdn} />
      ) : null}
      <HomeCombo />
    </section>
  );
}
