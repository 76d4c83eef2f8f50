import { Button, PersonalInfoCard } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { LoadFailure } from '../../lib/LoadFailure';
import { usePageExists } from '../../lib/pageDirectory';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries } from '../../lib/services';
import { useSubscriberNumber } from './useSubscriberNumber';

/**
 * Issue 17 (API-028): the personal information as the operator returns it, with the entry point to the
 * subscriber-information update (ekyc, §2.1), shown once that page answers.
 */
export function Component() {
  const { t } = useTranslation('accountOverview');
  const phone = useSubscriberNumber();
  const info = useQuery(usePortalQueries().accountOverviewQueries.personalInfo());
  const pageExists = usePageExists();
  const identityUpdate = paths.ekyc.getHref();
  return (
    <section className={pageStyles.page} aria-label={t('personal.title')}>
      {info.isError ? (
        <>
          <h1 className={pageStyles.title}>{t('personal.title')}</h1>
          <LoadFailure error={info.error} onRetry={() => void info.refetch()} />
        </>
      ) : (
        <PersonalInfoCard
          phone={phone}
          info={info.data}
          headingLevel={1}
          updateActions={
            pageExists(identityUpdate) ? (
              <Button asChild variant="secondary">
                <PrefetchLink to={identityUpdate}>{t('personal.updateIdentity')}</PrefetchLink>
              </Button>
            ) : null
          }
        />
      )}
      <p>
        <PrefetchLink to={paths.account.getHref()}>{t('personal.backToAccount')}</PrefetchLink>
      </p>
    </section>
  );
}
