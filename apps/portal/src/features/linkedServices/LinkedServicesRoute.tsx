import { hasHomeGateway, sortLinkedServices } from '@selfcare/domain';
import { Button, DebtHistoryDialog, LinkServiceDialog, LinkedServiceList, Skeleton } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { LoadFailure } from '../../lib/LoadFailure';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries } from '../../lib/services';
import { linkedAccountsQuery } from './linkedAccounts';
import { useDebtHistory } from './useDebtHistory';
import { useServiceLinking } from './useServiceLinking';

/**
 * Issue 17 (ACC-02, ACC-76): the fixed-line, internet and TV accounts billed with the subscriber; ACC-74,
 * ACC-75: another service of the same owner linked through the add dialog, any linked one removed; ACC-43: a
 * fixed-line, internet or TV account's billing history in a dialog.
 */
export function Component() {
  const { t } = useTranslation(['linkedServices']);
  const accounts = useQuery(linkedAccountsQuery(usePortalQueries()));
  const linking = useServiceLinking();
  const debts = useDebtHistory();
  return (
    <section className={pageStyles.page} aria-labelledby="linked-services-title">
      <h1 id="linked-services-title" className={pageStyles.title}>
        {t('linkedServices:title')}
      </h1>
      <p>{t('linkedServices:lead')}</p>
      <div>
        <Button onClick={linking.openDialog}>{t('linkedServices:add')}</Button>
      </div>
      <LinkServiceDialog {...linking.dialog} />
      <DebtHistoryDialog {...debts.dialog} />
      {accounts.isPending ? <Skeleton shape="rect" height="12rem" /> : null}
      {accounts.isError ? (
        <LoadFailure error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : null}
      {accounts.data ? (
        <LinkedServiceList
          services={sortLinkedServices(accounts.data)}
          onRemove={linking.remove}
          removing={linking.removing}
          onShowHistory={debts.open}
          renderGatewayLink={(service) =>
            hasHomeGateway(service) ? (
              <PrefetchLink
                to={paths.homeGateway.getHref(service.account)}
                aria-label={t('linkedServices:manageWifiNamed', { account: service.account })}
              >
                {t('linkedServices:manageWifi')}
              </PrefetchLink>
            ) : null
          }
        />
      ) : null}
    </section>
  );
}
