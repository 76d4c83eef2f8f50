import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@selfcare/domain';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import type { NewsCardProps } from '../NewsCard/NewsCard';
import { NewsCard } from '../NewsCard/NewsCard';
import * as cardStyles from '../NewsCard/NewsCard.css';
import * as styles from './NewsList.css';

export interface NewsListProps extends Pick<NewsCardProps, 'onOpen' | 'headingLevel' | 'highlight'> {
  items: readonly NewsItem[];
  hrefOf: (item: NewsItem) => string;
  loading?: boolean;
  label?: string;
  emptyTitle?: string;
  emptyDescription?: string;
}

/** A grid of news cards with skeletons of the final size and an empty state. */
export function NewsList({
  items,
  hrefOf,
  loading = false,
  label,
  emptyTitle,
  emptyDescription,
  ...cardProps
}: NewsListProps) {
  const { t } = useTranslation('ui');
  if (loading) {
    return (
      <div role="status" aria-label={t('news.list.loading')}>
        <ul className={styles.grid}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className={cardStyles.card} aria-hidden="true">
              <div className={cardStyles.media} />
              <div className={cardStyles.body}>
                <Skeleton shape="text" width="40%" />
                <Skeleton shape="text" width="90%" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        title={emptyTitle ?? t('news.list.emptyTitle')}
        description={emptyDescription ?? t('news.list.emptyDescription')}
        headingLevel={cardProps.headingLevel ?? 3}
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label={label ?? t('news.list.label')}>
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard {...cardProps} item={item} href={hrefOf(item)} />
        </li>
      ))}
    </ul>
  );
}
