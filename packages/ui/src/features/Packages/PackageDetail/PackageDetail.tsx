import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { packageCardButton, type PackageSummary, safeImageUrl } from '@selfcare/domain';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml';
import type { PackageAction } from '../PackageCard/PackageCard';
import * as cardStyles from '../PackageCard/PackageCard.css';
import { PackagePrice } from '../PackagePrice/PackagePrice';
import * as styles from './PackageDetail.css';

export interface PackageDetailProps {
  pkg: PackageSummary;
  active?: boolean;
  onAction?: (pkg: PackageSummary, action: PackageAction) => void;
  busy?: boolean;
  /** Copies the shareable address; the owner reports success (toast). */
  onShare?: () => void;
}

/** The detail view of a package: the full sanitised description and the same action as its card. */
export function PackageDetail({ pkg, active = false, onAction, busy = false, onShare }: PackageDetailProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const descriptionId = useId();
  const image = safeImageUrl(pkg.imageUrl);
  const action = packageCardButton(active);
  return (
    <article className={styles.root} aria-labelledby={titleId}>
      <div className={styles.media}>
        {image ? (
          <img className={cardStyles.image} src={image} alt="" width={640} height={360} />
        ) : (
          <span className={cardStyles.placeholder} aria-hidden="true">
            {pkg.code}
          </span>
        )}
      </div>
      <div className={styles.summary}>
        <h1 id={titleId} className={styles.title}>
          {pkg.name}
        </h1>
        {active ? <Badge tone="positive">{t('packages.card.active')}</Badge> : null}
        <PackagePrice pkg={pkg} size="lg" />
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('packages.detail.code')}</dt>
          <dd className={styles.value}>{pkg.code}</dd>
        </dl>
        <div className={styles.actions}>
          {onAction ? (
            <Button
              variant={action === 'cancel' ? 'secondary' : 'primary'}
              loading={busy}
              onClick={() => onAction(pkg, action)}
            >
              {t(action === 'cancel' ? 'packages.card.cancel' : 'packages.card.register')}
            </Button>
          ) : null}
          {onShare ? (
            <Button variant="ghost" onClick={onShare}>
              {t('packages.detail.share')}
            </Button>
          ) : null}
        </div>
        {pkg.descriptionHtml ? (
          <section aria-labelledby={descriptionId}>
            <h2 id={descriptionId} className={styles.descriptionTitle}>
              {t('packages.detail.description')}
            </h2>
            <SafeHtml html={pkg.descriptionHtml} />
          </section>
        ) : null}
      </div>
    </article>
  );
}
