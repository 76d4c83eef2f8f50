import { postQualityReportRequestOf } from '@selfcare/api-client';
import {
  qualityCategoryChoices,
  type AddressSelection,
  type QualityReport,
  type QualityReportDraft,
} from '@selfcare/domain';
import { Button, QualityReportForm, QualityReportList, Skeleton } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/apiErrorMessage';
import { useAuthDialog } from '../../lib/authDialog';
import { useFeedback } from '../../lib/feedback';
import { usePortalQueries, useServices, useSession } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';
import * as pageStyles from '../../lib/pageStyles.css';
import * as styles from './qualityReports.css';
import { useQualityPlaces } from './useQualityPlaces';

/**
 * ACC-73: the service-quality report form and everyone's recent reports with their votes. The page and
 * the list are public (a header entry guests see too, SHELL-074); filing and voting need sign-in, so a
 * guest who votes signs in first and the vote goes out afterwards.
 */
export function Component() {
  const { t } = useTranslation(['support', 'errors']);
  const queries = usePortalQueries();
  const services = useServices();
  const signedIn = useSession().state.status === 'signedIn';
  const authDialog = useAuthDialog();
  const feedback = useFeedback();
  const categories = useQuery(queries.qualityQueries.categories());
  const reports = useQuery(queries.qualityQueries.reports());
  const [selection, setSelection] = useState<AddressSelection>({});
  const { places, failed: placesFailed } = useQualityPlaces(selection);
  const choices = useMemo(() => qualityCategoryChoices(categories.data ?? []), [categories.data]);
  const [sentCount, setSentCount] = useState(0);
  const [votingId, setVotingId] = useState<string | undefined>(undefined);
  // The reports' key names the subscriber: read it when a write ends, not when the page rendered.
  const reportsKey = () => [queries.qualityQueries.reports().queryKey];
  const filing = useCallMutation('mobile_staff_post_ccos', { invalidates: reportsKey });
  const voting = useCallMutation('mobile_staff_update_vote', { invalidates: reportsKey });

  const file = async (draft: QualityReportDraft) => {
    const outcome = await filing.run(postQualityReportRequestOf(draft));
    // On failure the form keeps what was typed and shows the operator's message.
    if (outcome.ok) setSentCount((count) => count + 1);
  };

  const vote = async (report: QualityReport) => {
    if (services.session.getSnapshot().state.status !== 'signedIn') {
      authDialog.open({ tab: 'login', onSignedIn: () => void vote(report) });
      return;
    }
    setVotingId(report.id);
    const outcome = await voting.run({ ccos_id: report.id });
    setVotingId(undefined);
    if (!outcome.ok) {
      feedback.toast('error', outcome.message);
      // e.g. already voted from another device: show the list as the server has it.
      void reports.refetch();
    }
  };

  const loadFailure = categories.error ?? placesFailed;
  return (
    <section className={pageStyles.page} aria-labelledby="quality-title">
      <h1 id="quality-title" className={pageStyles.title}>
        {t('quality.title')}
      </h1>
      <p>{t('quality.lead')}</p>
      {!signedIn ? (
        <div>
          <p>{t('quality.signInLead')}</p>
          <Button onClick={() => authDialog.open({ tab: 'login' })}>{t('quality.signIn')}</Button>
        </div>
      ) : categories.isPending ? (
        <Skeleton height="12rem" />
      ) : (
        <>
          {loadFailure ? (
            <div role="alert">
              <p>{failureMessage(loadFailure, t)}</p>
              <Button variant="secondary" onClick={() => void categories.refetch()}>
                {t('sent.retry')}
              </Button>
            </div>
          ) : null}
          <QualityReportForm
            categories={choices}
            places={places}
            onAddressChange={setSelection}
            onSubmit={(draft) => void file(draft)}
            submitting={filing.isPending}
            failure={filing.errorMessage}
            sentCount={sentCount}
          />
        </>
      )}
      <h2 className={styles.listTitle}>{t('quality.listTitle')}</h2>
      {reports.isError ? (
        <div role="alert">
          <p>{failureMessage(reports.error, t)}</p>
          <Button variant="secondary" onClick={() => void reports.refetch()}>
            {t('sent.retry')}
          </Button>
        </div>
      ) : (
        <QualityReportList
          reports={reports.isPending ? undefined : reports.data}
          onVote={(report) => void vote(report)}
          votingId={votingId}
        />
      )}
    </section>
  );
}
