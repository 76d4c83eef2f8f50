import { partnerRegistrationRequest } from '@selfcare/api-client';
import { nameIn, type PartnerApplication } from '@selfcare/domain';
import { Button, Card, PartnerRegistrationForm, SafeHtml, Skeleton, type PartnerCaptcha } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { failureMessage } from '../../lib/apiErrorMessage';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';

/** LOY-10, LOY-14: the partner section is asked for by `?key=becomePartner`. */
const PARTNER_KEY = 'becomePartner';
const partnerHref = `${paths.loyalty.getHref('about')}?${new URLSearchParams({ key: PARTNER_KEY }).toString()}`;

/** LOY-54, LOY-55, LOY-56: the programme's introduction, or the partner registration; for everyone. */
export function Component() {
  const [params] = useSearchParams();
  return params.get('key') === PARTNER_KEY ? <PartnerRegistration /> : <About />;
}

/** LOY-54: the introduction, server HTML through the ui sanitiser, in the reader's language when sent. */
function About() {
  const { t, i18n } = useTranslation(['loyaltyAbout', 'errors']);
  const about = useQuery(usePortalQueries().loyaltyPartnerQueries.about());
  return (
    <section className={pageStyles.page} aria-labelledby="about-title">
      <h1 id="about-title" className={pageStyles.title}>
        {about.data ? nameIn(about.data.title, i18n.language) : t('title')}
      </h1>
      {about.isPending ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton shape="rect" height="12rem" />
        </div>
      ) : about.isError ? (
        <Retry message={failureMessage(about.error, t)} onRetry={() => void about.refetch()} />
      ) : (
        <SafeHtml html={nameIn(about.data.html, i18n.language)} as="article" />
      )}
      <p>
        <Button asChild variant="secondary">
          <PrefetchLink to={partnerHref}>{t('becomePartner')}</PrefetchLink>
        </Button>
      </p>
    </section>
  );
}

/** A read that failed: its message and a retry. */
function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['errors']);
  return (
    <div role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** Vietnam's calendar day, the day the age rule (VAL-56) counts to. */
const todayInVietnam = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(Date.now());

/** LOY-55: the partner registration with its captcha; the answer of the server shown once sent. */
function PartnerRegistration() {
  const { t, i18n } = useTranslation(['loyaltyAbout', 'errors']);
  const { loyaltyPartnerQueries, loyaltyQueries } = usePortalQueries();
  const fields = useQuery(loyaltyPartnerQueries.businessFields());
  // LOY-55: the areas of apidmdiaban (a guest row: a visitor reads them too).
  const areas = useQuery(loyaltyQueries.areas({}));
  // A captcha is read once per image: no refetch behind the visitor's back (the answer would not match).
  const captcha = useQuery({
    ...loyaltyPartnerQueries.captcha(),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
  const register = useCallMutation('Api_DangKyDoiTacLienKet');
  const [captchaError, setCaptchaError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [done, setDone] = useState<{ message: string; reference: string } | undefined>(undefined);

  const captchaState: PartnerCaptcha =
    captcha.isFetching || captcha.isPending
      ? { status: 'loading' }
      : captcha.isError
        ? { status: 'error' }
        : { status: 'ready', id: captcha.data.id, image: captcha.data.image };

  const refresh = () => {
    setCaptchaError(undefined);
    void captcha.refetch();
  };

  const submit = async (values: PartnerApplication) => {
    if (!captcha.data) return;
    setCaptchaError(undefined);
    setError(undefined);
    const outcome = await register.run(partnerRegistrationRequest(values, captcha.data.id));
    if (outcome.ok) {
      setDone({ message: outcome.data.message ?? '', reference: outcome.data.result.MaHoSo });
      return;
    }
    // The captcha is used up by any answer: a new one comes with the refusal, the rest of the form stays.
    void captcha.refetch();
    const code = outcome.error.kind === 'business' ? outcome.error.code : undefined;
    if (code === 'CAPTCHA_INVALID') setCaptchaError(t('partner.captchaWrong'));
    else if (code === 'LOGIN_TAKEN') setError(t('partner.loginTaken'));
    else setError(outcome.message);
  };

  return (
    <section className={pageStyles.page} aria-labelledby="partner-title">
      <h1 id="partner-title" className={pageStyles.title}>
        {t('partner.title')}
      </h1>
      {done ? (
        <Card as="section" title={t('partner.doneTitle')} headingLevel={2} padding="lg">
          <div role="status">
            <p>{done.message}</p>
            <p>{t('partner.reference', { reference: done.reference })}</p>
          </div>
          <PrefetchLink to={paths.loyalty.getHref('about')}>{t('partner.about')}</PrefetchLink>
        </Card>
      ) : (
        <>
          <p>{t('partner.lead')}</p>
          {fields.isError ? (
            <Retry message={failureMessage(fields.error, t)} onRetry={() => void fields.refetch()} />
          ) : null}
          {areas.isError ? (
            <Retry message={failureMessage(areas.error, t)} onRetry={() => void areas.refetch()} />
          ) : null}
          <PartnerRegistrationForm
            businessFields={fields.data?.map((field) => ({
              value: field.id,
              label: nameIn(field.name, i18n.language),
            }))}
            areas={areas.data?.map((area) => ({ value: area.code, label: area.name }))}
            captcha={captchaState}
            onRefreshCaptcha={refresh}
            onSubmit={(values) => void submit(values)}
            today={todayInVietnam()}
            pending={register.isPending}
            captchaError={captchaError}
            error={error}
          />
        </>
      )}
    </section>
  );
}
