import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import * as styles from './SearchResults.css';

export interface SearchResultsProps {
  /** The /tim-kiem segment (spaces already turned into '+', VAL-26). */
  searchText: string;
  /**
   * The matching packages, composed by the caller (a `PackageGrid` with `highlight={searchText}`), so this
   * area never imports another: shown while loading and when something matched.
   */
  packageResults: ReactNode;
  /** How many packages matched; not shown while `packagesLoading` (the heading then carries no count). */
  packageCount: number;
  packagesLoading?: boolean;
  /** The matching news (a `NewsList` with `highlight={searchText}`). */
  newsResults: ReactNode;
  newsCount: number;
  newsLoading?: boolean;
}

/** SRCH-05, SRCH-06: the results page of /tim-kiem/{text}: a section of packages and one of news. */
export function SearchResults({
  searchText,
  packageResults,
  packageCount,
  packagesLoading = false,
  newsResults,
  newsCount,
  newsLoading = false,
}: SearchResultsProps) {
  const { t } = useTranslation('ui');
  const shownText = searchText.replace(/\+/g, ' ');
  const nothing = !packagesLoading && !newsLoading && packageCount === 0 && newsCount === 0;
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
          <ResultSection
            title={
              packagesLoading
                ? t('search.results.packagesTitle')
                : t('search.results.packages', { count: packageCount })
            }
            none={!packagesLoading && packageCount === 0 ? t('search.results.noPackages') : undefined}
          >
            {packageResults}
          </ResultSection>
          <ResultSection
            title={
              newsLoading ? t('search.results.newsTitle') : t('search.results.news', { count: newsCount })
            }
            none={!newsLoading && newsCount === 0 ? t('search.results.noNews') : undefined}
          >
            {newsResults}
          </ResultSection>
        </>
      )}
    </div>
  );
}

interface ResultSectionProps {
  title: string;
  /** The sentence shown instead of the results when nothing matched. */
  none: string | undefined;
  children: ReactNode;
}

function ResultSection({ title, none, children }: ResultSectionProps) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {none === undefined ? children : <p className={styles.none}>{none}</p>}
    </section>
  );
}
