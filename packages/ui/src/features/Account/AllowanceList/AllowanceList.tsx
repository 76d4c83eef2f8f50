import { sortAllowances, type Allowance } from '@selfcare/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { AllowanceMeter } from '../AllowanceMeter/AllowanceMeter';
import * as shared from '../private/account.css';
import * as styles from './AllowanceList.css';

export interface AllowanceListProps {
  /** undefined while loading. */
  allowances: readonly Allowance[] | undefined;
  headingLevel?: 2 | 3;
}

/** ACC-03: every allowance left, high-speed data first, each as a ring with its amounts and expiry. */
export function AllowanceList({ allowances, headingLevel = 2 }: AllowanceListProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={shared.panel} aria-labelledby={headingId} aria-busy={allowances === undefined}>
      <Heading id={headingId} className={shared.heading}>
        {t('account.allowances.title')}
      </Heading>
      {allowances === undefined ? (
        <div className={styles.grid}>
          <Skeleton height="96px" />
          <Skeleton height="96px" />
        </div>
      ) : allowances.length === 0 ? (
        <p className={shared.muted}>{t('account.allowances.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {sortAllowances(allowances).map((allowance) => (
            <li key={allowance.id} className={styles.item}>
              <AllowanceMeter allowance={allowance} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
