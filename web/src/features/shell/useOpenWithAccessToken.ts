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

/**
 * Opens an admin page (`/hangfire`, `/swagger`) or a download (reports, letters, files, the stats exports) in a new tab. A plain
 * link would carry no token (the session lives in browser storage): the address carries a temporary access
 * token, which the gateway trades for an HttpOnly cookie on the admin pages and the download checks. The tab
 * is opened at once, in the click, so that no popup blocker stops it, and sent on once the token has come;
 * `onError` gets a failed token call.
 */
export function useOpenWithAccessToken(onError: (error: unknown) => void) {
  const [fetchToken] = accessTokenApi.useTemporaryAccessTokenMutation();
  return useCallback(
    async (path: string) => {
      const tab = window.open('about:blank', '_blank');
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
    [fetchToken, onError],
  );
}
