import {
  FAMILY_REINVITE_BLOCK_DAYS,
  formatFamilyInvitationTime,
  formatPhoneDisplay,
  type ReceivedFamilyInvitation,
} from '@selfcare/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import * as styles from '../private/family.css';

export type FamilyInvitationAnswer = 'accept' | 'refuse';

export interface FamilyInvitationsProps {
  /** The invitations to the signed-in number still standing. */
  invitations: readonly ReceivedFamilyInvitation[];
  onAnswer: (invitation: ReceivedFamilyInvitation, answer: FamilyInvitationAnswer) => void;
  /** The answer on its way. */
  pending?: { masterMsisdn: string; answer: FamilyInvitationAnswer } | undefined;
  failure?: string | undefined;
}

/**
 * Issue 47, item 5: the invitations a number received. Its holder joins a group only by consent: by reading
 * the code out to the master, or here with their own session; refusing (after a confirm) also keeps that
 * master from inviting them again for 30 days.
 */
export function FamilyInvitations({ invitations, onAnswer, pending, failure }: FamilyInvitationsProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const [refusing, setRefusing] = useState<ReceivedFamilyInvitation | null>(null);
  if (invitations.length === 0) return null;
  const busy = (invitation: ReceivedFamilyInvitation, answer: FamilyInvitationAnswer) =>
    pending?.masterMsisdn === invitation.masterMsisdn && pending.answer === answer;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('family.invitations.title')}
      </h2>
      <ul className={styles.list}>
        {invitations.map((invitation) => {
          const master = formatPhoneDisplay(invitation.masterMsisdn);
          return (
            <li key={invitation.masterMsisdn} className={styles.notice}>
              <div className={styles.form}>
                <p className={styles.rowName}>{t('family.invitations.from', { master })}</p>
                <p className={styles.muted}>
                  {t('family.invitations.until', {
                    time: formatFamilyInvitationTime(invitation.expiresAt, i18n.language),
                  })}
                </p>
                <div className={styles.actions}>
                  <Button
                    aria-label={t('family.invitations.acceptNamed', { master })}
                    loading={busy(invitation, 'accept')}
                    disabled={pending !== undefined}
                    onClick={() => onAnswer(invitation, 'accept')}
                  >
                    {t('family.invitations.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('family.invitations.refuseNamed', { master })}
                    disabled={pending !== undefined}
                    onClick={() => setRefusing(invitation)}
                  >
                    {t('family.invitations.refuse')}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {failure !== undefined ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        open={refusing !== null}
        onOpenChange={(open) => {
          if (!open) setRefusing(null);
        }}
        tone="critical"
        title={t('family.invitations.refuseTitle')}
        message={t('family.invitations.refuseMessage', {
          master: refusing === null ? '' : formatPhoneDisplay(refusing.masterMsisdn),
          days: FAMILY_REINVITE_BLOCK_DAYS,
        })}
        confirmLabel={t('family.invitations.refuse')}
        loading={refusing !== null && busy(refusing, 'refuse')}
        onConfirm={() => {
          if (refusing === null) return;
          onAnswer(refusing, 'refuse');
          setRefusing(null);
        }}
      />
    </section>
  );
}
