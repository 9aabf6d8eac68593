import type { ReportChoice } from '@app/contracts';
import { api } from '../../app/api';

/** The attorney's choice of a client's report, kept by reporting (`GET`/`PUT /api/client/{id}/reportChoice`, issue 34). */
export const reportChoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReportChoice: build.query<ReportChoice, string>({
      query: (clientId) => `/client/${encodeURIComponent(clientId)}/reportChoice`,
    }),
    /** Once saved, the client's choice as read (a failed save is the caller's to say). */
    saveReportChoice: build.mutation<ReportChoice, { clientId: string; choice: ReportChoice }>({
      query: ({ clientId, choice }) => ({ url: `/client/${encodeURIComponent(clientId)}/reportChoice`, method: 'PUT', body: choice }),
      async onQueryStarted({ clientId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(reportChoiceApi.util.upsertQueryData('getReportChoice', clientId, data));
        } catch {
          // The mutation's caller shows the error.
        }
      },
    }),
  }),
});

export const { useGetReportChoiceQuery, useSaveReportChoiceMutation } = reportChoiceApi;
