import { useTranslation } from 'react-i18next';
import type { RoamingPackage } from '@selfcare/domain';
import {
  hasMoreRoamingPackages,
  hotKeysOf,
  isActiveRoamingPackage,
  MessageKey,
  safeImageUrl,
  visibleRoamingPackages,
} from '@selfcare/domain';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { cx } from '../../../lib/cx';
import * as shared from '../private/shared.css';
import { PriceText } from '../private/PriceText';
import * as styles from './RoamingPackageList.css';

export interface RoamingPackageListProps {
  /** The packages left by the filters, in their order (domain filterRoamingPackages). */
  packages: readonly RoamingPackage[];
  /** rxServiceActive: the code of the package already registered. */
  activePackageCode?: string | undefined;
  /** ROAM-018: whether 'see more' is toggled on. */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** ROAM-036: opens the detail sheet of a package. */
  onSelect: (pkg: RoamingPackage) => void;
  /** Shows skeletons of the final size while the page data loads. */
  loading?: boolean;
}

const listId = 'roaming-package-list';

/** ROAM-018 … ROAM-020, ROAM-030: the roaming packages, 3 until 'see more'. */
export function RoamingPackageList({
  packages,
  activePackageCode,
  expanded,
  onExpandedChange,
  onSelect,
  loading = false,
}: RoamingPackageListProps) {
  const { t } = useTranslation('ui');
  if (loading) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label={t('roaming.list.title')}>
        {[0, 1, 2].map((index) => (
          <li key={index} className={styles.item}>
            <Skeleton shape="rect" width={72} height={72} />
            <div className={styles.body}>
              <Skeleton width="60%" height={27} />
              <Skeleton width="40%" />
              <Skeleton width="80%" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (packages.length === 0) return <EmptyState title={t(MessageKey.noPackageMatches)} />; // ROAM-030
  const shown = visibleRoamingPackages(packages, expanded);
  return (
    <div className={shared.stack}>
      <p className={shared.muted} role="status">
        {t('roaming.list.count', { count: packages.length })}
      </p>
      <ul id={listId} className={styles.list} aria-label={t('roaming.list.title')}>
        {shown.map((pkg) => {
          const active =
            activePackageCode !== undefined && isActiveRoamingPackage(pkg.code, activePackageCode);
          const image = safeImageUrl(pkg.imageUrl);
          return (
            <li
              key={pkg.id}
              className={cx(styles.item, active && styles.activeItem)}
              data-package-code={pkg.code}
            >
              {image ? (
                <img className={styles.image} src={image} alt="" width={72} height={72} loading="lazy" />
              ) : (
                <span className={styles.image} aria-hidden="true" />
              )}
              <div className={styles.body}>
                <div className={styles.header}>
                  <h3 className={styles.name}>{pkg.name}</h3>
                  {active ? <Badge tone="positive">{t('roaming.list.active')}</Badge> : null}
                </div>
                <p className={styles.price}>
                  <PriceText price={pkg.price} cycle={pkg.cycleDescription} />
                </p>
                {pkg.starRating !== undefined ? (
                  <p
                    className={styles.stars}
                    role="img"
                    aria-label={t('roaming.list.rating', { rating: pkg.starRating })}
                  >
                    {'★'.repeat(Math.round(pkg.starRating))}
                  </p>
                ) : null}
                <HotKeys keys={hotKeysOf(pkg.hotKeys)} />
                {pkg.hotPromotions.length > 0 ? (
                  <p className={shared.muted}>
                    {pkg.hotPromotions.map((promotion) => `${promotion.key}: ${promotion.value}`).join(' · ')}
                  </p>
                ) : null}
                <div>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onSelect(pkg)}
                    aria-label={`${t('roaming.list.detail')}: ${pkg.name}`}
                  >
                    {t('roaming.list.detail')}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {hasMoreRoamingPackages(packages) ? (
        <div className={styles.footer}>
          <Button
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => onExpandedChange(!expanded)}
          >
            {expanded ? t('roaming.list.seeLess') : t('roaming.list.seeMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** ROAM-019: the first 3 hot keys. */
export function HotKeys({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation('ui');
  if (keys.length === 0) return null;
  return (
    <ul className={shared.chipList} aria-label={t('roaming.list.hotKeys')}>
      {keys.map((key) => (
        <li key={key} className={shared.chip}>
          {key}
        </li>
      ))}
    </ul>
  );
}
