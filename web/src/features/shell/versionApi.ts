import { api } from '../../app/api';
import { VERSION_POLL_MS } from '../../app/config';

export interface BuildVersion {
  buildId: string;
}

/** The build id this page was loaded with (index.html's meta, filled in by the build), or null in dev and tests. */
export function loadedBuildId(doc: Document = document): string | null {
  const content = doc.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null;
  return content && !content.includes('%') ? content : null;
}

/** `version.json`, written next to index.html by every build (see vite.config.ts). */
export const versionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeployedVersion: build.query<BuildVersion, void>({
      query: () => ({ url: `${window.location.origin}/version.json`, cache: 'no-store' }),
      providesTags: ['Version'],
    }),
  }),
});

export const { useGetDeployedVersionQuery } = versionApi;

/** Whether a newer build has been deployed since this page was loaded (asked every VERSION_POLL_MS and on focus). */
export function useNewerBuildDeployed(): boolean {
  const current = loadedBuildId();
  const { data } = useGetDeployedVersionQuery(undefined, { skip: current === null, pollingInterval: VERSION_POLL_MS, refetchOnFocus: true });
  return current !== null && !!data?.buildId && data.buildId !== current;
}
