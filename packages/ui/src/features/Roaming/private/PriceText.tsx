import { useTranslation } from 'react-i18next';
import { formatPrice } from '@selfcare/domain';

/** ROAM-071: '50.000đ', with the cycle when there is one ('50.000đ / 7 ngày'). */
export function PriceText({ price, cycle }: { price: number; cycle?: string | undefined }) {
  const { t, i18n } = useTranslation('ui');
  const text = formatPrice(price, i18n.language);
  return <>{cycle ? t('roaming.list.perCycle', { price: text, cycle }) : text}</>;
}
