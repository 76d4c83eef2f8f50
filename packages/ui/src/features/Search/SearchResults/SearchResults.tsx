import { useTranslation } from 'react-i18next';
import type { NewsItem, PackageSummary } from '@selfcare/domain';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { NewsList } from '../../News/NewsList/NewsList';
import type { PackageGridProps } from '../../Packages/PackageGrid/PackageGrid';
import { PackageGrid } from '../../Packages/PackageGrid/PackageGrid';
import * as styles from './SearchResults.css';

export interface SearchResultsProps extends Pick<
  PackageGridProps,
  'activeCodes' | 'onAction' | 'onOpenDetail' | 'busyCode' | 'detailHref'
> {
  /** The /tim-kiem segment (spaces already turned into '+', VAL-26). */
  searchText: string;
  packages: readonly PackageSummary[];
  news: readonly NewsItem[];
  packagesLoading?: boolean;
  newsLoading?: boolean;
  newsHref: (item: NewsItem) => string;
  onOpenNews?: (item: NewsItem) => void;
}

/** SRCH-05, SRCH-06: package cards and news items that match, with the searched words highlighted. */
export function SearchResults({
  searchText,
  packages,
  news,
  packagesLoading = false,
  newsLoading = false,
  newsHref,
  onOpenNews,
  ...packageProps
}: SearchResultsProps) {
  const { t } = useTranslation('ui');
  const shownText = searchText.replace(/\+/g, ' ');
  const nothing = !packagesLoading && !newsLoading && packages.length === 0 && news.length === 0;
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{t('search.results.title', { text: shownText })}</h1>
      {nothing ? (
        <EmptyState
          title={t('search.results.emptyTitle')}
          description={t('search.results.emptyDescription')}
          headingLevel={2}
        />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="search-packages">
            <h2 id="search-packages" className={styles.sectionTitle}>
              {t('search.results.packages', { count: packages.length })}
            </h2>
            {!packagesLoading && packages.length === 0 ? (
              <p className={styles.none}>{t('search.results.noPackages')}</p>
            ) : (
              <PackageGrid
                {...packageProps}
                packages={packages}
                loading={packagesLoading}
                skeletonCount={3}
                highlight={searchText}
              />
            )}
          </section>
          <section className={styles.section} aria-labelledby="search-news">
            <h2 id="search-news" className={styles.sectionTitle}>
              {t('search.results.news', { count: news.length })}
            </h2>
            {!newsLoading && news.length === 0 ? (
              <p className={styles.none}>{t('search.results.noNews')}</p>
            ) : (
              <NewsList
                items={news}
                hrefOf={newsHref}
                loading={newsLoading}
                onOpen={onOpenNews}
                highlight={searchText}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
