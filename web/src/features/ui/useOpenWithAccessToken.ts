import { useCallback } from 'react';
import type { TemporaryAccessTokenResponse } from '@app/contracts';
import { api } from '../../app/api';

const accessTokenApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: each click needs a fresh token, never a cached one.
    temporaryAccessToken: build.mutation<TemporaryAccessTokenResponse, void>({
      query: () => ({ url: '/account/temporaryAccessToken', method: 'GET' }),
    }),
  }),
});

/** The browser opened no tab (a popup blocker): said to the user instead of leaving the app. */
export class PopupBlockedError extends Error {
  constructor() {
    super('Your browser blocked the new tab. Allow pop-ups for this site and try again.');
  }
}

/**
 * Opens an admin page (`/hangfire`, `/swagger`) or a download (reports, letters, files, the stats exports) in a new tab. A plain
 * link would carry no token (the session lives in browser storage): the address carries a temporary access
 * token, which the gateway trades for an HttpOnly cookie on the admin pages and the download checks. The tab
 * is opened at once, in the click, so that no popup blocker stops it, and sent on once the token has come;
 * `onError` gets a failed token call. A download goes in this tab when no tab could be opened; a page
 * (`newTabOnly`: the Debug pages) never replaces the app: `onError` gets a PopupBlockedError instead.
 */
export function useOpenWithAccessToken(onError: (error: unknown) => void, { newTabOnly = false }: { newTabOnly?: boolean } = {}) {
  const [fetchToken] = accessTokenApi.useTemporaryAccessTokenMutation();
  return useCallback(
    async (path: string) => {
      const tab = window.open('about:blank', '_blank');
      if (!tab && newTabOnly) return onError(new PopupBlockedError());
      try {
        const { token } = await fetchToken().unwrap();
        const url = new URL(path, window.location.origin);
        url.searchParams.set('temporaryAccessToken', token);
        const target = url.pathname + url.search;
        if (tab) tab.location.href = target;
        else window.location.assign(target);
      } catch (error) {
        tab?.close();
        onError(error);
      }
    },
    [fetchToken, onError, newTabOnly],
  );
}
