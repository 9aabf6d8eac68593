import type { ClientReplay, ClientTimeline, ClientVerification, ReviewedClient } from '@app/contracts';
import { api } from '../../app/api';
import { listEndpoint, type ListArgs, type ListPage } from '../lists/listQuery';

/** The compliance reviewer's calls; each look is recorded by the server, so nothing is kept after leaving a screen. */
export const complianceApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReviewedClients: build.query<ListPage<ReviewedClient>, ListArgs>({ ...listEndpoint<ReviewedClient>('/compliance/client') }),
    getTimeline: build.query<ClientTimeline, { id: string; offset: number; limit: number }>({
      query: ({ id, offset, limit }) => ({ url: `/compliance/client/${encodeURIComponent(id)}/timeline`, params: { offset, limit } }),
      keepUnusedDataFor: 0,
    }),
    replay: build.query<ClientReplay, { id: string; at: string; compareTo?: string }>({
      query: ({ id, at, compareTo }) => ({ url: `/compliance/client/${encodeURIComponent(id)}/replay`, params: compareTo ? { at, compareTo } : { at } }),
      keepUnusedDataFor: 0,
    }),
    verify: build.query<ClientVerification, string>({
      query: (id) => `/compliance/client/${encodeURIComponent(id)}/verify`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListReviewedClientsQuery, useGetTimelineQuery, useLazyReplayQuery, useLazyVerifyQuery } = complianceApi;
