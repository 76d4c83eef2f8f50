import { periodOfCode, periodsByDuration, type PackagePeriod } from '@selfcare/domain';
import { PackageGrid } from '@selfcare/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PrefetchLink } from '../../lib/prefetch';
import { LoadFailure } from '../../lib/LoadFailure';
import * as styles from './packages.css';
import {
  defaultServiceGroup,
  isServiceGroup,
  serviceGroups,
  type ServiceGroup,
} from '../../config/serviceGroups';
import { usePackageActions } from '../../lib/packages/usePackageActions';
import { useActivePackageCodes, useGroupPackages } from '../../lib/packages/usePackageQueries';

/** PKG-01: the package cards of one /dich-vu group, with a period filter when the group has several. */
export function Component() {
  const { service } = useParams();
  const { t } = useTranslation('packages');
  if (service !== undefined && !isServiceGroup(service)) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('catalogue.unknownGroup')}</h1>
        <Link to={paths.services.getHref()}>{t('catalogue.backToServices')}</Link>
      </section>
    );
  }
  // Keyed by group: changing group starts with no filter.
  return <Catalogue key={service ?? defaultServiceGroup} group={service ?? defaultServiceGroup} />;
}

function Catalogue({ group }: { group: ServiceGroup }) {
  const { t } = useTranslation('packages');
  const navigate = useNavigate();
  const packages = useGroupPackages(group);
  const activeCodes = useActivePackageCodes();
  const actions = usePackageActions(group);
  const [period, setPeriod] = useState<PackagePeriod | undefined>(undefined);

  const all = packages.data ?? [];
  // CONST-25: the chips go from the shortest period to the longest, per use last.
  const periods = periodsByDuration(all.map((pkg) => periodOfCode(pkg.periodCode)));
  const shown = period === undefined ? all : all.filter((pkg) => periodOfCode(pkg.periodCode) === period);
  const detailHref = (pkg: { code: string }) => paths.packageDetail.getHref(group, pkg.code);

  return (
    <section className={styles.page} aria-labelledby="catalogue-title">
      <h1 id="catalogue-title" className={styles.title}>
        {t(`groups.${group}`)}
      </h1>
      <nav aria-label={t('catalogue.groupsNav')}>
        <ul className={styles.chips}>
          {serviceGroups.map((code) => (
            <li key={code}>
              <PrefetchLink
                className={styles.chip}
                to={paths.services.getHref(code)}
                aria-current={code === group ? 'page' : undefined}
              >
                {t(`groups.${code}`)}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </nav>
      {periods.length > 1 ? (
        <div role="group" aria-label={t('catalogue.periodFilter')}>
          <ul className={styles.chips}>
            {[undefined, ...periods].map((value) => (
              <li key={value ?? 'all'}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={period === value}
                  onClick={() => setPeriod(value)}
                >
                  {value === undefined ? t('catalogue.allPeriods') : t(`catalogue.periodChip.${value}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {packages.isError ? (
        <LoadFailure error={packages.error} onRetry={() => void packages.refetch()} />
      ) : (
        <PackageGrid
          packages={shown}
          loading={packages.isPending}
          activeCodes={activeCodes}
          busyCode={actions.busyCode}
          onAction={actions.onAction}
          detailHref={detailHref}
          onOpenDetail={(pkg) => void navigate(detailHref(pkg))}
          headingLevel={2}
        />
      )}
      {actions.dialogs}
    </section>
  );
}
