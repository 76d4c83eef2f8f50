import {
  canAddFamilyMember,
  familyRowPermissions,
  familyRowView,
  formatPhoneDisplay,
  isSamePhone,
  type FamilyAllowance,
  type FamilyLimitKind,
  type FamilyMember,
  type FamilyViewer,
} from '@selfcare/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import * as styles from '../private/family.css';

export interface FamilyMemberListProps {
  /** The signed-in subscriber, or null when in no group (the empty state). */
  viewer: FamilyViewer | null;
  /** The group, the master first. */
  members: readonly FamilyMember[];
  /** How many numbers the group's pack allows (master included). */
  maxMembers?: number | undefined;
  onAdd?: () => void;
  onRemove?: (member: FamilyMember) => void;
  onSetLimit?: (member: FamilyMember, kind: FamilyLimitKind) => void;
  /** A member leaves, after the confirm dialog. */
  onLeave?: () => void;
  /** The leave on its way. */
  leaving?: boolean;
  failure?: string | undefined;
}

function AllowanceBar({
  label,
  text,
  allowance,
}: {
  label: string;
  text: string;
  allowance: FamilyAllowance;
}) {
  return (
    <div className={styles.allowance}>
      <span>{text}</span>
      {/* CONST-54: remaining over total; the text above says the same in words. */}
      <span
        className={styles.bar}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={allowance.total}
        aria-valuenow={Math.min(allowance.remaining, allowance.total)}
        aria-valuetext={text}
      >
        <span className={styles.barFill} style={{ width: `${Math.round(allowance.ratio * 100)}%` }} />
      </span>
    </div>
  );
}

/**
 * ACC-09 … ACC-12, ROLE-13 … ROLE-16 (§2.8): the family group, one row per number: the last three digits,
 * data and call minutes left over their totals with a bar, the avatar colour; the actions the viewer may take
 * on each row (a master: share data, share minutes, remove others; a member: leave).
 */
export function FamilyMemberList({
  viewer,
  members,
  maxMembers,
  onAdd,
  onRemove,
  onSetLimit,
  onLeave,
  leaving = false,
  failure,
}: FamilyMemberListProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);
  const master = members[0];
  const full = maxMembers !== undefined && members.length >= maxMembers;

  if (viewer === null || members.length === 0) {
    return (
      <section className={styles.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('family.list.title')}
        </h2>
        <EmptyState
          headingLevel={3}
          title={t('family.list.emptyTitle')}
          description={t('family.list.emptyDescription')}
        />
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('family.list.title')}
      </h2>
      <p className={styles.lead}>
        {viewer.role === 'master'
          ? t('family.list.masterLead')
          : t('family.list.memberLead', { master: formatPhoneDisplay(master?.msisdn ?? '') })}
      </p>
      {maxMembers !== undefined ? (
        <p className={styles.muted}>{t('family.list.count', { count: members.length, max: maxMembers })}</p>
      ) : null}
      <ul className={styles.list} aria-labelledby={titleId}>
        {members.map((member, index) => {
          const row = familyRowView(member, index);
          const can = familyRowPermissions(viewer, member.msisdn);
          const digits = row.lastDigits;
          const dataText = t('family.list.dataLeft', {
            remaining: number.format(row.data.remaining),
            total: number.format(row.data.total),
          });
          const voiceText = t('family.list.voiceLeft', {
            remaining: number.format(row.voice.remaining),
            total: number.format(row.voice.total),
          });
          return (
            <li key={member.msisdn} className={styles.row}>
              <span className={styles.avatar[row.avatarColour] ?? styles.avatar[0]} aria-hidden="true">
                {digits}
              </span>
              <div className={styles.rowBody}>
                <h3 className={styles.rowName}>
                  {t('family.list.rowName', { digits })}
                  {index === 0 ? <span className={styles.badge}>{t('family.list.master')}</span> : null}
                  {isSamePhone(member.msisdn, viewer.msisdn) ? (
                    <span className={styles.badge}>{t('family.list.you')}</span>
                  ) : null}
                </h3>
                <AllowanceBar
                  label={t('family.list.barLabel', { what: t('family.list.data'), digits })}
                  text={dataText}
                  allowance={row.data}
                />
                <AllowanceBar
                  label={t('family.list.barLabel', { what: t('family.list.voice'), digits })}
                  text={voiceText}
                  allowance={row.voice}
                />
                {can.canSetDataLimit || can.canSetVoiceLimit || can.canRemove || can.canLeave ? (
                  <div className={styles.actions}>
                    {can.canSetDataLimit ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('family.list.setDataNamed', { digits })}
                        onClick={() => onSetLimit?.(member, 'data')}
                      >
                        {t('family.list.setData')}
                      </Button>
                    ) : null}
                    {can.canSetVoiceLimit ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('family.list.setVoiceNamed', { digits })}
                        onClick={() => onSetLimit?.(member, 'voice')}
                      >
                        {t('family.list.setVoice')}
                      </Button>
                    ) : null}
                    {can.canRemove ? (
                      <Button
                        size="sm"
                        variant="critical"
                        aria-label={t('family.list.removeNamed', { digits })}
                        onClick={() => onRemove?.(member)}
                      >
                        {t('family.list.remove')}
                      </Button>
                    ) : null}
                    {can.canLeave ? (
                      <Button
                        size="sm"
                        variant="critical"
                        loading={leaving}
                        onClick={() => setConfirmLeave(true)}
                      >
                        {t('family.list.leave')}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {canAddFamilyMember(viewer) ? (
        full ? (
          <p className={styles.notice}>{t('family.list.full')}</p>
        ) : (
          <div className={styles.actions}>
            <Button onClick={onAdd}>{t('family.list.add')}</Button>
          </div>
        )
      ) : null}
      {failure !== undefined ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title={t('family.list.leaveTitle')}
        message={t('family.list.leaveMessage')}
        confirmLabel={t('family.list.leave')}
        tone="critical"
        loading={leaving}
        onConfirm={() => {
          setConfirmLeave(false);
          onLeave?.();
        }}
      />
    </section>
  );
}
