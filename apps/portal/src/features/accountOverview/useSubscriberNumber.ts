import { useSession } from '../../lib/services';

/** The signed-in number (the guard renders these pages for a signed-in subscriber only). */
export function useSubscriberNumber(): string {
  const { state } = useSession();
  return state.status === 'signedIn' ? state.msisdn : '';
}
