import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Histogram, type Registry } from 'prom-client';
import { matchedRouteOf } from '../http/route-template.js';

/** The label of a request no route of the service's router took (a 404, or refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; up to a minute, as report builds and exports can take several seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

type Labels = 'method' | 'route' | 'status_class';

/**
 * Counts and times every request by method, route template and status class (`2xx`...`5xx`;
 * `aborted` when the client left before the answer was sent). The route is the template of the
 * route that answered, never the path with its ids: `routeOf` names the paths answered before
 * the router (the kit's own pages), anything else without a route is `unmatched`.
 */
export function httpMetrics(registry: Registry, routeOf: (path: string) => string | undefined) {
  const labelNames: Labels[] = ['method', 'route', 'status_class'];
  const requests = new Counter<Labels>({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram<Labels>({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the service to the last byte of its answer, by method, route template and status class',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = process.hrtime.bigint();
    const path = (req.url ?? '/').split('?')[0];
    res.once('close', () => {
      const labels = {
        method: req.method ?? 'GET',
        route: matchedRouteOf(req) ?? routeOf(path) ?? UNMATCHED_ROUTE,
        status_class: res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted',
      };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  };
}
