import type { AnswerSet, Form, OpenPageRequest, SaveAnswerSetRequest } from '@app/contracts';
import { api } from '../../app/api';

/** The client's questionnaire calls (spec 02 §7): the form with its pages, an answer set, saving it, the page opened, finalizing. */
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
    /** The page the client opened (issue 33): where a return on any device picks up, and how far Jump to Page goes. */
    openPage: build.mutation<void, OpenPageRequest & { formId: string }>({
      query: ({ formId, pageId }) => ({ url: `/form/${encodeURIComponent(formId)}/position`, method: 'PUT', body: { pageId } }),
      // The form kept between pages follows at once, so that moving on sends each page once and Jump to Page opens it.
      onQueryStarted({ formId, pageId }, { dispatch }) {
        dispatch(
          formApi.util.updateQueryData('getClientForm', formId, (form) => {
            const pages = form.pages ?? [];
            const at = (id: string | null | undefined) => pages.findIndex((page) => page.id === id);
            const furthest = form.position?.furthestPageId;
            form.position = { lastPageId: pageId, furthestPageId: at(pageId) > at(furthest) ? pageId : (furthest ?? null) };
          }),
        );
      },
    }),
    finalizeForm: build.mutation<Form, string>({
      query: (formId) => ({ url: `/form/${encodeURIComponent(formId)}/finalize`, method: 'POST', body: {} }),
    }),
  }),
});

export const { usePrefetch } = formApi;
export const { useGetClientFormQuery, useLazyGetAnswerSetQuery, useSaveAnswerSetMutation, useOpenPageMutation, useFinalizeFormMutation } = formApi;
