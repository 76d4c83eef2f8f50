import { formatCalendarDay, formatPrice, type PackageSummary } from '@selfcare/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import * as shared from '../private/account.css';

export interface ActivePackageListProps {
  /** undefined while loading. */
  packages: readonly PackageSummary[] | undefined;
  /** The catalogue's cancel flow (the portal passes its package actions). */
  onCancel: (pkg: PackageSummary) => void;
  /** The package being cancelled, if any. */
  busyCode?: string | undefined;
  /** A link to the catalogue, shown under the list (the portal's router link). */
  footer?: ReactNode;
  headingLevel?: 2 | 3;
}

/** PKG-02, API-023: the active packages with their price and renewal day, each with the catalogue's cancel. */
export function ActivePackageList(props: ActivePackageListProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language;
  const headingId = useId();
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const { packages } = props;
  return (
    <section className={shared.panel} aria-labelledby={headingId} aria-busy={packages === undefined}>
      <Heading id={headingId} className={shared.heading}>
        {t('account.packages.title')}
      </Heading>
      {packages === undefined ? (
        <Skeleton height="64px" />
      ) : packages.length === 0 ? (
        <p className={shared.muted}>{t('account.packages.empty')}</p>
      ) : (
        <ul className={shared.list}>
          {packages.map((pkg) => {
            const renews = formatCalendarDay(pkg.renewsOn, locale);
            return (
              <li key={pkg.code} className={shared.row}>
                <div className={shared.rowText}>
                  <p className={shared.value}>
                    {pkg.name} · {formatPrice(pkg.price, locale)}
                  </p>
                  <p className={shared.muted}>
                    {renews
                      ? t('account.packages.renews', { date: renews })
                      : t('account.packages.noRenewal')}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('account.packages.cancel', { name: pkg.name })}
                  loading={props.busyCode === pkg.code}
                  onClick={() => props.onCancel(pkg)}
                >
                  {t('account.packages.cancelShort')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {props.footer}
    </section>
  );
}
