import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatPhoneDisplay,
  formatSupportTime,
  nameIn,
  type SentSupportRequest,
  type SupportRequestStatus,
} from '@selfcare/domain';
import { Badge } from '../../../components/Badge/Badge';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { srOnly } from '../../../components/private/srOnly.css';
import type { Tone } from '../../../themes/tokens';
import * as styles from './SentRequestList.css';

export interface SentRequestListProps {
  /** The subscriber's requests, newest first; undefined while loading. */
  requests: readonly SentSupportRequest[] | undefined;
  /** Shown when there is none yet (e.g. a link to send one). */
  emptyAction?: ReactNode;
}

const toneOf: Readonly<Record<SupportRequestStatus, Tone>> = {
  received: 'info',
  processing: 'caution',
  answered: 'positive',
  closed: 'neutral',
};

/** ACC-68: each sent request with its category, status, what was written and its history. */
export function SentRequestList({ requests, emptyAction }: SentRequestListProps) {
  const { t, i18n } = useTranslation('ui');
  const time = (at: string) => formatSupportTime(at, i18n.language);
  if (requests === undefined)
    return (
      <div aria-busy="true">
        <p className={srOnly}>{t('support.sent.loading')}</p>
        <Skeleton height="9rem" />
      </div>
    );
  if (requests.length === 0)
    return (
      <EmptyState
        title={t('support.sent.emptyTitle')}
        description={t('support.sent.emptyDescription')}
        action={emptyAction}
        headingLevel={2}
      />
    );
  return (
    <ul className={styles.list} aria-label={t('support.sent.label')}>
      {requests.map((request) => (
        <li key={request.id} className={styles.card}>
          <div className={styles.header}>
            <h2 className={styles.title}>{nameIn(request.categoryName, i18n.language)}</h2>
            <Badge tone={toneOf[request.status]}>{t(`support.sent.status.${request.status}`)}</Badge>
          </div>
          <p className={styles.meta}>
            {t('support.sent.sentAt', { date: time(request.sentAt) })}
            {' · '}
            {t('support.sent.contact', { phone: formatPhoneDisplay(request.contactNumber) })}
            {request.hasPhoto ? ` · ${t('support.sent.withPhoto')}` : null}
          </p>
          <p className={styles.text}>{request.description}</p>
          <h3 className={styles.historyTitle}>{t('support.sent.history')}</h3>
          <ol className={styles.history}>
            {request.history.map((event, index) => (
              <li key={index}>
                <time dateTime={event.at}>{time(event.at)}</time>
                {' · '}
                {t(`support.sent.status.${event.status}`)}
                {event.note !== undefined ? ` · ${event.note}` : null}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
