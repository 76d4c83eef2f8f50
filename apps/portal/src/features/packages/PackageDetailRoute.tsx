import { PackageDetail, Skeleton } from '@selfcare/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useFeedback } from '../../lib/feedback';
import { paths } from '../../config/paths';
import { LoadFailure } from '../../lib/LoadFailure';
import * as styles from './packages.css';
import { isServiceGroup, type ServiceGroup } from '../../config/serviceGroups';
import { usePackageActions } from '../../lib/packages/usePackageActions';
import { useActivePackageCodes, usePackageByCode } from '../../lib/packages/usePackageQueries';

/** The shareable detail of one package: /dich-vu/{service}/{code}. */
export function Component() {
  const { service, code } = useParams();
  const { t } = useTranslation('packages');
  if (!isServiceGroup(service) || code === undefined) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('detail.notFound')}</h1>
        <Link to={paths.services.getHref()}>{t('catalogue.backToServices')}</Link>
      </section>
    );
  }
  return <Detail group={service} code={code} />;
}

function Detail({ group, code }: { group: ServiceGroup; code: string }) {
  const { t } = useTranslation('packages');
  const feedback = useFeedback();
  const packages = usePackageByCode(code);
  const activeCodes = useActivePackageCodes();
  const actions = usePackageActions(group);
  const pkg = packages.data;
  const back = (
    <Link to={paths.services.getHref(group)}>{t('detail.back', { group: t(`groups.${group}`) })}</Link>
  );

  const share = () => {
    void navigator.clipboard
      .writeText(window.location.href)
      .then(() => feedback.toast('success', t('detail.copied')))
      .catch(() => feedback.toast('error', t('detail.copyFailed')));
  };

  if (packages.isError) return <LoadFailure error={packages.error} onRetry={() => void packages.refetch()} />;
  if (packages.isPending) {
    return (
      <div className={styles.page} role="status" aria-label={t('detail.loading')}>
        <Skeleton shape="text" width="50%" height={38} />
        <Skeleton shape="rect" height={320} />
      </div>
    );
  }
  if (!pkg) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('detail.notFound')}</h1>
        {back}
      </section>
    );
  }
  return (
    <div className={styles.page}>
      {back}
      <PackageDetail
        pkg={pkg}
        active={activeCodes.has(pkg.code)}
        onAction={actions.onAction}
        busy={actions.busyCode === pkg.code}
        onShare={share}
      />
      {actions.dialogs}
    </div>
  );
}
