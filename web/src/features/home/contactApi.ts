import type { ContactRequest } from '@app/contracts';
import { api } from '../../app/api';

/** `POST /api/contact`: a firm's enterprise inquiry, mailed to the site admins (issue 36, item 13). */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendInquiry: build.mutation<Record<string, never>, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendInquiryMutation } = contactApi;
