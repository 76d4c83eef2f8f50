import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { packageCardButton, type PackageSummary, safeImageUrl } from '@selfcare/domain';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { followDetail } from '../../../components/private/followDetail';
import { HighlightedText } from '../../../components/HighlightedText/HighlightedText';
import { PackagePrice } from '../PackagePrice/PackagePrice';
import * as styles from './PackageCard.css';

export type PackageAction = 'register' | 'cancel';

export interface PackageCardProps {
  pkg: PackageSummary;
  /** PKG-08, PKG-09: an active package shows the cancel button instead of register. */
  active?: boolean;
  onAction?: (pkg: PackageSummary, action: PackageAction) => void;
  /** The action of this card is running (button busy, focus kept). */
  busy?: boolean;
  /** Address of the shareable detail view; the title and a link lead there. */
  detailHref?: string;
  /** Called on a plain click of a detail link (the portal navigates without a reload). */
  onOpenDetail?: (pkg: PackageSummary) => void;
  headingLevel?: 2 | 3 | 4;
  /** Search words to highlight in the name (search results). */
  highlight?: string;
}

/** PKG-04 ... PKG-09: one package of the catalogue. */
export function PackageCard({
  pkg,
  active = false,
  onAction,
  busy = false,
  detailHref,
  onOpenDetail,
  headingLevel = 3,
  highlight,
}: PackageCardProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const action = packageCardButton(active);
  const name = highlight ? <HighlightedText text={pkg.name} search={highlight} /> : pkg.name;
  const openDetail = onOpenDetail ? () => onOpenDetail(pkg) : undefined;
  const image = safeImageUrl(pkg.imageUrl);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            width={320}
            height={180}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            {pkg.code}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <Heading id={titleId} className={styles.title}>
            {detailHref ? (
              <a
                className={styles.titleLink}
                href={detailHref}
                onClick={(event) => followDetail(event, openDetail)}
              >
                {name}
              </a>
            ) : (
              name
            )}
          </Heading>
          {active ? <Badge tone="positive">{t('packages.card.active')}</Badge> : null}
        </div>
        <PackagePrice pkg={pkg} />
        {pkg.descriptionHtml ? (
          <div className={styles.description}>
            <SafeHtml html={pkg.descriptionHtml} />
          </div>
        ) : null}
      </div>
      <div className={styles.footer}>
        {detailHref ? (
          <a
            className={styles.detailsLink}
            href={detailHref}
            aria-label={t('packages.card.detailsNamed', { name: pkg.name })}
            onClick={(event) => followDetail(event, openDetail)}
          >
            {t('packages.card.details')}
          </a>
        ) : null}
        {onAction ? (
          <Button
            variant={action === 'cancel' ? 'secondary' : 'primary'}
            loading={busy}
            aria-label={t(action === 'cancel' ? 'packages.card.cancelNamed' : 'packages.card.registerNamed', {
              name: pkg.name,
            })}
            onClick={() => onAction(pkg, action)}
          >
            {t(action === 'cancel' ? 'packages.card.cancel' : 'packages.card.register')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}

/** The loading state of a card, the same size as the final card (no layout shift). */
export function PackageCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.media} />
      <div className={styles.body}>
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="text" width="40%" />
        <Skeleton shape="rect" height={63} />
      </div>
      <div className={styles.footer}>
        <Skeleton shape="rect" width={110} height={40} />
      </div>
    </div>
  );
}
