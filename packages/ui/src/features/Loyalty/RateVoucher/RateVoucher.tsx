import { RATING_STARS, type RatingStars } from '@selfcare/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import * as styles from './RateVoucher.css';

export interface RateVoucherProps {
  /** The stars already given (then only they are shown), undefined when it can be rated. */
  rated?: number | undefined;
  onSubmit: (stars: RatingStars) => void;
  submitting?: boolean;
  /** A translated message (the rating limit's label, the server's refusal). */
  error?: string | undefined;
}

/** LOY-50: 1 to 5 stars for a used voucher's programme, sent once (a second is the rating limit, ERR-52). */
export function RateVoucher({ rated, onSubmit, submitting = false, error }: RateVoucherProps) {
  const { t } = useTranslation('ui');
  const [stars, setStars] = useState<RatingStars | undefined>();
  const [missing, setMissing] = useState(false);
  const errorId = useId();
  if (rated !== undefined) return <p>{t('loyaltyOffers.rating.rated', { count: rated })}</p>;
  const message = missing ? t('loyaltyOffers.rating.required') : error;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (stars === undefined) setMissing(true);
        else onSubmit(stars);
      }}
    >
      <fieldset className={styles.stars} aria-describedby={message ? errorId : undefined}>
        <legend className={styles.legend}>{t('loyaltyOffers.rating.label')}</legend>
        {RATING_STARS.map((count) => (
          <label key={count} className={styles.option}>
            <input
              type="radio"
              name="stars"
              value={count}
              checked={stars === count}
              onChange={() => {
                setStars(count);
                setMissing(false);
              }}
            />
            {t('loyaltyOffers.rating.stars', { count })}
          </label>
        ))}
      </fieldset>
      {message ? (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <Button type="submit" loading={submitting}>
        {t('loyaltyOffers.rating.submit')}
      </Button>
    </form>
  );
}
