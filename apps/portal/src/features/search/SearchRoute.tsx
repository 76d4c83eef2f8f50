import { NewsList, PackageGrid, SearchResults } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { usePortalQueries } from '../../lib/services';
import { LoadFailure } from '../../lib/LoadFailure';
import { usePackageActions } from '../../lib/packages/usePackageActions';
import { useActivePackageCodes } from '../../lib/packages/usePackageQueries';
import { searchOf } from './keyword';
import { groupOfResult, newsHrefOf, packageHrefOf } from './links';

/**
 * SRCH-05, SRCH-06: packages (package_search) and news (news_search) that match /tim-kiem/{text}.
 * A found package registers or cancels right there, as on its catalogue page (DOM-24 … DOM-26).
 */
export function Component() {
  const { text = '' } = useParams();
  const { t } = useTranslation(['search', 'errors']);
  // VAL-25, VAL-26: the same rule as the header box, so a typed address behaves like a search.
  const search = searchOf(text);
  if (!search) {
    return (
      <section aria-labelledby="search-blank-title">
        <h1 id="search-blank-title">{t('blank.title')}</h1>
        <p>{t('blank.description')}</p>
      </section>
    );
  }
  return <Results {...search} />;
}

function Results({ searchText, keyword }: { searchText: string; keyword: string }) {
  const navigate = useNavigate();
  const queries = usePortalQueries();
  const packages = useQuery(queries.packageQueries.search({ keyword }));
  const news = useQuery(queries.newsQueries.search({ keyword }));
  const failed = packages.error ?? news.error;
  const activeCodes = useActivePackageCodes();
  const actions = usePackageActions(groupOfResult);
  return (
    <>
      {failed ? <LoadFailure error={failed} /> : null}
      <SearchResults
        searchText={searchText}
        packageCount={packages.data?.length ?? 0}
        packagesLoading={packages.isPending}
        packageResults={
          <PackageGrid
            packages={packages.data ?? []}
            loading={packages.isPending}
            skeletonCount={3}
            highlight={searchText}
            detailHref={packageHrefOf}
            onOpenDetail={(pkg) => void navigate(packageHrefOf(pkg))}
            activeCodes={activeCodes}
            busyCode={actions.busyCode}
            onAction={actions.onAction}
          />
        }
        newsCount={news.data?.length ?? 0}
        newsLoading={news.isPending}
        newsResults={
          <NewsList
            items={news.data ?? []}
            loading={news.isPending}
            highlight={searchText}
            hrefOf={newsHrefOf}
            onOpen={(item) => void navigate(newsHrefOf(item))}
          />
        }
      />
      {actions.dialogs}
    </>
  );
}
