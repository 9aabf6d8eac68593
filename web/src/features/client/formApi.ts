import type { AnswerSet, Form, SaveAnswerSetRequest } from '@app/contracts';
import { api } from '../../app/api';

/** The client's questionnaire calls (spec 02 §7): the form with its pages, an answer set, saving it, finalizing. */
export const formApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientForm: build.query<Form, string>({
      query: (formId) => ({ url: `/form/${encodeURIComponent(formId)}`, params: { includes: 'pages,pages.template,pages.answerSet' } }),
      // Kept while the client moves from page to page (each page is mounted anew): the whole questionnaire
      // is not downloaded again on every Next; saves keep its answers current (saveAnswerSet).
      keepUnusedDataFor: 10 * 60,
    }),
    getAnswerSet: build.query<AnswerSet, string>({
      query: (id) => `/answerSet/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
    saveAnswerSet: build.mutation<AnswerSet, SaveAnswerSetRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/answerSet/${encodeURIComponent(id)}`, method: 'PUT', body }),
      // The form stays loaded while the client moves between its pages: a page opened again shows what was saved.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: saved } = await queryFulfilled;
          dispatch(
            formApi.util.updateQueryData('getClientForm', saved.formId, (form) => {
              const page = form.pages?.find((candidate) => candidate.answerSetId === saved.id);
              if (page) page.answerSet = saved;
            }),
          );
        } catch {
          // the page shows the failure
        }
      },
    }),
    finalizeForm: build.mutation<Form, string>({
      query: (formId) => ({ url: `/form/${encodeURIComponent(formId)}/finalize`, method: 'POST', body: {} }),
    }),
  }),
});

export const { usePrefetch } = formApi;
export const { useGetClientFormQuery, useLazyGetAnswerSetQuery, useSaveAnswerSetMutation, useFinalizeFormMutation } = formApi;
