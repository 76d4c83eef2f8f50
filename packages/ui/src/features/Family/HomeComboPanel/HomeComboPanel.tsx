import { formatPrice, remainingRatio, type HomeComboPackage, type HomeComboRemain } from '@selfcare/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import * as styles from '../private/family.css';

export interface HomeComboPanelProps {
  remain: HomeComboRemain;
  packages: readonly HomeComboPackage[];
  /** Registers a package, after the confirm dialog. */
  onRegister: (pkg: HomeComboPackage) => void;
  /** The code of the package being registered. */
  pending?: string | undefined;
  failure?: string | undefined;
}

/** ACC-27, PKG-51: what is left of the home combo, and its packages to register (confirmed first). */
export function HomeComboPanel({ remain, packages, onRegister, pending, failure }: HomeComboPanelProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const listId = useId();
  const [asking, setAsking] = useState<HomeComboPackage | undefined>(undefined);
  const number = new Intl.NumberFormat(i18n.language);
  const current = packages.find((pkg) => pkg.code === remain.packageCode);
  const price = (pkg: HomeComboPackage) => formatPrice(pkg.price, i18n.language);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('family.combo.title')}
      </h2>
      <p className={styles.lead}>{t('family.combo.lead')}</p>
      {remain.packageCode === undefined ? (
        <p className={styles.notice}>{t('family.combo.none')}</p>
      ) : (
        <div className={styles.rowBody}>
          <p className={styles.rowName}>
            {t('family.combo.current', { name: current?.name ?? remain.packageCode })}
          </p>
          {remain.allowances.map((allowance) => {
            const text = `${allowance.name}: ${t('family.combo.left', {
              remaining: `${number.format(allowance.remaining)} ${t(`family.combo.units.${allowance.unit}`)}`,
              total: `${number.format(allowance.total)} ${t(`family.combo.units.${allowance.unit}`)}`,
            })}`;
            return (
              <div key={allowance.name} className={styles.allowance}>
                <span>{text}</span>
                <span
                  className={styles.bar}
                  role="meter"
                  aria-label={allowance.name}
                  aria-valuemin={0}
                  aria-valuemax={allowance.total}
                  aria-valuenow={Math.min(allowance.remaining, allowance.total)}
                  aria-valuetext={text}
                >
                  <span
                    className={styles.barFill}
                    style={{
                      width: `${Math.round(remainingRatio(allowance.remaining, allowance.total) * 100)}%`,
                    }}
                  />
                </span>
              </div>
            );
          })}
        </div>
      )}
      <h3 id={listId} className={styles.rowName}>
        {t('family.combo.packagesTitle')}
      </h3>
      <ul className={styles.list} aria-labelledby={listId}>
        {packages.map((pkg) => (
          <li key={pkg.code} className={styles.row}>
            <span className={styles.avatar[1]} aria-hidden="true">
              {pkg.name.slice(-1)}
            </span>
            <div className={styles.rowBody}>
              <h4 className={styles.rowName}>{pkg.name}</h4>
              <p className={styles.muted}>{pkg.description}</p>
              <p className={styles.muted}>{t('family.combo.price', { price: price(pkg) })}</p>
              <div className={styles.actions}>
                {pkg.registered ? (
                  <p className={styles.muted}>{t('family.combo.registered')}</p>
                ) : (
                  <Button
                    size="sm"
                    aria-label={t('family.combo.registerNamed', { name: pkg.name })}
                    loading={pending === pkg.code}
                    onClick={() => setAsking(pkg)}
                  >
                    {t('family.combo.register')}
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {failure !== undefined ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => {
          if (!open) setAsking(undefined);
        }}
        title={t('family.combo.confirmTitle', { name: asking?.name ?? '' })}
        message={t('family.combo.confirmMessage', {
          name: asking?.name ?? '',
          price: asking ? price(asking) : '',
        })}
        confirmLabel={t('family.combo.register')}
        onConfirm={() => {
          if (asking) onRegister(asking);
          setAsking(undefined);
        }}
      />
    </section>
  );
}
