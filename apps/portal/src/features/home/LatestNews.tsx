import { nameIn, type NewsItem } from '@selfcare/domain';
import { NewsList, Tabs } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoadFailure } from '../../lib/LoadFailure';
import { usePortalQueries } from '../../lib/services';
import * as styles from './home.css';

/** The news list's 'all groups' tab (SRCH-08 addresses: tab=all). */
const allGroups = 'all';
/** How many of a group's latest news the home shows. */
export const LATEST_NEWS_COUNT = 3;

/** news_search of one group, or of every group (the news page reads the same keys). */
export const latestNewsSearch = (tab: string) => (tab === allGroups ? {} : { group_id: Number(tab) || tab });

/** SRCH-09 on the home: the latest news, all groups first, then one tab per group (help_news_group). */
export function LatestNews() {
  const { t, i18n } = useTranslation('home');
  const { newsQueries } = usePortalQueries();
  const groups = useQuery(newsQueries.groups());
  const [tab, setTab] = useState(allGroups);
  const tabs = [
    { id: allGroups, name: t('news.all') },
    ...(groups.data ?? []).map((group) => ({ id: group.id, name: nameIn(group.name, i18n.language) })),
  ];
  return (
    <Tabs
      label={t('news.groups')}
      value={tab}
      onValueChange={setTab}
      items={tabs.map((group) => ({
        value: group.id,
        label: group.name,
        content: <GroupNews tab={group.id} />,
      }))}
    />
  );
}

function GroupNews({ tab }: { tab: string }) {
  const { newsQueries } = usePortalQueries();
  const navigate = useNavigate();
  const news = useQuery(newsQueries.search(latestNewsSearch(tab)));
  const hrefOf = (item: NewsItem) => paths.newsDetail.getHref(tab, item.id);
  return (
    <div className={styles.tabPanel}>
      {news.isError ? (
        <LoadFailure error={news.error} onRetry={() => void news.refetch()} />
      ) : (
        <NewsList
          items={(news.data ?? []).slice(0, LATEST_NEWS_COUNT)}
          loading={news.isPending}
          hrefOf={hrefOf}
          onOpen={(item) => void navigate(hrefOf(item))}
          headingLevel={3}
        />
      )}
    </div>
  );
}
