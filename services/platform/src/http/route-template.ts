import type { IncomingMessage, ServerResponse } from 'node:http';
import { RouteTemplateHeader } from '@app/contracts';

/** What Express leaves on a request its router matched: the route as declared (`/api/form/:id`). */
interface RoutedRequest extends IncomingMessage {
  route?: { path?: unknown };
  baseUrl?: string;
}

/** The template of the route that took `req` (`/api/form/:id`), never the path with its ids; undefined without one. */
export function matchedRouteOf(req: IncomingMessage): string | undefined {
  const routed = req as RoutedRequest;
  return typeof routed.route?.path === 'string' ? `${routed.baseUrl ?? ''}${routed.route.path}` : undefined;
}

/**
 * Names the template of the route that answered in the answer's RouteTemplateHeader, for the gateway's access
 * log, which never logs a path. Set as the headers are written: only then is routing done.
 */
export function routeTemplateHeader(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const route = matchedRouteOf(req);
    if (route !== undefined) this.setHeader(RouteTemplateHeader, route);
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  };
  next();
}
