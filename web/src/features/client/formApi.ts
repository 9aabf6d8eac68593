import type { AnswerSet, Form, SaveAnswerSetRequest } from '@app/contracts';
import { api } from '../../app/api';

/** The client's questionnaire calls (spec 02 §7): the form with its pages, an answer set, saving it, finalizing. */
export const formApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientForm: build.query<Form, string>({
      query: (formId) => ({ url: `/form/${encodeURIComponent(formId)}`, params: { includes: 'pages,pages.template,pages.answerSet' } }),
      keepUnusedDataFor: 0,
    }),
    getAnswerSet: build.query<AnswerSet, string>({
      query: (id) => `/answerSet/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
    saveAnswerSet: build.mutation<AnswerSet, SaveAnswerSetRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/answerSet/${encodeURIComponent(id)}`, method: 'PUT', body }),
    }),
    finalizeForm: build.mutation<Form, string>({
      query: (formId) => ({ url: `/form/${encodeURIComponent(formId)}/finalize`, method: 'POST', body: {} }),
    }),
  }),
});

export const { useGetClientFormQuery, useLazyGetAnswerSetQuery, useSaveAnswerSetMutation, useFinalizeFormMutation } = formApi;
