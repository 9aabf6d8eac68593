import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useRefreshMutation } from './accountApi';
import { tokenExpiry } from './authSlice';

/** Renew the token this long before it expires. */
export const RENEW_BEFORE_MS = 5 * 60_000;
/** Only for someone who used the app this recently: an idle session ends with its token. */
export const ACTIVE_WITHIN_MS = 30 * 60_000;

/** Milliseconds until the token should be renewed (0: now), or null if its expiry cannot be read. */
export function renewalDelay(token: string, now = Date.now()): number | null {
  const exp = tokenExpiry(token);
  return exp === null ? null : Math.max(0, exp * 1000 - RENEW_BEFORE_MS - now);
}

export const recentlyActive = (lastActivity: number, now = Date.now()) => now - lastActivity < ACTIVE_WITHIN_MS;

/**
 * Keeps a working session signed in: shortly before the access token expires it is renewed
 * (POST /api/account/refresh, which also brings the current roles), as long as the person has
 * clicked or typed in the last 30 minutes. A tab left alone is signed out when its token runs out.
 */
export function SessionRenewal() {
  const token = useAppSelector((state) => state.auth.jwtToken);
  const [refresh] = useRefreshMutation();
  useEffect(() => {
    if (!token) return;
    const delay = renewalDelay(token);
    if (delay === null) return;
    let lastActivity = Date.now();
    const markActive = () => (lastActivity = Date.now());
    const activity = ['pointerdown', 'keydown'] as const;
    activity.forEach((type) => window.addEventListener(type, markActive, { passive: true }));
    const timer = window.setTimeout(() => {
      if (recentlyActive(lastActivity)) void refresh();
    }, delay);
    return () => {
      window.clearTimeout(timer);
      activity.forEach((type) => window.removeEventListener(type, markActive));
    };
  }, [token, refresh]);
  return null;
}
