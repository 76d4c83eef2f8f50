import type { PackageSummary } from '@selfcare/domain';
import { Carousel, PackageCard, PackageCardSkeleton, Tabs } from '@selfcare/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { defaultServiceGroup, serviceGroups, type ServiceGroup } from '../../config/serviceGroups';
import { LoadFailure } from '../../lib/LoadFailure';
import { PrefetchLink } from '../../lib/prefetch';
import { usePackageActions } from '../../lib/packages/usePackageActions';
import { useActivePackageCodes, useGroupPackages } from '../../lib/packages/usePackageQueries';
import * as styles from './home.css';

/** How many cards of a group the home shows; the rest are one click away on the group's page. */
export const FEATURED_PER_GROUP = 8;

/**
 * PKG-01 on the home: the packages of each header group (SHELL-051 … SHELL-059) in the main
 * carousel (CONST-13: 4 / 3 / 2 per view), with the catalogue's register and cancel actions. The
 * mobile packages show first (the route prefetches them); a tab's panel mounts, and reads, when chosen.
 */
export function FeaturedPackages() {
  const { t } = useTranslation(['home', 'ui']);
  const [group, setGroup] = useState<ServiceGroup>(defaultServiceGroup);
  const actions = usePackageActions(group);
  return (
    <>
      <Tabs
        label={t('home:packages.groups')}
        value={group}
        onValueChange={(value) => setGroup(value as ServiceGroup)}
        items={serviceGroups.map((code) => ({
          value: code,
          label: t(`ui:shell.nav.${code}`),
          content: <GroupCarousel group={code} onAction={actions.onAction} busyCode={actions.busyCode} />,
        }))}
      />
      {actions.dialogs}
    </>
  );
}

function GroupCarousel({
  group,
  onAction,
  busyCode,
}: {
  group: ServiceGroup;
  onAction: ReturnType<typeof usePackageActions>['onAction'];
  busyCode: string | undefined;
}) {
  const { t } = useTranslation(['home', 'ui', 'errors']);
  const navigate = useNavigate();
  const packages = useGroupPackages(group);
  const activeCodes = useActivePackageCodes();
  const detailHref = (pkg: PackageSummary) => paths.packageDetail.getHref(group, pkg.code);
  const label = t(`ui:shell.nav.${group}`);

  let body;
  if (packages.isError) {
    body = <LoadFailure error={packages.error} onRetry={() => void packages.refetch()} />;
  } else if (packages.isPending) {
    body = (
      <div role="status" aria-label={t('home:packages.loading')}>
        <Carousel
          label={label}
          layout="main"
          autoplay={false}
          slides={Array.from({ length: 4 }, (_, index) => (
            <PackageCardSkeleton key={index} />
          ))}
        />
      </div>
    );
  } else if (packages.data.length === 0) {
    body = <p>{t('home:packages.empty')}</p>;
  } else {
    body = (
      <Carousel
        label={label}
        layout="main"
        autoplay={false}
        slides={packages.data.slice(0, FEATURED_PER_GROUP).map((pkg) => (
          <PackageCard
            key={pkg.code}
            pkg={pkg}
            active={activeCodes.has(pkg.code)}
            busy={busyCode === pkg.code}
            onAction={onAction}
            detailHref={detailHref(pkg)}
            onOpenDetail={() => void navigate(detailHref(pkg))}
          />
        ))}
      />
    );
  }
  return (
    <div className={styles.tabPanel}>
      {body}
      <PrefetchLink className={styles.moreLink} to={paths.services.getHref(group)}>
        {t('home:packages.seeAll', { group: label })}
      </PrefetchLink>
    </div>
  );
}
