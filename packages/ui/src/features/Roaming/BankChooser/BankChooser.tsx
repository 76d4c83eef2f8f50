import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceKind } from '@selfcare/domain';
import {
  isRoamingDeviceSupported,
  MessageKey,
  safeImageUrl,
  searchBanks,
  suggestedBanks,
} from '@selfcare/domain';
import { Dialog } from '../../../components/Dialog/Dialog';
import { TextField } from '../../../components/TextField/TextField';
import { cx } from '../../../lib/cx';
import * as shared from '../private/shared.css';
import * as styles from './BankChooser.css';

/** A bank the chooser lists: a bank app (iOS / Android list, ENT-64) or a QR bank (ENT-63). */
export interface ChooserBank {
  readonly id: string;
  /** What the search matches (VAL-33). */
  readonly shortName: string;
  readonly name: string;
  readonly logoUrl?: string | undefined;
}

export interface BankChooserProps<B extends ChooserBank> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The device's list (domain bankListForDevice, ROAM-097). */
  banks: readonly B[];
  device: DeviceKind;
  /** ROAM-102: the portal logs the choice, then shows the guide or opens the bank app. */
  onChoose: (bank: B) => void;
}

/** ROAM-086 … ROAM-091: the bank chooser with search (current keystroke) and the first 4 as suggestions. */
export function BankChooser<B extends ChooserBank>({
  open,
  onOpenChange,
  banks,
  device,
  onChoose,
}: BankChooserProps<B>) {
  const { t } = useTranslation('ui');
  const suggestedId = useId();
  const allId = useId();
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchBanks(banks, query), [banks, query]);
  const blank = query.trim() === '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('');
        onOpenChange(next);
      }}
      title={t('roaming.banks.title')}
      size="md"
    >
      <div className={shared.stack}>
        {!isRoamingDeviceSupported(device) ? (
          <p className={shared.muted}>{t('roaming.banks.otherDevice')}</p>
        ) : null}
        <TextField
          label={t('roaming.banks.search')}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {blank && banks.length > 0 ? (
          <section className={shared.stack} aria-labelledby={suggestedId}>
            <h3 id={suggestedId} className={shared.sectionTitle}>
              {t('roaming.banks.suggested')}
            </h3>
            <ul className={styles.suggestions}>
              {suggestedBanks(banks).map((bank) => (
                <li key={bank.id}>
                  <BankButton bank={bank} compact onChoose={onChoose} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className={shared.stack} aria-labelledby={allId}>
          <h3 id={allId} className={shared.sectionTitle}>
            {t('roaming.banks.all')}
          </h3>
          {found.length === 0 ? (
            <p role="status" className={shared.muted}>
              {t(MessageKey.bankNotFound)}
            </p>
          ) : (
            <ul className={styles.list}>
              {found.map((bank) => (
                <li key={bank.id}>
                  <BankButton bank={bank} onChoose={onChoose} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  );
}

function BankButton<B extends ChooserBank>({
  bank,
  compact = false,
  onChoose,
}: {
  bank: B;
  compact?: boolean;
  onChoose: (bank: B) => void;
}) {
  const logo = safeImageUrl(bank.logoUrl);
  return (
    <button
      type="button"
      className={cx(styles.bank, compact && styles.suggestion)}
      onClick={() => onChoose(bank)}
      aria-label={compact ? `${bank.shortName} (${bank.name})` : undefined}
    >
      {logo ? (
        <img className={styles.logo} src={logo} alt="" width={32} height={32} />
      ) : (
        <span className={styles.logo} aria-hidden="true">
          {bank.shortName.slice(0, 3)}
        </span>
      )}
      {compact ? (
        <span className={styles.shortName}>{bank.shortName}</span>
      ) : (
        <span className={styles.names}>
          <span className={styles.shortName}>{bank.shortName}</span>
          <span className={styles.fullName}>{bank.name}</span>
        </span>
      )}
    </button>
  );
}
