import { formatPoints, formatPrice, nameIn, type PointService } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';
import * as styles from './PointServices.css';

export interface PointServicesProps {
  /** The services with their rates (domain withPointRates). */
  services: readonly PointService[];
}

/** LOY-03, LOY-43: the services whose use earns points, each with what it earns. */
export function PointServices({ services }: PointServicesProps) {
  const { t, i18n } = useTranslation('ui');
  return (
    <ul className={styles.list} aria-label={t('loyalty.services.label')}>
      {services.map((service) => (
        <li key={service.code} className={styles.item}>
          <span className={styles.name}>{nameIn(service.name, i18n.language)}</span>
          <span className={styles.rate}>
            {service.rate
              ? t('loyalty.services.rate', {
                  amount: formatPrice(service.rate.amount, i18n.language),
                  points: formatPoints(service.rate.points, i18n.language),
                })
              : t('loyalty.services.noRate')}
          </span>
        </li>
      ))}
    </ul>
  );
}
