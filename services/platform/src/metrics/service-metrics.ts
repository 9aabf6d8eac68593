import type { IncomingMessage, ServerResponse } from 'node:http';
import { Registry } from 'prom-client';
import { AdminPages, Messages, ServicePaths } from '@app/contracts';
import { httpMetrics } from './http-metrics.js';
import { metricsAccessOf, type MetricsAccess } from './metrics-access.js';
import { processMetrics } from './process-metrics.js';
import { scrapeGauges, type ScrapeSources } from './scrape-gauges.js';

export interface ServiceMetricsOptions extends Omit<ScrapeSources, 'timeoutMs'>, MetricsAccess {
  service: string;
}

/** Longest a scrape-time reading (a query, a JetStream request) may take: well inside Prometheus' 10 s scrape timeout. */
const READING_TIMEOUT_MS = 2_000;

type Next = (error?: unknown) => void;

/**
 * The service's Prometheus metrics, in a registry of its own (a test process starts several services)
 * with the label `service`: HTTP requests by route template, the relay's lag, the consumers' lag,
 * redeliveries and dead letters, the job queues, and the process's own metrics. `middleware` (the
 * first after the request ids) times every request and answers `GET /metrics` (Prometheus text
 * format) to the scrape token or a site admin.
 */
export function serviceMetrics(options: ServiceMetricsOptions) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  // Made with the first service of the process, so that its CPU time counts from the start.
  const processRegistry = processMetrics();
  scrapeGauges(registry, { ...options, timeoutMs: READING_TIMEOUT_MS });
  const jobPages = `${AdminPages.jobsPath}/${options.service}`;
  const observe = httpMetrics(registry, (path) => {
    if (path === ServicePaths.metrics || path === AdminPages.queueCountsPath) return path;
    if (path === jobPages || path.startsWith(`${jobPages}/`)) return `${jobPages}/*`;
    return undefined;
  });

  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const access = await metricsAccessOf(req, options);
    if (access !== 200) {
      const body = JSON.stringify({ Details: Messages.notLoggedInOrNoAccess, SubErrors: [] });
      res.writeHead(access, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...(access === 401 ? { 'www-authenticate': 'Bearer' } : {}),
      });
      return void res.end(body);
    }
    const text = (await registry.metrics()) + (await processRegistry.metrics());
    res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(text)) });
    res.end(req.method === 'HEAD' ? undefined : text);
  };

  const middleware = (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    observe(req, res);
    const path = (req.url ?? '/').split('?')[0];
    if (path !== ServicePaths.metrics || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    answer(req, res).catch(next);
  };

  return { middleware };
}
