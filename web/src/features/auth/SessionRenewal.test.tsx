import { waitFor } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { authResponse, renderApp, session } from '../../../test/render';
import { ACTIVE_WITHIN_MS, recentlyActive, renewalDelay, RENEW_BEFORE_MS } from './SessionRenewal';

/** A token expiring `seconds` after `from` (the test's `now`: a clock read later may have moved into the next second). */
const tokenExpiringIn = (seconds: number, from = Date.now()) => `h.${btoa(JSON.stringify({ exp: Math.floor(from / 1000) + seconds }))}.s`;

describe('session renewal', () => {
  it('is due five minutes before the token expires, or at once when that has passed', () => {
    const now = Date.now();
    expect(renewalDelay(tokenExpiringIn(3600, now), now)).toBeGreaterThan(3600_000 - RENEW_BEFORE_MS - 2_000);
    expect(renewalDelay(tokenExpiringIn(3600, now), now)).toBeLessThanOrEqual(3600_000 - RENEW_BEFORE_MS);
    // Identity's tokens live 15 minutes: renewed after about 10.
    expect(renewalDelay(tokenExpiringIn(15 * 60, now), now)).toBeGreaterThan(10 * 60_000 - 2_000);
    expect(renewalDelay(tokenExpiringIn(15 * 60, now), now)).toBeLessThanOrEqual(10 * 60_000);
    expect(renewalDelay(tokenExpiringIn(60, now), now)).toBe(0);
    expect(renewalDelay('not-a-jwt', now)).toBeNull();
  });

  it('only renews for someone active in the last 30 minutes', () => {
    const now = Date.now();
    expect(recentlyActive(now - 60_000, now)).toBe(true);
    expect(recentlyActive(now - ACTIVE_WITHIN_MS, now)).toBe(false);
  });

  it('renews a token about to expire and keeps the new one', async () => {
    const current = { ...session(['Subscriber']), jwtToken: tokenExpiringIn(120) };
    const renewed = { ...current, jwtToken: tokenExpiringIn(3600) };
    const api = fakeApi({ 'POST /api/account/refresh': { body: authResponse(renewed) } });
    const { store } = renderApp('/', { auth: current });
    await waitFor(() => expect(store.getState().auth.jwtToken).toBe(renewed.jwtToken));
    expect(api.calls('POST /api/account/refresh')[0].authorization).toBe(`Bearer ${current.jwtToken}`);
  });
});
