/**
 * /thanhtoan/roaming?token=… (ROAM-001 … ROAM-116): public page, the token carries the session. Steps: 0 list,
 * 1 QR payment, 2 waiting (ROAM-014). Rules come from the domain; this module wires calls, storage and timers.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@selfcare/api-client';
import { isApiFailure, toTransactionStatus } from '@selfcare/api-client';
import type { Queries } from '@selfcare/api-client/query';
import type { RoamingPackage, RoamingPage, TransactionStatus } from '@selfcare/domain';
import {
  BANK_APP_OPEN_DELAY_MS,
  bankChoiceAction,
  bankLinkTarget,
  bankListForDevice,
  DEREGISTER_ACTION,
  deviceKindOf,
  EMPTY_ROAMING_FILTER,
  filterRoamingPackages,
  isActiveRoamingPackage,
  isRoamingDeviceSupported,
  resultViewOf,
  ROAMING_PAGE_INITIAL,
  roamingPageReducer,
  roamingResultPath,
  roamingStartPlan,
  transactionToPoll,
} from '@selfcare/domain';
import type { RoamingListFilter } from '@selfcare/ui';
import {
  BankChooser,
  Button,
  NoticeDialog,
  PackageDetailSheet,
  PaymentGuide,
  RoamingFilters,
  RoamingOtpModal,
  RoamingPackageList,
  RoamingQrPayment,
  Spinner,
  StepGuide,
  Stepper,
  Tabs,
} from '@selfcare/ui';
import { checkedHref } from '../../lib/safeNavigation';
import { useApi } from '../../lib/services';
import { config } from '../../config/env';
import { browserKeys } from '../../lib/storage';
import type { RoamingScreen } from './analytics';
import { createRoamingAnalytics } from './analytics';
import type { ChooserBankApp } from './bankApps';
import { bankAppLists, toChooserBank } from './bankApps';
import { failureMessage, logRoamingIssue } from './errors';
import { RoamingAppTab } from './RoamingAppTab';
import { storeTransactionResult } from './storage';
import { useRoamingOtp } from './useRoamingOtp';
import { useRoamingPayment } from './useRoamingPayment';
import { useTransactionPolling } from './useTransactionPolling';
import * as styles from './roaming.css';

/** Opens a bank's deep link (module functions so tests can observe them). */
export const external = {
  /** DOM-52: in place; on a phone the system hands the link to the bank app. */
  open: (url: string) => window.location.assign(url),
  /** Issue 24: a desktop opens the bank's link site in a new tab, and the portal stays. */
  openInNewTab: (url: string) => void window.open(url, '_blank', 'noopener'),
};

const screens: Record<0 | 1, RoamingScreen> = { 0: 'roaming_package_list', 1: 'roaming_package_QR' };

function packageById(page: RoamingPage, id: string | undefined): RoamingPackage | undefined {
  if (id === undefined) return undefined;
  return (
    page.packages.find((pkg) => pkg.id === id) ?? (page.preselected?.id === id ? page.preselected : undefined)
  );
}

export function Component() {
  const { t } = useTranslation(['roaming', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const groups = useApi().queries;
  const pageQuery = useQuery({
    ...groups.roamingQueries.page(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  if (token === '') return <PageFrame>{<p role="alert">{t('missingToken')}</p>}</PageFrame>;
  if (pageQuery.isError) {
    const error = isApiFailure(pageQuery.error) ? pageQuery.error.error : undefined;
    if (error) logRoamingIssue('load', error); // ROAM-007
    return (
      <PageFrame>
        <div className={styles.panel} role="alert">
          <p>{t('loadFailed')}</p>
          {error ? <p className={styles.lead}>{failureMessage(error, t)}</p> : null}
          <Button onClick={() => void pageQuery.refetch()}>{t('retry')}</Button>
        </div>
      </PageFrame>
    );
  }
  if (!pageQuery.data) {
    return (
      <PageFrame>
        <RoamingPackageList
          packages={[]}
          expanded={false}
          onExpandedChange={() => undefined}
          onSelect={() => undefined}
          loading
        />
      </PageFrame>
    );
  }
  return (
    <RoamingFlow
      token={token}
      page={pageQuery.data}
      loadedAt={pageQuery.dataUpdatedAt}
      reload={() => void pageQuery.refetch()}
      countriesQuery={groups.roamingQueries.countries({
        msisdn: pageQuery.data.msisdn,
        session: pageQuery.data.session,
      })}
    />
  );
}

function PageFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation(['roaming', 'errors']);
  return (
    <section
      className={styles.page}
      aria-labelledby="roaming-title"
      // For the e2e journeys, which step the page clock through the polling.
      data-poll-interval={config.roamingPollIntervalMs}
      data-poll-max={config.roamingPollMaxAttempts}
    >
      <h1 id="roaming-title" className={styles.title}>
        {t('title')}
      </h1>
      {children}
    </section>
  );
}

interface FlowProps {
  token: string;
  page: RoamingPage;
  loadedAt: number;
  reload: () => void;
  countriesQuery: ReturnType<Queries['roamingQueries']['countries']>;
}

function RoamingFlow({ token, page, loadedAt, reload, countriesQuery }: FlowProps) {
  const { t } = useTranslation(['roaming', 'errors']);
  const navigate = useNavigate();
  const { client } = useApi();
  const analytics = useMemo(() => createRoamingAnalytics(window as { dataLayer?: unknown }), []);
  const device = useMemo(() => deviceKindOf(navigator.userAgent, navigator.maxTouchPoints), []);
  const banks = useMemo(() => bankListForDevice(device, bankAppLists).map(toChooserBank), [device]);
  const countries = useQuery({ ...countriesQuery, retry: false, staleTime: Infinity });

  const [state, dispatch] = useReducer(roamingPageReducer, ROAMING_PAGE_INITIAL);
  const [tab, setTab] = useState('transfer');
  const [filter, setFilter] = useState<RoamingListFilter>(EMPTY_ROAMING_FILTER);
  const [expanded, setExpanded] = useState(false);
  const [detail, setDetail] = useState<RoamingPackage | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [guideBank, setGuideBank] = useState<ChooserBankApp | undefined>(undefined);
  const [stepsOpen, setStepsOpen] = useState(false);
  const [turningOff, setTurningOff] = useState(false);

  const showFailure = useCallback((error: ApiError) => setNotice(failureMessage(error, t)), [t]);
  const otp = useRoamingOtp(client, page, reload);
  const onCreated = useCallback(
    (transactionId: string) => dispatch({ type: 'transactionCreated', transactionId }),
    [],
  );
  const payment = useRoamingPayment(client, onCreated, showFailure);

  // DOM-39, DOM-40: other devices get a console notice.
  useEffect(() => {
    if (!isRoamingDeviceSupported(device)) console.info(`[roaming] ${t('deviceOther')}`);
  }, [device, t]);

  // ROAM-004, ROAM-015, ROAM-041, ROAM-053: each token answer (again after the OTP) restarts the plan.
  const handledLoad = useRef(0);
  const { send: sendOtp } = otp;
  useEffect(() => {
    if (handledLoad.current === loadedAt) return;
    handledLoad.current = loadedAt;
    dispatch({ type: 'loaded', packageDetailId: page.preselected?.id });
    payment.reset();
    if (roamingStartPlan(page).action.kind === 'sendOtp') void sendOtp();
  }, [loadedAt, page, payment, sendOtp]);

  // ROAM-063, ROAM-017: entering step 1 with a package and roaming on creates the transaction and the QR.
  const chosen = packageById(page, state.packageId);
  const { create } = payment;
  const paymentFor = payment.payment?.packageId;
  useEffect(() => {
    if (state.step === 1 && chosen && page.roamingDataOn && paymentFor !== chosen.id)
      void create(page, chosen);
  }, [state.step, chosen, page, paymentFor, create]);

  // ROAM-010: screen display events.
  useEffect(() => {
    if (state.step !== 2) analytics.screen(screens[state.step]);
  }, [state.step, analytics]);

  // ROAM-106 … ROAM-113: the transaction is polled from the moment its QR shows (issue 24), with or without a
  // bank app, and the page leaves for the result page.
  const qr = payment.payment;
  const qrShownFor = qr?.qrState === 'ready' ? qr.transaction?.id : undefined;
  useTransactionPolling<TransactionStatus>({
    transactionId: transactionToPoll(state, qrShownFor),
    intervalMs: config.roamingPollIntervalMs,
    maxAttempts: config.roamingPollMaxAttempts,
    check: async (transactionId) => {
      const result = await client.call('queryTransactionInfo', {
        session: page.session,
        msisdn: page.msisdn,
        transactionId,
      });
      if (result.ok) {
        const record = toTransactionStatus(result.data.result);
        return { type: 'statusReceived', transactionStatus: record.status, record };
      }
      logRoamingIssue('queryTransactionInfo', result.error); // ROAM-114
      return { type: 'callFailed' };
    },
    onDone: (finished, transactionId) => {
      const view = resultViewOf(finished) ?? 'processing';
      const fallback = {
        transactionId,
        status: 0,
        message: undefined,
        createDate: undefined,
        serviceName: undefined,
        phoneNumber: undefined,
        paymentTransId: undefined,
      };
      storeTransactionResult(window.sessionStorage, finished.last ?? fallback);
      void navigate(roamingResultPath(view, token));
    },
  });

  const filtered = useMemo(() => filterRoamingPackages(page.packages, filter), [page.packages, filter]);
  const screen = screens[state.step === 0 ? 0 : 1];

  // ROAM-104, ROAM-105: open the bank app, then step 2 after 1 s.
  const openBankApp = (bank: ChooserBankApp) => {
    // Issue 23: a deep link the navigation guard refuses is not opened; the user is told and stays.
    const deeplink = checkedHref(bank.app.deeplink);
    if (deeplink === undefined) {
      setNotice(t('errors:unsafeLink'));
      return;
    }
    if (bankLinkTarget(device) === 'newTab') external.openInNewTab(deeplink);
    else external.open(deeplink);
    setTimeout(() => dispatch({ type: 'bankAppOpened' }), BANK_APP_OPEN_DELAY_MS);
  };
  const chooseBank = (bank: ChooserBankApp) => {
    analytics.click('item_click', screen, 'bank', bank.id);
    console.info('[roaming] bank chosen', bank.id); // ROAM-102
    setChooserOpen(false);
    if (bankChoiceAction(window.localStorage.getItem(browserKeys.roamingGuideDismissed)) === 'showGuide')
      setGuideBank(bank);
    else openBankApp(bank);
  };
  const turnOff = async () => {
    analytics.click('button_click', screen, 'turn_off_roaming');
    setTurningOff(true);
    const result = await client.call('irRegister', {
      session: page.session,
      msisdn: page.msisdn,
      action: DEREGISTER_ACTION,
    });
    setTurningOff(false);
    // ROAM-079 … ROAM-081: the server's message in every case (result 1, 2 or 3).
    setNotice(result.ok ? (result.data.message ?? '') : failureMessage(result.error, t));
  };

  const transferPanel = (
    <>
      {state.step === 0 ? (
        <div className={styles.listLayout}>
          <RoamingFilters
            countries={countries.data ?? page.favouriteCountries}
            favourites={page.favouriteCountries}
            cycles={page.cycles}
            filter={filter}
            onFilterChange={(next) => {
              analytics.click('block_click', screen, 'filter');
              setFilter(next);
            }}
          />
          <RoamingPackageList
            packages={filtered}
            activePackageCode={page.activePackageCode}
            expanded={expanded}
            onExpandedChange={(next) => {
              analytics.click('button_click', screen, next ? 'see_more' : 'see_less');
              setExpanded(next);
            }}
            onSelect={(pkg) => {
              analytics.click('item_click', screen, 'package', pkg.code);
              setDetail(pkg);
            }}
          />
        </div>
      ) : null}
      {state.step === 1 && chosen ? (
        <div className={styles.panel}>
          <RoamingQrPayment
            device={device}
            msisdn={page.msisdn}
            pkg={chosen}
            transaction={payment.payment?.transaction}
            qrText={payment.payment?.qrText}
            qrState={payment.payment?.qrState ?? 'loading'}
            onRetryQr={() => void payment.retry(page, chosen)}
            onPay={() => {
              analytics.click('button_click', screen, 'pay');
              setChooserOpen(true);
            }}
            onTurnOff={() => void turnOff()}
            turningOff={turningOff}
            onShowGuide={() => {
              analytics.click('button_click', screen, 'payment_guide');
              setStepsOpen(true);
            }}
            onInteraction={(name) => analytics.click('icon_click', screen, name)}
          />
          <Button variant="ghost" onClick={() => dispatch({ type: 'back' })}>
            {t('backToList')}
          </Button>
        </div>
      ) : null}
      {state.step === 2 ? (
        <div className={styles.waiting} data-testid="roaming-waiting">
          <Spinner size="lg" />
          <h2>{t('waiting.title')}</h2>
          <p className={styles.lead}>{t('waiting.lead')}</p>
          <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
            {t('waiting.backToQr')}
          </Button>
        </div>
      ) : null}
    </>
  );

  return (
    <PageFrame>
      <Stepper steps={[t('steps.list'), t('steps.payment'), t('steps.waiting')]} current={state.step} />
      <Tabs
        fitted
        label={t('tabs.label')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'transfer', label: t('tabs.transfer'), content: transferPanel },
          {
            value: 'app',
            label: t('tabs.app'),
            content: <RoamingAppTab packageCode={chosen?.code} onBack={() => setTab('transfer')} />,
          },
        ]}
      />
      <PackageDetailSheet
        pkg={detail}
        onOpenChange={(open) => !open && setDetail(undefined)}
        isActive={detail !== undefined && isActiveRoamingPackage(detail.code, page.activePackageCode)}
        onRegister={(pkg) => {
          analytics.click('button_click', screen, 'register', pkg.code);
          setDetail(undefined);
          dispatch({
            type: 'packageChosen',
            packageId: pkg.id,
            isActive: isActiveRoamingPackage(pkg.code, page.activePackageCode),
          });
        }}
      />
      <BankChooser
        open={chooserOpen}
        onOpenChange={setChooserOpen}
        banks={banks}
        device={device}
        onChoose={chooseBank}
      />
      <PaymentGuide
        open={guideBank !== undefined}
        onOpenChange={(open) => !open && setGuideBank(undefined)}
        onShowSteps={() => setStepsOpen(true)}
        onContinue={(doNotShowAgain) => {
          if (doNotShowAgain) window.localStorage.setItem(browserKeys.roamingGuideDismissed, 'true'); // ROAM-092
          const bank = guideBank;
          setGuideBank(undefined);
          if (bank) openBankApp(bank);
        }}
      />
      <StepGuide
        device={device === 'IOS' ? 'IOS' : 'ANDROID'}
        open={stepsOpen}
        onOpenChange={setStepsOpen}
        onDone={() => setStepsOpen(false)}
      />
      <RoamingOtpModal
        msisdn={page.msisdn}
        state={otp.state}
        now={otp.now}
        onOtpChange={otp.type}
        onConfirm={() => void otp.verify()}
        onRetry={otp.retry}
        onResend={() => void otp.send()}
      />
      <NoticeDialog
        open={notice !== undefined}
        onOpenChange={(open) => !open && setNotice(undefined)}
        message={notice ?? ''}
      />
    </PageFrame>
  );
}
