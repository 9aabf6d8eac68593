import type { SupporterLandingData, SupporterSubmission } from '@app/contracts';
import { api } from '../../app/api';

/** The supporter's link (spec 02 §7): the landing data and the letter's submission (a draft or the signed letter). */
export const supporterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSupporterLandingData: build.query<SupporterLandingData, string>({
      query: (shortCode) => ({ url: '/supporter/landingData', params: { shortCode } }),
      keepUnusedDataFor: 0,
    }),
    submitLetter: build.mutation<SupporterLandingData, SupporterSubmission>({
      query: (body) => ({ url: '/supporter/submit', method: 'POST', body }),
      async onQueryStarted({ shortCode }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(supporterApi.util.upsertQueryData('getSupporterLandingData', shortCode, data));
        } catch {
          // the page shows the error
        }
      },
    }),
  }),
});

export const { useGetSupporterLandingDataQuery, useSubmitLetterMutation } = supporterApi;
