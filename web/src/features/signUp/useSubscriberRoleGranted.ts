import { useEffect, useRef, useState } from 'react';
import { Roles } from '@app/contracts';
import { useGetApplicationUserQuery } from '../auth/accountApi';

/** Answers to wait for before giving up (the next login has the role), one every ROLE_CHECK_INTERVAL_MS. */
const ROLE_CHECKS = 10;
const ROLE_CHECK_INTERVAL_MS = 300;

/**
 * After a purchase (`waiting`), identity grants the Subscriber role when billing's SubscriptionPurchased event
 * reaches it, a moment after the purchase answered: the user's record is polled (RTK Query's `pollingInterval`,
 * also in a tab in the background) until it carries the role, ROLE_CHECKS answers come without it, or it cannot
 * be read; then polling stops and this answers true.
 */
export function useSubscriberRoleGranted(userId: string | undefined, waiting: boolean): boolean {
  const [done, setDone] = useState(false);
  const answers = useRef({ since: 0, last: 0, count: 0 });
  const { data, isError, fulfilledTimeStamp } = useGetApplicationUserQuery(userId ?? '', {
    skip: !waiting || done || !userId,
    pollingInterval: ROLE_CHECK_INTERVAL_MS,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  useEffect(() => {
    if (!waiting || done) return;
    const seen = answers.current;
    seen.since ||= Date.now(); // an answer cached from before the purchase does not count
    const fresh = fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= seen.since;
    if (fresh && fulfilledTimeStamp !== seen.last) {
      seen.last = fulfilledTimeStamp;
      seen.count += 1;
    }
    const granted = fresh && !!data?.roles.includes(Roles.Subscriber);
    if (!userId || isError || granted || seen.count >= ROLE_CHECKS) setDone(true);
  }, [waiting, done, userId, data, isError, fulfilledTimeStamp]);
  return done;
}
