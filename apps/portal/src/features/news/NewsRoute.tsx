import { nameIn, type NewsItem } from '@selfcare/domain';
import { NewsDetail, NewsList } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePortalQueries } from '../../lib/services';
import { paths } from '../../config/paths';
import { PrefetchLink } from '../../lib/prefetch';
import { LoadFailure } from '../../lib/LoadFailure';
import * as styles from '../../lib/pageStyles.css';
import { allTab, newsPageOf, newsSearchOf } from './newsQuery';

export function Component() {
  const [query] = useSearchParams();
  const { tab, id } = newsPageOf(query);
  return id ? <Article tab={tab} id={id} /> : <List tab={tab} />;
}

/** SRCH-09: the news of one group (help_news_group tabs, news_search by group). */
function List({ tab }: { tab: string }) {
  const { t, i18n } = useTranslation(['news', 'errors']);
  const navigate = useNavigate();
  const { newsQueries } = usePortalQueries();
  const groups = useQuery(newsQueries.groups());
  const news = useQuery(newsQueries.search(newsSearchOf(tab)));
  const hrefOf = (item: NewsItem) => paths.newsDetail.getHref(tab, item.id);
  return (
    <section className={styles.page} aria-labelledby="news-title">
      <h1 id="news-title" className={styles.title}>
        {t('list.title')}
      </h1>
      <nav aria-label={t('list.groups')}>
        <ul className={styles.chips}>
          {[
            { id: allTab, name: t('list.all') },
            // SRCH-09: each tab in the reader's language when the server names it in both.
            ...(groups.data ?? []).map((group) => ({
              id: group.id,
              name: nameIn(group.name, i18n.language),
            })),
          ].map((group) => (
            <li key={group.id}>
              <PrefetchLink
                className={styles.chip}
                to={`${paths.newsDetail.path}?${new URLSearchParams({ tab: group.id }).toString()}`}
                aria-current={group.id === tab ? 'page' : undefined}
              >
                {group.name}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </nav>
      {news.isError ? (
        <LoadFailure error={news.error} onRetry={() => void news.refetch()} />
      ) : (
        <NewsList
          items={news.data ?? []}
          loading={news.isPending}
          hrefOf={hrefOf}
          onOpen={(item) => void navigate(hrefOf(item))}
          headingLevel={2}
        />
      )}
    </section>
  );
}

/** SRCH-08: one article (help_news_detail), its HTML sanitised by the ui. */
function Article({ tab, id }: { tab: string; id: string }) {
  const { t } = useTranslation(['news', 'errors']);
  const { newsQueries } = usePortalQueries();
  const article = useQuery(newsQueries.detail({ news_id: id }));
  const back = (
    <Link to={`${paths.newsDetail.path}?${new URLSearchParams({ tab }).toString()}`}>{t('detail.back')}</Link>
  );
  if (article.isError) {
    return (
      <section className={styles.page}>
        {back}
        <h1 className={styles.title}>{t('detail.failed')}</h1>
        <LoadFailure error={article.error} onRetry={() => void article.refetch()} />
      </section>
    );
  }
  return <NewsDetail item={article.data} backLink={back} />;
}
