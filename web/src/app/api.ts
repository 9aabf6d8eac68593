import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { sessionExpired } from '../features/auth/authSlice';
import { fetchOrTakeEarly } from './earlyResponses';
import type { RootState } from './store';

/** Absolute, so that the same code runs in the browser and under jsdom (whose Request needs a full URL). */
export const apiBase = () => `${window.location.origin}/api`;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBase(),
  fetchFn: fetchOrTakeEarly,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as RootState).auth.jwtToken;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** A 401 on a call that carried our token means the session is over: forget it (the route guard then asks to log in). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, store, extra) => {
  const sentToken = (store.getState() as RootState).auth.jwtToken;
  const result = await rawBaseQuery(args, store, extra);
  if (result.error?.status === 401 && sentToken && (store.getState() as RootState).auth.jwtToken === sentToken) {
    store.dispatch(sessionExpired());
  }
  return result;
};

/** The one API slice. Features inject their endpoints (accountApi, subscriptionApi, contentApi, versionApi). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Plans', 'Subscription', 'BillingDetails', 'Invoices', 'NotificationSettings', 'ContentBlock', 'Version', 'Client', 'Form', 'Template'],
  endpoints: () => ({}),
});
