import { ekycEligibility, type EkycPurpose } from '@selfcare/domain';
import {
  Button,
  Card,
  EkycConfirmStep,
  EkycPhotoStep,
  EkycRefusalCard,
  EkycResultCard,
  EkycStatusCard,
  Skeleton,
} from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadFailure } from '../../lib/LoadFailure';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries, useSession } from '../../lib/services';
import { ekycPurposeOfPath, ekycStoresHref } from './ekycPaths';
import { useEkycFlow } from './useEkycFlow';

/**
 * SHELL-033, SHELL-034 (issue 19): `/ekyc` updates the identity papers of the number, `/ekyc_tttb`
 * standardises its information; the same flow, told apart by title, lead, hints and what counts as
 * nothing to do (docs/decisions/ekyc.md). The guard lets only a signed-in subscriber in.
 */
export function Component() {
  const { t } = useTranslation(['ekyc']);
  const purpose: EkycPurpose = ekycPurposeOfPath[useLocation().pathname] ?? 'update';
  const session = useSession();
  const msisdn = session.state.status === 'signedIn' ? session.state.msisdn : undefined;
  return (
    <section className={pageStyles.page} aria-labelledby="ekyc-title">
      <h1 id="ekyc-title" className={pageStyles.title}>
        {t(`${purpose}.title`)}
      </h1>
      <p>{t(`${purpose}.lead`)}</p>
      {purpose === 'standardise' ? <p>{t('standardise.sms')}</p> : null}
      {msisdn !== undefined ? <Ekyc key={msisdn} purpose={purpose} msisdn={msisdn} /> : null}
    </section>
  );
}

function StoreLink() {
  const { t } = useTranslation(['ekyc']);
  return (
    <Button asChild variant="secondary">
      <PrefetchLink to={ekycStoresHref}>{t('stores')}</PrefetchLink>
    </Button>
  );
}

function Ekyc({ purpose, msisdn }: { purpose: EkycPurpose; msisdn: string }) {
  const { t } = useTranslation(['ekyc']);
  const { ekycQueries } = usePortalQueries();
  const owner = useQuery(ekycQueries.ownerCheck());
  const request = useQuery(ekycQueries.requestState());
  const notice = useQuery(ekycQueries.updateNotice());
  const flow = useEkycFlow(purpose, msisdn);
  const [started, setStarted] = useState(false);

  if (owner.isPending || request.isPending) return <Skeleton height="10rem" />;
  if (owner.isError || request.isError) return <LoadFailure error={owner.error ?? request.error} />;

  if (!started) {
    return (
      <>
        {notice.data?.show ? (
          <Card padding="md" title={notice.data.title ?? t('notice')} headingLevel={2}>
            <p>{notice.data.content}</p>
          </Card>
        ) : null}
        <EkycStatusCard
          owner={owner.data}
          request={request.data}
          eligibility={ekycEligibility({ ...owner.data, status: request.data.status }, purpose)}
          storeLink={<StoreLink />}
          onStart={() => {
            flow.start();
            setStarted(true);
          }}
        />
      </>
    );
  }

  const { state } = flow;
  switch (state.step) {
    case 'photos':
    case 'uploading':
      return (
        <EkycPhotoStep
          photos={state.photos}
          onPhoto={flow.takePhoto}
          onRetake={flow.retake}
          onSubmit={flow.sendPhotos}
          busy={flow.uploading}
          failure={flow.uploadFailure}
        />
      );
    case 'otp':
      return (
        <EkycConfirmStep
          submission={state.submission}
          onSubmitOtp={flow.confirmCode}
          onResend={flow.resendCode}
          busy={flow.confirming}
          error={flow.otpError}
        />
      );
    case 'refused':
      return (
        <EkycRefusalCard
          refusal={state.refusal}
          operatorMessage={flow.operatorMessage}
          onTryAgain={flow.tryAgain}
          storeLink={<StoreLink />}
          onCallBack={flow.askCallBack}
          callingBack={flow.callingBack}
          callBackTicket={flow.callBackTicket}
        />
      );
    case 'done':
      return <EkycResultCard status={state.status} submission={state.submission} />;
  }
}
