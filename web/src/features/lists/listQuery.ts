import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/**
 * The list endpoints' query (spec 01 §7): `offset`, `limit`, `order` ('{column} asc|desc'), `includes` and
 * `filter`; the answer is the page's rows with the total in the `x-total-count` header.
 */
export interface ListArgs {
  offset: number;
  limit: number;
  order?: string;
  filter?: string;
  includes?: string;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/** RTK Query's `query` of a list endpoint at `url` (blank parts left out of the address). */
const listRequest = (url: string) => (args: ListArgs) => ({
  url,
  params: Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')),
});

/** RTK Query's `transformResponse` of a list endpoint: the rows and the `x-total-count` header. */
function toListPage<Row>(rows: Row[], meta: FetchBaseQueryMeta | undefined): ListPage<Row> {
  const total = Number(meta?.response?.headers.get('x-total-count'));
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** A list endpoint's request and answer, to spread into `build.query<ListPage<Row>, ListArgs>({ ... })`. */
export const listEndpoint = <Row>(url: string) => ({ query: listRequest(url), transformResponse: toListPage<Row> });
