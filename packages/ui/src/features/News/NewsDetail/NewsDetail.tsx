import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNewsDate, type NewsItem, newsSummary, safeImageUrl } from '@selfcare/domain';
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import * as cardStyles from '../NewsCard/NewsCard.css';
import * as styles from './NewsDetail.css';

export interface NewsDetailProps {
  /** Absent while loading: a skeleton of the article is shown. */
  item: (NewsItem & { readonly contentHtml?: string | undefined }) | undefined;
  /** A link back to the list (a router link from the portal). */
  backLink?: ReactNode;
}

/** SRCH-08, SRCH-09: a news article; its server HTML goes through SafeHtml. */
export function NewsDetail({ item, backLink }: NewsDetailProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  if (!item) {
    return (
      <div className={styles.article} role="status" aria-label={t('news.detail.loading')}>
        <Skeleton shape="text" width="80%" height={38} />
        <div className={styles.articleMedia} />
        <Skeleton shape="rect" height={160} />
      </div>
    );
  }
  const date = formatNewsDate(item.dateTime, i18n.language);
  const summary = newsSummary(item, i18n.language);
  const image = safeImageUrl(item.imageUrl);
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      {backLink}
      <h1 id={titleId} className={styles.articleTitle}>
        {item.title}
      </h1>
      {item.groupName || date ? (
        <p className={cardStyles.meta}>{[item.groupName, date].filter(Boolean).join(' · ')}</p>
      ) : null}
      {image ? (
        <div className={styles.articleMedia}>
          <img className={cardStyles.image} src={image} alt="" width={760} height={428} />
        </div>
      ) : null}
      {summary ? <p className={cardStyles.summary}>{summary}</p> : null}
      {item.contentHtml ? <SafeHtml html={item.contentHtml} as="section" /> : null}
    </article>
  );
}
