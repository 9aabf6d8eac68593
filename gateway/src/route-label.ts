import type { Request, Response } from 'express';
import { AdminPages, isClientAppPath } from '@app/contracts';
import { isApiPath } from './routing.js';

/** The label of an `/api` request no route answered (refused here, or a path no service has). */
export const UNMATCHED_ROUTE = 'unmatched';

const adminAreas = [AdminPages.jobsPath, AdminPages.apiDocsPath];

/** Notes the template of the service's route that answered (the service's RouteTemplateHeader). */
export function answeredRoute(res: Response, template: string): void {
  res.locals.route = template;
}

/**
 * What the access log names a request by, never its path (a download's file name, a link's code, ids): the
 * template of the service's route that answered, else the gateway's own route, the admin pages' area or the
 * web app (the client's screens or the rest); any other `/api` request is `unmatched`. `path` is the path the
 * request arrived with (a mounted router strips its part from `req.path`).
 */
export function routeLabelOf(req: Request, res: Response, path: string): string {
  if (typeof res.locals.route === 'string') return res.locals.route;
  const route = (req as { route?: { path?: unknown } }).route;
  if (typeof route?.path === 'string') return `${req.baseUrl}${route.path}`;
  if (isApiPath(path)) return UNMATCHED_ROUTE;
  const area = adminAreas.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (area) return `${area}/*`;
  return isClientAppPath(path) ? 'client app' : 'web app';
}
