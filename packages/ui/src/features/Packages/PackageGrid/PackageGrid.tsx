import { useTranslation } from 'react-i18next';
import type { PackageSummary } from '@selfcare/domain';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import type { PackageCardProps } from '../PackageCard/PackageCard';
import { PackageCard, PackageCardSkeleton } from '../PackageCard/PackageCard';
import * as styles from './PackageGrid.css';

export interface PackageGridProps extends Pick<
  PackageCardProps,
  'onAction' | 'onOpenDetail' | 'headingLevel' | 'highlight'
> {
  packages: readonly PackageSummary[];
  /** Codes of the subscriber's active packages (PKG-02: present in the active list). */
  activeCodes?: ReadonlySet<string>;
  /** Shows skeleton cards of the final size instead of the list. */
  loading?: boolean;
  skeletonCount?: number;
  /** Code of the package whose action is running. */
  busyCode?: string;
  detailHref?: (pkg: PackageSummary) => string;
  /** Names the list for screen readers; defaults to 'Danh sách gói cước'. */
  label?: string;
  emptyTitle?: string;
  emptyDescription?: string;
}

/** A responsive grid of package cards, with skeletons while loading and an empty state. */
export function PackageGrid({
  packages,
  activeCodes,
  loading = false,
  skeletonCount = 6,
  busyCode,
  detailHref,
  label,
  emptyTitle,
  emptyDescription,
  ...cardProps
}: PackageGridProps) {
  const { t } = useTranslation('ui');
  if (loading) {
    return (
      <div role="status" aria-label={t('packages.card.loading')}>
        <ul className={styles.grid}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className={styles.item}>
              <PackageCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (packages.length === 0) {
    return (
      <EmptyState
        title={emptyTitle ?? t('packages.grid.emptyTitle')}
        description={emptyDescription ?? t('packages.grid.emptyDescription')}
        headingLevel={cardProps.headingLevel ?? 3}
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label={label ?? t('packages.grid.label')}>
      {packages.map((pkg) => (
        <li key={pkg.code} className={styles.item}>
          <PackageCard
            {...cardProps}
            pkg={pkg}
            active={activeCodes?.has(pkg.code) ?? false}
            busy={busyCode === pkg.code}
            {...(detailHref ? { detailHref: detailHref(pkg) } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
