import { formatPoints, MEMBER_TIERS, nameIn, type MemberTier, type TierBenefit } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';
import { useTierName } from '../MemberCard/MemberCard';
import * as styles from './TierBenefits.css';

export interface TierBenefitsProps {
  benefits: readonly TierBenefit[];
  /** The member's tier: marked 'your tier'. */
  currentTier: MemberTier;
  /** Only these tiers (the member page shows the current and the next); all five by default (LOY-04). */
  tiers?: readonly MemberTier[];
  /** The next tier and the points still needed (domain nextTierProgress); undefined at the top tier. */
  progress?: { tier: MemberTier; pointsNeeded: number } | undefined;
}

/** LOY-01, LOY-04, LOY-44: the privileges of each tier side by side, the member's own tier marked. */
export function TierBenefits({ benefits, currentTier, tiers = MEMBER_TIERS, progress }: TierBenefitsProps) {
  const { t, i18n } = useTranslation('ui');
  const tierName = useTierName();
  return (
    <div className={styles.root}>
      <p className={styles.progress}>
        {progress === undefined
          ? t('loyalty.benefits.top')
          : progress.pointsNeeded > 0
            ? t('loyalty.benefits.pointsNeeded', {
                points: formatPoints(progress.pointsNeeded, i18n.language),
                tier: tierName(progress.tier),
              })
            : t('loyalty.benefits.reached', { tier: tierName(progress.tier) })}
      </p>
      <ul className={styles.columns} aria-label={t('loyalty.benefits.label')}>
        {tiers.map((tier) => {
          const own = benefits.filter((benefit) => benefit.tier === tier);
          const mark =
            tier === currentTier
              ? t('loyalty.benefits.current')
              : tier === progress?.tier
                ? t('loyalty.benefits.next')
                : undefined;
          return (
            <li key={tier} className={tier === currentTier ? styles.currentColumn : styles.column}>
              <h3 className={styles.tierTitle}>
                <span className={styles.swatch[tier]} aria-hidden="true" />
                {tierName(tier)}
              </h3>
              {mark ? <p className={styles.mark}>{mark}</p> : null}
              {own.length === 0 ? (
                <p className={styles.none}>{t('loyalty.benefits.none')}</p>
              ) : (
                <ul className={styles.items}>
                  {own.map((benefit) => (
                    <li key={benefit.id}>{nameIn(benefit.title, i18n.language)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
