import {
  ApplicationUserIncludes,
  type ApplicationUser,
  type AuthResponse,
  type ContentBlock,
  type CreateContentBlockRequest,
  type Subscription,
  type SubscriptionEdit,
  type SaveApplicationUserRequest,
  type Template,
  type UpdateContentBlockRequest,
  type UpdateTemplateRequest,
} from '@app/contracts';
import { api } from '../../app/api';
import { startSession } from '../auth/accountApi';
import { listEndpoint, type ListArgs, type ListPage } from '../lists/listQuery';

/** The admin console's calls (spec 01 §7): the lists, the editors' records and their saves, and Spoof. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListPage<ApplicationUser>, ListArgs>({ ...listEndpoint<ApplicationUser>('/applicationUser'), providesTags: [{ type: 'User', id: 'LIST' }] }),
    getUserRecord: build.query<ApplicationUser, string>({
      query: (id) => ({ url: `/applicationUser/${encodeURIComponent(id)}`, params: { includes: ApplicationUserIncludes.join(',') } }),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    /** Signs in as the user (the store then forgets everything cached for the admin). */
    spoofLogin: build.mutation<AuthResponse, string>({
      query: (userId) => ({ url: '/account/spoofLogin', method: 'POST', body: { userId } }),
      onQueryStarted: startSession,
    }),

    /** The user editor's name and email (issue 36). */
    saveUser: build.mutation<ApplicationUser, SaveApplicationUserRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/applicationUser/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'User', id },
              { type: 'User', id: 'LIST' },
            ],
    }),
    /** Disables (true) or enables (false) the account: a disabled one's sessions end at once (issue 36). */
    setAccountDisabled: build.mutation<unknown, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({ url: `/applicationUser/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`, method: 'POST', body: {} }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'User', id },
              { type: 'User', id: 'LIST' },
            ],
    }),
    sendPasswordReset: build.mutation<unknown, string>({
      query: (id) => ({ url: `/applicationUser/${encodeURIComponent(id)}/sendPasswordReset`, method: 'POST', body: {} }),
    }),

    /** Grants (true) or revokes (false) the Compliance Reviewer role. */
    setComplianceReviewer: build.mutation<void, { id: string; granted: boolean }>({
      query: ({ id, granted }) => ({ url: `/applicationUser/${encodeURIComponent(id)}/complianceReviewer`, method: granted ? 'PUT' : 'DELETE' }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'User', id },
              { type: 'User', id: 'LIST' },
            ],
    }),

    listSubscriptions: build.query<ListPage<Subscription>, ListArgs>({ ...listEndpoint<Subscription>('/subscription'), providesTags: [{ type: 'Subscription', id: 'LIST' }] }),
    getSubscriptionRecord: build.query<Subscription, string>({
      query: (id) => `/subscription/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Subscription', id }],
    }),
    saveSubscription: build.mutation<Subscription, SubscriptionEdit & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/subscription/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Subscription', id },
              { type: 'Subscription', id: 'LIST' },
            ],
    }),

    listTemplates: build.query<ListPage<Template>, ListArgs>({ ...listEndpoint<Template>('/template'), providesTags: [{ type: 'Template', id: 'LIST' }] }),
    getTemplate: build.query<Template, string>({
      query: (id) => `/template/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Template', id }],
    }),
    saveTemplate: build.mutation<Template, UpdateTemplateRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/template/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Template', id },
              { type: 'Template', id: 'LIST' },
            ],
    }),

    listContentBlocks: build.query<ListPage<ContentBlock>, ListArgs>({ ...listEndpoint<ContentBlock>('/contentBlock'), providesTags: [{ type: 'ContentBlock', id: 'LIST' }] }),
    getContentBlock: build.query<ContentBlock, string>({
      query: (id) => `/contentBlock/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'ContentBlock', id }],
    }),
    createContentBlock: build.mutation<ContentBlock, CreateContentBlockRequest>({
      query: (body) => ({ url: '/contentBlock', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'ContentBlock', id: 'LIST' }]),
    }),
    saveContentBlock: build.mutation<ContentBlock, UpdateContentBlockRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/contentBlock/${encodeURIComponent(id)}`, method: 'PUT', body }),
      // The page by its slug too (contentApi tags it with the block's id).
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'ContentBlock', id },
              { type: 'ContentBlock', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useListUsersQuery,
  useGetUserRecordQuery,
  useSpoofLoginMutation,
  useSetComplianceReviewerMutation,
  useSaveUserMutation,
  useSetAccountDisabledMutation,
  useSendPasswordResetMutation,
  useListSubscriptionsQuery,
  useGetSubscriptionRecordQuery,
  useSaveSubscriptionMutation,
  useListTemplatesQuery,
  useGetTemplateQuery,
  useSaveTemplateMutation,
  useListContentBlocksQuery,
  useGetContentBlockQuery,
  useCreateContentBlockMutation,
  useSaveContentBlockMutation,
} = adminApi;
