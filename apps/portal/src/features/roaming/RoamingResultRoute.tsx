/** /thanhtoan/roaming/{slug}?token=… (ROAM-117 … ROAM-124): the stored result, or back to the roaming page. */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiFailure } from '@selfcare/api-client';
import type { TransactionStatus } from '@selfcare/domain';
import { roamingResultPath, storedResultView } from '@selfcare/domain';
import { NoticeDialog, RoamingResult } from '@selfcare/ui';
import { useApi } from '../../lib/services';
import { paths } from '../../config/paths';
import { failureMessage, logRoamingIssue } from './errors';
import { readTransactionResult, storeTransactionResult } from './storage';
import * as styles from './roaming.css';

export function Component() {
  const { t } = useTranslation(['roaming', 'errors']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const groups = useApi().queries;
  const [stored, setStored] = useState(() => readTransactionResult(window.sessionStorage));
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const roamingHref = paths.roaming.getHref(token);
  // ROAM-119: without a stored result the page replaces the location (no history entry).
  useEffect(() => {
    if (!stored) void navigate(roamingHref, { replace: true });
  }, [stored, navigate, roamingHref]);
  if (!stored) return null;

  /** ROAM-122: 'reload' asks for the status once; a settled transaction moves to its page, else it stays. */
  const checkAgain = async (current: TransactionStatus) => {
    setChecking(true);
    try {
      const page = await queryClient.fetchQuery({
        ...groups.roamingQueries.page(token),
        staleTime: Infinity,
        retry: false,
      });
      const record = await queryClient.fetchQuery({
        ...groups.roamingQueries.transactionStatus({
          session: page.session,
          msisdn: page.msisdn,
          transactionId: current.transactionId,
        }),
        staleTime: 0,
        retry: false,
      });
      const view = storedResultView(record.status);
      if (view === 'processing') return;
      storeTransactionResult(window.sessionStorage, record);
      setStored(record);
      void navigate(roamingResultPath(view, token), { replace: true });
    } catch (failure) {
      const error = isApiFailure(failure) ? failure.error : undefined;
      logRoamingIssue('recheck', failure);
      setNotice(error ? failureMessage(error, t) : t('errors.generic'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className={styles.page}>
      <RoamingResult
        view={storedResultView(stored.status)}
        status={stored}
        chooseAnotherHref={roamingHref}
        onChooseAnother={(event) => {
          event.preventDefault();
          void navigate(roamingHref);
        }}
        onReload={() => void checkAgain(stored)}
        checking={checking}
      />
      <NoticeDialog
        open={notice !== undefined}
        onOpenChange={(open) => !open && setNotice(undefined)}
        message={notice ?? ''}
      />
    </div>
  );
}
