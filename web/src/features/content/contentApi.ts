import type { ContentBlock } from '@app/contracts';
import { api } from '../../app/api';

/** Content blocks of the notification service (read side; the admin editor comes later). */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentBlockBySlug: build.query<ContentBlock, string>({
      query: (slug) => `/contentBlock/slug/${encodeURIComponent(slug)}`,
      providesTags: (result, _error, slug) => [{ type: 'ContentBlock', id: slug }, ...(result ? [{ type: 'ContentBlock' as const, id: result.id }] : [])],
    }),
  }),
});

export const { useGetContentBlockBySlugQuery } = contentApi;
