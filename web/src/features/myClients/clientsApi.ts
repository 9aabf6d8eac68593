import type { AdjustedReport, AdjustRequest, CaseDetails, Client, Form, InviteClientRequest, Template, UpdateClientRequest } from '@app/contracts';
import { api } from '../../app/api';
import { listEndpoint, type ListArgs, type ListPage } from '../lists/listQuery';

/** What the client view shows of a client (spec 02 §7 `GET /api/client/{id}` includes). */
const CLIENT_VIEW_INCLUDES = 'applicationUser,forms,forms.pages,forms.pages.template,forms.pages.answerSet,supporters,clientEvents';

const DELETION_SEEN_WITHIN_MS = 10_000;
const DELETION_ASKED_EVERY_MS = 250;

/** Resolves once the form list has none of the client's forms left (or after 10 s, when the lists are read anyway). */
async function untilNoFormsOf(clientId: string, listForms: (args: ListArgs) => Promise<ListPage<Form>>): Promise<void> {
  const givenUpAt = Date.now() + DELETION_SEEN_WITHIN_MS;
  while (Date.now() < givenUpAt) {
    const left = await listForms({ offset: 0, limit: 1, filter: `clientId = "${clientId}"` }).catch(() => undefined);
    if (left?.total === 0) return;
    await new Promise((resolve) => setTimeout(resolve, DELETION_ASKED_EVERY_MS));
  }
}

/** The attorney's client calls (spec 02 §7), and the admin's client list. */
export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listForms: build.query<ListPage<Form>, ListArgs>({
      ...listEndpoint<Form>('/form'),
      providesTags: [{ type: 'Form', id: 'LIST' }],
    }),
    listClients: build.query<ListPage<Client>, ListArgs>({
      ...listEndpoint<Client>('/client'),
      providesTags: [{ type: 'Client', id: 'LIST' }],
    }),
    getClient: build.query<Client, string>({
      query: (id) => ({ url: `/client/${encodeURIComponent(id)}`, params: { includes: CLIENT_VIEW_INCLUDES } }),
      providesTags: (_result, _error, id) => [{ type: 'Client', id }],
    }),
    /** A client's AI-adjusted report variants (forms made from their questionnaire). */
    listReportVariants: build.query<Form[], string>({
      query: (clientId) => ({ url: '/form', params: { filter: `originalForm.clientId = "${clientId}"`, limit: 100 } }),
      providesTags: (_result, _error, clientId) => [{ type: 'Form', id: `variants-${clientId}` }],
    }),
    /** The invite form's pages (spec 02 §7: limit 100). */
    listInviteTemplates: build.query<Template[], void>({
      query: () => ({ url: '/template', params: { limit: 100 } }),
      providesTags: [{ type: 'Template', id: 'LIST' }],
    }),
    inviteClient: build.mutation<Client, InviteClientRequest>({
      query: (body) => ({ url: '/client/invite', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Form', id: 'LIST' },
        { type: 'Client', id: 'LIST' },
      ],
    }),
    deleteClient: build.mutation<void, string>({
      query: (clientId) => ({ url: '/client/deleteClient', method: 'POST', body: { clientId } }),
      invalidatesTags: (_result, _error, clientId) => [{ type: 'Client', id: clientId }],
      // The lists are read again once survey has taken the deletion in (its form list learns of it from the bus, a
      // moment after this answer): read at once, My Clients could keep showing the client until the next visit.
      async onQueryStarted(clientId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        await untilNoFormsOf(clientId, (args) => dispatch(clientsApi.endpoints.listForms.initiate(args, { forceRefetch: true, subscribe: false })).unwrap());
        dispatch(
          api.util.invalidateTags([
            { type: 'Form', id: 'LIST' },
            { type: 'Client', id: 'LIST' },
          ]),
        );
      },
    }),
    /** The attorney's case details of the client (issue 34): every field at once, null where not given. */
    saveCaseDetails: build.mutation<CaseDetails, { clientId: string; caseDetails: CaseDetails }>({
      query: ({ clientId, caseDetails }) => ({ url: `/client/${encodeURIComponent(clientId)}/caseDetails`, method: 'PUT', body: caseDetails }),
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'Client', id: clientId }],
    }),
    /** The attorney's corrections of the client's name, contacts and channels (issue 36). */
    updateClient: build.mutation<Client, UpdateClientRequest & { clientId: string }>({
      query: ({ clientId, ...body }) => ({ url: `/client/${encodeURIComponent(clientId)}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { clientId }) =>
        error
          ? []
          : [
              { type: 'Client', id: clientId },
              { type: 'Client', id: 'LIST' },
              { type: 'Form', id: 'LIST' },
            ],
    }),
    /** A new link sent again; the old one leads nowhere (issue 36). */
    resendInvitation: build.mutation<Client, string>({
      query: (clientId) => ({ url: '/client/resendInvitation', method: 'POST', body: { clientId } }),
      invalidatesTags: (_result, error, clientId) => (error ? [] : [{ type: 'Client', id: clientId }]),
    }),
    sendReminder: build.mutation<void, string>({
      query: (formId) => ({ url: `/form/${encodeURIComponent(formId)}/reminder`, method: 'POST' }),
    }),
    adjustReport: build.mutation<AdjustedReport, AdjustRequest & { formId: string; clientId: string }>({
      query: ({ formId, adjuster, key }) => ({ url: `/form/${encodeURIComponent(formId)}/adjust`, method: 'POST', body: { adjuster, key } }),
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'Form', id: `variants-${clientId}` }],
    }),
  }),
});

export const {
  useListFormsQuery,
  useListClientsQuery,
  useGetClientQuery,
  useListReportVariantsQuery,
  useListInviteTemplatesQuery,
  useInviteClientMutation,
  useDeleteClientMutation,
  useSendReminderMutation,
  useSaveCaseDetailsMutation,
  useUpdateClientMutation,
  useResendInvitationMutation,
  useAdjustReportMutation,
} = clientsApi;
