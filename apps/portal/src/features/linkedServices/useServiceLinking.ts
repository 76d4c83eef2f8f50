import { isApiFailure, type ApiError } from '@selfcare/api-client';
import { toInternationalPhone, type LinkedService, type ServiceAccountInfo } from '@selfcare/domain';
import type { LinkLookup, LinkQuery } from '@selfcare/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/apiErrorMessage';
import { useFeedback } from '../../lib/feedback';
import { usePortalQueries } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';
import { linkedAccountsQuery } from './linkedAccounts';
import { linkRefusalOf } from './linkRefusal';

/**
 * ACC-74, ACC-75: the add-a-service dialog's lookup and link, and the list's remove. The lookup is a read keyed
 * by what was asked (fiber_search_info2 for a contract phone, else the kind's get_info); a link or a removal
 * refetches the list, so it changes without a reload. The operator's refusals are explained in the reader's
 * language; a refused removal refetches the list too (it was out of date).
 */
export function useServiceLinking() {
  const { t } = useTranslation(['linkedServices', 'errors']);
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const queries = usePortalQueries();
  const q = queries.linkedServiceQueries;
  const listKey = linkedAccountsQuery(queries).queryKey;
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<LinkQuery | undefined>(undefined);
  const [chosen, setChosen] = useState<ServiceAccountInfo | undefined>(undefined);
  const lookup = useQuery({
    ...q.lookup(asked?.kind ?? 'internet', asked?.value ?? ''),
    enabled: asked !== undefined && !asked.search,
    retry: false,
  });
  const search = useQuery({
    ...q.fiberSearch(asked?.value ?? ''),
    enabled: asked?.search === true,
    retry: false,
  });
  const invalidates = { invalidates: [listKey] };
  const writes = {
    internet: useCallMutation('fiber_add_account', invalidates),
    tv: useCallMutation('mytv_add_account', invalidates),
    fixed: useCallMutation('phone_add_account', invalidates),
    mobile: useCallMutation('mobile_add_account', invalidates),
    remove: useCallMutation('cust_remove_account', invalidates),
  };

  const explain = (thrown: unknown) => {
    const error: ApiError | undefined = isApiFailure(thrown) ? thrown.error : undefined;
    const refusal = linkRefusalOf(error);
    return refusal ? t(`linkedServices:linkRefusals.${refusal}`) : failureMessage(thrown, t);
  };
  /** Each kind links by its own row: a fixed line by its number, a mobile by its 84 form. */
  const link = (info: ServiceAccountInfo) => {
    switch (info.kind) {
      case 'tv':
        return writes.tv.run({ account: info.account });
      case 'fixed':
        return writes.fixed.run({ number: info.account });
      case 'mobile':
        return writes.mobile.run({ msisdn: toInternationalPhone(info.account) });
      default:
        return writes.internet.run({ account: info.account });
    }
  };
  const resetWrites = () => {
    for (const mutation of [writes.internet, writes.tv, writes.fixed, writes.mobile]) mutation.reset();
  };
  const edit = () => {
    setAsked(undefined);
    setChosen(undefined);
    resetWrites();
  };
  const state = (): LinkLookup => {
    if (asked === undefined) return { state: 'idle' };
    if (chosen) return { state: 'found', info: chosen };
    const read = asked.search ? search : lookup;
    if (read.isError) return { state: 'refused', message: explain(read.error) };
    if (search.data && asked.search) return { state: 'choices', infos: search.data };
    if (lookup.data && !asked.search) return { state: 'found', info: lookup.data };
    return { state: 'pending' };
  };
  const linking = [writes.internet, writes.tv, writes.fixed, writes.mobile];
  const failed = linking.find((mutation) => mutation.error !== null);

  return {
    dialog: {
      open,
      onOpenChange: (next: boolean) => {
        setOpen(next);
        if (!next) edit();
      },
      lookup: state(),
      onLookUp: (query: LinkQuery) => {
        setChosen(undefined);
        resetWrites();
        setAsked(query);
        // The same question asked again reads again (the account may have changed since).
        void queryClient.invalidateQueries({
          queryKey: (query.search ? q.fiberSearch(query.value) : q.lookup(query.kind, query.value)).queryKey,
        });
      },
      onEdit: edit,
      onChoose: (info: ServiceAccountInfo) => setChosen(info),
      onLink: async (info: ServiceAccountInfo) => {
        const outcome = await link(info);
        if (!outcome.ok) return;
        feedback.toast('success', t('linkedServices:linked', { account: info.account }));
        setOpen(false);
        edit();
      },
      linking: linking.some((mutation) => mutation.isPending),
      linkFailure: failed ? explain(failed.error) : undefined,
    },
    openDialog: () => setOpen(true),
    remove: async (service: LinkedService) => {
      const outcome = await writes.remove.run({ account: service.account });
      if (outcome.ok) {
        feedback.toast('success', t('linkedServices:removed', { account: service.account }));
        return;
      }
      const refusal = linkRefusalOf(outcome.error);
      feedback.toast('error', refusal ? t(`linkedServices:linkRefusals.${refusal}`) : outcome.message);
      if (refusal) await queryClient.invalidateQueries({ queryKey: listKey });
    },
    removing: writes.remove.isPending ? writes.remove.variables?.account : undefined,
  };
}
