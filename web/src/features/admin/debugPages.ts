import { AdminPages } from '@app/contracts';

/** The Debug menu's pages: served by the gateway outside the SPA, for site admins only. */
export const debugPages = [
  { path: AdminPages.jobsPath, label: 'Hangfire' },
  { path: AdminPages.apiDocsPath, label: 'Swagger' },
] as const;
