import { useTranslation } from 'react-i18next';
import { formatFee, periodOfCode, type PackageSummary } from '@selfcare/domain';
import * as styles from './PackagePrice.css';

export interface PackagePriceProps {
  pkg: Pick<PackageSummary, 'price' | 'periodCode'>;
  size?: 'md' | 'lg';
}

/** PKG-05 ... PKG-07: price in Vietnamese format with 'đ', the period label from the code; 0 is free. */
export function PackagePrice({ pkg, size = 'md' }: PackagePriceProps) {
  const { t, i18n } = useTranslation('ui');
  const fee = formatFee(pkg.price, i18n.language);
  if (fee.kind === 'free') return <p className={styles.price({ size })}>{t('packages.price.free')}</p>;
  const period = t(`packages.period.${periodOfCode(pkg.periodCode)}`);
  return (
    <p className={styles.price({ size })}>
      <strong className={styles.amount}>{fee.text}</strong>
      <span className={styles.period}>/{period}</span>
    </p>
  );
}
