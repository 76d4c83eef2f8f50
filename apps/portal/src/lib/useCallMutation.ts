/**
 * Every write call of the portal goes through this hook: typed by its contract row (the body and
 * the answer come from the row), it invalidates the queries the write changes, and a failure comes
 * back with the user's message from lib/apiErrorMessage.ts, so no feature maps errors by itself.
 */
import type { ApiError, Contract, RequestOf, ResponseOf } from '@selfcare/api-client';
import type { WriteCallName } from '@selfcare/api-client/query';
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from './services';
import { apiErrorMessage, apiErrorOf, type FailureTexts } from './apiErrorMessage';

export type CallBody<N extends WriteCallName> = RequestOf<Contract[N]>;
export type CallAnswer<N extends WriteCallName> = ResponseOf<Contract[N]>;

export interface CallMutationSettings<N extends WriteCallName, T> {
  /** Turns the wire answer into what the feature needs (an api-client mapper). */
  readonly map?: (answer: CallAnswer<N>, body: CallBody<N>) => T;
  /** The queries this write changes; refetched (when in use) before `run` resolves. */
  readonly invalidates?: readonly QueryKey[] | ((data: T, body: CallBody<N>) => readonly QueryKey[]);
  /** Texts in place of the shared ones (a business failure's default, the 401 text). */
  readonly texts?: FailureTexts;
}

/** What `run` resolves to: the data, or the failure with the sentence to show. Never throws. */
export type CallOutcome<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly error: ApiError; readonly message: string };

export type CallMutation<N extends WriteCallName, T> = UseMutationResult<T, Error, CallBody<N>> & {
  /** Sends the call; the outcome carries the user's message on failure (`texts` for this run only). */
  run(body: CallBody<N>, texts?: FailureTexts): Promise<CallOutcome<T>>;
  /** The last run's failure, if it failed. */
  readonly failure: ApiError | undefined;
  /** The user's message for that failure. */
  readonly errorMessage: string | undefined;
};

export function useCallMutation<N extends WriteCallName, T = CallAnswer<N>>(
  name: N,
  settings: CallMutationSettings<N, T> = {},
): CallMutation<N, T> {
  const write = useApi().queries.write(name);
  const queryClient = useQueryClient();
  const { t } = useTranslation(['errors']);
  const { map, invalidates, texts } = settings;
  const mutation = useMutation<T, Error, CallBody<N>>({
    mutationKey: write.mutationKey,
    mutationFn: async (body) => {
      const answer = await write.mutationFn(body);
      return map ? map(answer, body) : (answer as T);
    },
    onSuccess: async (data, body) => {
      const keys = typeof invalidates === 'function' ? invalidates(data, body) : (invalidates ?? []);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const errorOf = (thrown: unknown): ApiError =>
    apiErrorOf(thrown) ?? {
      // A mapper that throws met an answer the contract let through: the data is not what we expect.
      kind: 'contract',
      call: name,
      direction: 'response',
      path: [],
      message: thrown instanceof Error ? thrown.message : String(thrown),
    };
  const messageOf = (thrown: unknown, own = texts) => apiErrorMessage(errorOf(thrown), t, own);

  const run = async (body: CallBody<N>, own?: FailureTexts): Promise<CallOutcome<T>> => {
    try {
      return { ok: true, data: await mutation.mutateAsync(body) };
    } catch (thrown) {
      return { ok: false, error: errorOf(thrown), message: messageOf(thrown, own ?? texts) };
    }
  };
  return {
    ...mutation,
    run,
    failure: mutation.error ? errorOf(mutation.error) : undefined,
    errorMessage: mutation.error ? messageOf(mutation.error) : undefined,
  };
}
