import {
  digitsOnly,
  formatPhoneDisplay,
  formatPrice,
  holdMinutesLeft,
  NUMBER_HOLD,
  type NumberHold,
  type SimNumberOffer,
} from '@selfcare/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../private/sim.css';
import { useFocusWhenTrue } from '../private/useFocusWhenTrue';

export interface SimNumberPickerProps {
  /** Numbers for sale matching the last search. */
  numbers: readonly SimNumberOffer[];
  /** The subscriber's running hold, if any (CONST-79). */
  hold: NumberHold | null;
  /** The time the minutes left are counted from (injected: tests and stories stay still). */
  now: Date;
  /** Digits the number should contain ('' for any). */
  onSearch: (pattern: string) => void;
  onHold: (number: string) => void;
  /** The number whose hold is on its way. */
  holding?: string | undefined;
  failure?: string | undefined;
}

/**
 * ACC-35, ACC-36, CONST-79: numbers for sale, searched by the digits they contain, each with its price
 * and a hold button; a running hold shows its number and the minutes left (one hold at a time).
 */
export function SimNumberPicker({
  numbers,
  hold,
  now,
  onSearch,
  onHold,
  holding,
  failure,
}: SimNumberPickerProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  // A new hold replaces the list (and the button that was pressed): focus goes to the heading above it.
  const heading = useFocusWhenTrue<HTMLHeadingElement>(hold !== null);
  const [pattern, setPattern] = useState('');
  const minutesLeft = hold === null ? 0 : holdMinutesLeft(hold.expiresAt, now);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(pattern);
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('sim.numbers.title')}
      </h2>
      <p className={styles.lead}>{t('sim.numbers.lead', { minutes: NUMBER_HOLD.minutes })}</p>
      {hold !== null ? (
        <p role="status" className={minutesLeft > 0 ? styles.success : styles.notice}>
          {minutesLeft > 0
            ? t('sim.numbers.held', { number: formatPhoneDisplay(hold.number), minutes: minutesLeft })
            : t('sim.numbers.heldLapsed', { number: formatPhoneDisplay(hold.number) })}
        </p>
      ) : (
        <>
          <form
            className={styles.inline}
            onSubmit={search}
            role="search"
            aria-label={t('sim.numbers.searchSubmit')}
          >
            <TextField
              label={t('sim.numbers.search')}
              hint={t('sim.numbers.searchHint')}
              inputMode="numeric"
              maxLength={10}
              value={pattern}
              onChange={(event) => setPattern(digitsOnly(event.target.value))}
            />
            <Button type="submit" variant="secondary">
              {t('sim.numbers.searchSubmit')}
            </Button>
          </form>
          {numbers.length === 0 ? (
            <p className={styles.notice}>{t('sim.numbers.none')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('sim.numbers.results')}>
              {numbers.map((offer) => (
                <li key={offer.number} className={styles.row}>
                  <span className={styles.rowText}>
                    <span className={styles.strong}>{formatPhoneDisplay(offer.number)}</span>
                    <span className={styles.muted}>
                      {t('sim.numbers.price', { price: formatPrice(offer.price, i18n.language) })}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    aria-label={t('sim.numbers.holdNamed', { number: formatPhoneDisplay(offer.number) })}
                    loading={holding === offer.number}
                    disabled={holding !== undefined && holding !== offer.number}
                    onClick={() => onHold(offer.number)}
                  >
                    {t('sim.numbers.hold')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {failure !== undefined ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
    </section>
  );
}
