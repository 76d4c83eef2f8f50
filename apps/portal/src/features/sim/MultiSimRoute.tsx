import { MultiSimManager, Skeleton, type MultiSimAction } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback';
import * as pageStyles from '../../lib/pageStyles.css';
import { usePortalQueries } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';
import { LoadFailure } from '../../lib/LoadFailure';

/** ACC-28: the extra SIMs sharing the number (multisim_query), linked, unlinked or all removed. */
export function Component() {
  const { t } = useTranslation(['sim']);
  const { simQueries } = usePortalQueries();
  const feedback = useFeedback();
  const status = useQuery(simQueries.multiSim());
  const invalidates = [simQueries.multiSim().queryKey];
  const writes = {
    link: useCallMutation('multisim_reg', { invalidates }),
    unlink: useCallMutation('multisim_unlink', { invalidates }),
    unregister: useCallMutation('multisim_unreg', { invalidates }),
  };
  const [last, setLast] = useState<MultiSimAction | undefined>(undefined);
  const pending = (Object.keys(writes) as MultiSimAction[]).find((action) => writes[action].isPending);

  const run = async (action: MultiSimAction, send: () => Promise<{ ok: boolean }>) => {
    setLast(action);
    const outcome = await send();
    if (outcome.ok)
      feedback.toast(
        'success',
        t(
          action === 'link'
            ? 'multiSim.linked'
            : action === 'unlink'
              ? 'multiSim.unlinked'
              : 'multiSim.unregistered',
        ),
      );
  };

  return (
    <section className={pageStyles.page} aria-labelledby="multisim-page-title">
      <h1 id="multisim-page-title" className={pageStyles.title}>
        {t('multiSim.title')}
      </h1>
      <p>{t('multiSim.lead')}</p>
      {status.isPending ? <Skeleton shape="rect" height="10rem" /> : null}
      {status.isError ? <LoadFailure error={status.error} onRetry={() => void status.refetch()} /> : null}
      {status.data ? (
        <MultiSimManager
          status={status.data}
          onLink={(serial) => void run('link', () => writes.link.run({ serial }))}
          onUnlink={(serial) => void run('unlink', () => writes.unlink.run({ serial }))}
          onUnregister={() => void run('unregister', () => writes.unregister.run({}))}
          pending={pending}
          failure={last === undefined ? undefined : writes[last].errorMessage}
        />
      ) : null}
    </section>
  );
}
