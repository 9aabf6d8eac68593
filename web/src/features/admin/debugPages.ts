import { AdminPages } from '@app/contracts';

/** The Debug menu's pages: served by the gateway outside the SPA, for site admins only; each opens in a new tab. */
export const debugPages = [
  { path: AdminPages.jobsPath, label: 'Job Dashboard' },
  { path: AdminPages.apiDocsPath, label: 'API Documentation' },
] as const;
