import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoamingPackage } from '@selfcare/domain';
import { hotKeysOf, nameIn, safeImageUrl } from '@selfcare/domain';
import { BottomSheet } from '../../../components/BottomSheet/BottomSheet';
import { Button } from '../../../components/Button/Button';
import { DialogClose } from '../../../components/Dialog/Dialog';
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml';
import { HotKeys } from '../RoamingPackageList/RoamingPackageList';
import { Pair } from '../private/Pair';
import { PriceText } from '../private/PriceText';
import * as shared from '../private/shared.css';
import * as styles from './PackageDetailSheet.css';

export interface PackageDetailSheetProps {
  /** The package shown; the sheet is closed while undefined. */
  pkg: RoamingPackage | undefined;
  onOpenChange: (open: boolean) => void;
  /** ROAM-038: the package equals rxServiceActive (domain isActiveRoamingPackage). */
  isActive: boolean;
  /** ROAM-039: register moves to the payment step. */
  onRegister: (pkg: RoamingPackage) => void;
}

/** ROAM-036 … ROAM-038: package detail as a bottom sheet with back and register buttons. */
export function PackageDetailSheet({ pkg, onOpenChange, isActive, onRegister }: PackageDetailSheetProps) {
  const { t } = useTranslation('ui');
  return (
    <BottomSheet
      open={pkg !== undefined}
      onOpenChange={onOpenChange}
      title={pkg?.name ?? ''}
      size="lg"
      footer={
        pkg ? (
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t('roaming.detail.back')}</Button>
            </DialogClose>
            <Button disabled={isActive} onClick={() => onRegister(pkg)}>
              {isActive ? t('roaming.detail.registered') : t('roaming.detail.register')}
            </Button>
          </>
        ) : undefined
      }
    >
      {pkg ? <PackageDetailBody pkg={pkg} /> : null}
    </BottomSheet>
  );
}

function PackageDetailBody({ pkg }: { pkg: RoamingPackage }) {
  const { t, i18n } = useTranslation('ui');
  const coverageTitleId = useId();
  const image = safeImageUrl(pkg.imageUrl);
  // ROAM-037: whether prepaid / postpaid subscribers can use the package there (issue 24: shown as '1').
  const yesNo = (available: boolean | undefined) =>
    available === undefined ? undefined : t(available ? 'roaming.detail.yes' : 'roaming.detail.no');
  return (
    // WCAG 2.1.1: on a phone a long package scrolls inside the sheet, so the region takes focus for the keyboard
    // (axe scrollable-region-focusable), which is what the lint rule below would otherwise forbid.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className={styles.body} tabIndex={0} aria-label={pkg.name}>
      {image ? (
        <div className={styles.imageBox}>
          <img className={styles.image} src={image} alt="" />
        </div>
      ) : null}
      <dl className={shared.summary}>
        <dt className={shared.summaryLabel}>{t('roaming.detail.price')}</dt>
        <dd className={shared.summaryValue}>
          <PriceText price={pkg.price} cycle={pkg.cycleDescription} />
        </dd>
      </dl>
      <HotKeys keys={hotKeysOf(pkg.hotKeys)} />
      {pkg.hotPromotions.length > 0 ? (
        <section className={shared.stack} aria-label={t('roaming.detail.promotions')}>
          <dl className={shared.summary}>
            {pkg.hotPromotions.map((promotion) => (
              <Pair key={promotion.key} label={promotion.key} value={promotion.value} />
            ))}
          </dl>
        </section>
      ) : null}
      {pkg.descriptionHtml ? <SafeHtml html={pkg.descriptionHtml} /> : null}
      {pkg.fullDescriptionHtml ? <SafeHtml html={pkg.fullDescriptionHtml} /> : null}
      {pkg.scopes.length > 0 ? (
        <section className={shared.stack}>
          <h3 id={coverageTitleId} className={shared.sectionTitle}>
            {t('roaming.detail.coverage')}
          </h3>
          {/* WCAG 2.1.1: on a phone the five columns (longer with English names) scroll sideways, so the
              table's frame takes focus for the keyboard (axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={coverageTitleId}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {(['country', 'carrier', 'handset', 'prepaid', 'postpaid'] as const).map((column) => (
                    <th key={column} scope="col" className={styles.cell}>
                      {t(`roaming.detail.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {pkg.scopes.map((scope, index) => (
                  <tr key={`${scope.countryName?.vi ?? ''}-${scope.carrierName ?? ''}-${index}`}>
                    {[
                      // Issue 24: the country in the reader's language.
                      scope.countryName && nameIn(scope.countryName, i18n.language),
                      scope.carrierName,
                      scope.handsetDisplay,
                      yesNo(scope.prepaid),
                      yesNo(scope.postpaid),
                    ].map((value, column) => (
                      <td key={column} className={styles.cell}>
                        {value ?? '—'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {pkg.cancelGuideHtml ? (
        <section className={shared.stack}>
          <h3 className={shared.sectionTitle}>{t('roaming.detail.cancelGuide')}</h3>
          <SafeHtml html={pkg.cancelGuideHtml} />
        </section>
      ) : null}
    </section>
  );
}
