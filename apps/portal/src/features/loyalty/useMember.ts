import { NOT_A_MEMBER_CODE, type MemberInfo } from '@selfcare/domain';
import { useQuery } from '@tanstack/react-query';
import { apiErrorOf } from '../../lib/apiErrorMessage';
import { usePortalQueries, useSession } from '../../lib/services';
import { localKeys } from '../../lib/storage';

export type MemberState =
  | { status: 'loading' }
  | { status: 'notMember' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'member'; info: MemberInfo; token: string; msisdn: string };

const isNotMember = (thrown: unknown) => {
  const error = apiErrorOf(thrown);
  return error?.kind === 'business' && error.code === NOT_A_MEMBER_CODE;
};

/** The loyalty tokens' query as the sign-in made it (DOM-13), so the cache the sign-in filled answers. */
export const memberTokenParams = (msisdn: string) => ({ domain: window.location.hostname, msisdn });

/**
 * The signed-in member (the pages sit behind the signed-in guard): the member token the sign-in stored
 * (or fetched again), then the member info. ERR-COD-90001 on either is a non-member (ROLE-10, ROLE-11).
 */
export function useMember(): MemberState {
  const { loyaltyQueries } = usePortalQueries();
  const { state } = useSession();
  const msisdn = state.status === 'signedIn' ? state.msisdn : '';
  const storedToken = msisdn === '' ? null : window.localStorage.getItem(localKeys.loyaltyTokenMember);
  const tokens = useQuery({
    ...loyaltyQueries.tokens(memberTokenParams(msisdn)),
    enabled: msisdn !== '' && storedToken === null,
    retry: false,
  });
  const token = storedToken ?? tokens.data?.member ?? null;
  const info = useQuery({
    ...loyaltyQueries.memberInfo({ token: token ?? '', msisdn }),
    enabled: msisdn !== '' && token !== null,
    retry: false,
  });
  if (isNotMember(tokens.error) || isNotMember(info.error)) return { status: 'notMember' };
  if (tokens.isError) return { status: 'failed', error: tokens.error, retry: () => void tokens.refetch() };
  if (info.isError) return { status: 'failed', error: info.error, retry: () => void info.refetch() };
  if (token !== null && info.data) return { status: 'member', info: info.data, token, msisdn };
  return { status: 'loading' };
}

/** Today's calendar day in Vietnam ('YYYY-MM-DD'), the day the expiry and history rules count from. */
export function todayInVietnam(now: number = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}
