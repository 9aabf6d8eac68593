import type { AcceptInviteRequest, AuthResponse, ChangeLanguageRequest, ClientLandingData, RequestClientPasswordResetRequest } from '@app/contracts';
import { api } from '../../app/api';
import { sessionStarted } from '../auth/authSlice';

/** The client's landing calls (spec 02 §7): the landing data, registering by the invitation, a reset link. */
export const clientApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLandingData: build.query<ClientLandingData, string>({
      query: (shortCode) => ({ url: '/client/landingData', params: { shortCode } }),
      keepUnusedDataFor: 0,
    }),
    acceptInvite: build.mutation<AuthResponse, AcceptInviteRequest>({
      query: (body) => ({ url: '/client/acceptInvite', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.jwtToken && data.id) dispatch(sessionStarted(data));
        } catch {
          // the form shows the error
        }
      },
    }),
    requestClientPasswordReset: build.mutation<unknown, RequestClientPasswordResetRequest>({
      query: (body) => ({ url: '/account/requestClientPasswordReset', method: 'POST', body }),
    }),
    /** The signed-in client's language, kept on their record (issue 15). */
    changeLanguage: build.mutation<void, ChangeLanguageRequest>({
      query: (body) => ({ url: '/client/language', method: 'POST', body }),
    }),
  }),
});

export const { useGetLandingDataQuery, useAcceptInviteMutation, useRequestClientPasswordResetMutation, useChangeLanguageMutation } = clientApi;
