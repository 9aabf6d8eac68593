import type { CaseSummary } from '@app/contracts';
import { api } from '../../app/api';

/** The client view's Summary tab: reporting's `GET /api/form/{id}/summary` (issue 34, item 10). */
const summaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaseSummary: build.query<CaseSummary, string>({
      query: (formId) => `/form/${encodeURIComponent(formId)}/summary`,
      // Made from the answers as they are now: asked again each time the tab opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCaseSummaryQuery } = summaryApi;
