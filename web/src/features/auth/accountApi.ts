import {
  ApplicationUserIncludes,
  type ApplicationUser,
  type AuthResponse,
  type ChangePasswordRequest,
  type CloseAccountRequest,
  type DisableTwoFactorRequest,
  type RegisterRequest,
  type RequestPasswordResetRequest,
  type ResetPasswordRequest,
  type VerifyPhoneNumberRequest,
  type VerifyVerificationCodeRequest,
} from '@app/contracts';
import { api } from '../../app/api';
import { sessionStarted } from './authSlice';

/** The login payload as the form sends it (the contract's input: the code only on the second step). */
export interface LoginArgs {
  email: string;
  password: string;
  verificationCode?: string;
}

/** Stores the session of an auth answer that carries a token (not the first step of a two-factor login, not a failure). */
export const startSession = async (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AuthResponse }> }) => {
  try {
    const { data } = await queryFulfilled;
    if (data.jwtToken && data.id) dispatch(sessionStarted(data));
  } catch {
    // the form shows the error
  }
};

/** Identity's account calls (spec 01 §7; answers in services/identity/README.md). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/account/register', method: 'POST', body }),
      onQueryStarted: startSession,
    }),
    login: build.mutation<AuthResponse, LoginArgs>({
      query: (body) => ({ url: '/account/login', method: 'POST', body }),
      onQueryStarted: startSession,
    }),
    refresh: build.mutation<AuthResponse, void>({
      query: () => ({ url: '/account/refresh', method: 'POST', body: {} }),
      onQueryStarted: startSession,
      invalidatesTags: ['User'],
    }),
    requestPasswordReset: build.mutation<unknown, RequestPasswordResetRequest>({
      query: (body) => ({ url: '/account/requestPasswordReset', method: 'POST', body }),
    }),
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({ url: '/account/resetPassword', method: 'POST', body }),
    }),
    /** Answers a new session: the change ends every older one, this one's included. */
    changePassword: build.mutation<AuthResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/account/changePassword', method: 'POST', body }),
      onQueryStarted: startSession,
    }),
    verifyPhoneNumber: build.mutation<unknown, VerifyPhoneNumberRequest>({
      query: (body) => ({ url: '/account/verifyPhoneNumber', method: 'POST', body }),
    }),
    verifyVerificationCode: build.mutation<unknown, VerifyVerificationCodeRequest>({
      query: (body) => ({ url: '/account/verifyVerificationCode', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    /** Closes the subscriber's own account with the password (issue 36): the session ends with it. */
    closeAccount: build.mutation<unknown, CloseAccountRequest>({
      query: (body) => ({ url: '/account/close', method: 'POST', body }),
    }),
    /** Turns two-factor off with the password (issue 36). */
    disableTwoFactor: build.mutation<unknown, DisableTwoFactorRequest>({
      query: (body) => ({ url: '/account/disableTwoFactor', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    /** The signed-in user with their client record (for "Client of {subscriber}" in the top bar). */
    getApplicationUser: build.query<ApplicationUser, string>({
      query: (id) => ({ url: `/applicationUser/${encodeURIComponent(id)}`, params: { includes: ApplicationUserIncludes.join(',') } }),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const {
  useCloseAccountMutation,
  useDisableTwoFactorMutation,
  useRegisterMutation,
  useLoginMutation,
  useRefreshMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useVerifyPhoneNumberMutation,
  useVerifyVerificationCodeMutation,
  useGetApplicationUserQuery,
} = accountApi;
