import { dataLeft, NOT_A_MEMBER_CODE } from '@selfcare/domain';
import type { SummaryCardProps, SummaryMember } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { apiErrorOf } from '../../lib/apiErrorMessage';
import { usePortalQueries, useSession } from '../../lib/services';
import { localKeys } from '../../lib/storage';

/** The loyalty tokens the sign-in fetched (DOM-13), keyed as it fetched them. */
export const loyaltyTokenParams = (msisdn: string) => ({ domain: window.location.hostname, msisdn });

const isNotMember = (thrown: unknown) => {
  const error = apiErrorOf(thrown);
  return error?.kind === 'business' && error.code === NOT_A_MEMBER_CODE;
};

/**
 * What the summary card shows, from the calls the portal already makes: user info (name, balance
 * and data left, assumed fields of core_customer_get_info), the active packages (PKG-02) and the
 * loyalty data of the sign-in (tokens, then member info; ERR-COD-90001 means not a member, ROLE-10).
 * Each part shows as soon as it answers; a failed part reads 'not available'.
 */
export function useHomeSummary(): SummaryCardProps {
  const { accountQueries, packageQueries, loyaltyQueries } = usePortalQueries();
  const { state } = useSession();
  const msisdn = state.status === 'signedIn' ? state.msisdn : '';
  const signedIn = msisdn !== '';
  const userInfo = useQuery({ ...accountQueries.userInfo({ msisdn }), enabled: signedIn });
  const active = useQuery({ ...packageQueries.active(), enabled: signedIn });
  const storedToken = signedIn ? window.localStorage.getItem(localKeys.loyaltyTokenMember) : null;
  const tokens = useQuery({
    ...loyaltyQueries.tokens(loyaltyTokenParams(msisdn)),
    enabled: signedIn && storedToken === null,
    retry: false,
  });
  const token = storedToken ?? tokens.data?.member ?? null;
  const member = useQuery({
    ...loyaltyQueries.memberInfo({ token: token ?? '', msisdn }),
    enabled: signedIn && token !== null,
    retry: false,
  });

  if (!signedIn) return { state: 'guest' };
  // The card waits for the user info only: it holds the name, the first thing the card says.
  if (userInfo.isPending) return { state: 'loading', phone: msisdn };

  const loyaltyPending = (token === null && tokens.isPending) || (token !== null && member.isPending);
  const memberState: SummaryMember = member.data
    ? { kind: 'member', tier: member.data.tier, points: member.data.points }
    : isNotMember(tokens.error) || isNotMember(member.error)
      ? { kind: 'notMember' }
      : loyaltyPending
        ? { kind: 'loading' }
        : { kind: 'unknown' };
  const info = userInfo.data;
  return {
    state: 'ready',
    phone: msisdn,
    name: info?.fullName,
    mainBalance: info?.mainBalance,
    data: info?.dataRemainingMb === undefined ? undefined : dataLeft(info.dataRemainingMb, info.dataTotalMb),
    activePackages: active.data?.map((pkg) => pkg.name),
    member: memberState,
  };
}
