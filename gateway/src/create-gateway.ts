import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import { AdminPages, ComplianceKeysPath, Messages, ServicePaths } from '@app/contracts';
import { jobPages } from './admin-pages.js';
import { apiDocs } from './api-docs.js';
import { complianceKeys } from './compliance-keys.js';
import { compressedReads } from './compressed-reads.js';
import { declaredBodyLimit } from './body-limit.js';
import type { GatewayConfig } from './config.js';
import { devPagesOnLoopbackOnly } from './dev-pages-guard.js';
import { GatewayMessages, sendError } from './error-body.js';
import { healthHandler } from './health.js';
import { inOrder } from './in-order.js';
import { createApiProxy } from './proxy.js';
import { apiRateLimit } from './rate-limit.js';
import { requestIds } from './request-id.js';
import { routeLabelOf } from './route-label.js';
import { isApiPath } from './routing.js';
import { securityHeaders } from './security-headers.js';
import { spa } from './spa.js';
import { tokenCheck } from './token-check.js';

export interface Gateway {
  app: express.Express;
  /** Releases the upstream connections and timers (the caller owns and closes its HTTP server). */
  close(): Promise<void>;
}

/**
 * One line per request, naming its route, never its path (`routeLabelOf`: a path can carry a file name or a link
 * code): no query string (it can carry tokens), no headers, no bodies.
 */
function accessLog(logger: Logger): RequestHandler[] {
  if (!logger.isLevelEnabled('info')) return [];
  return [
    (req, res, next) => {
      const started = process.hrtime.bigint();
      const { method, path } = req;
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info({ requestId: res.locals.requestId, method, route: routeLabelOf(req, res, path), status: res.statusCode, ms }, 'request');
      });
      next();
    },
  ];
}

export function createGateway(config: GatewayConfig, options: { logger?: Logger } = {}): Gateway {
  const logger = options.logger ?? pino({ name: 'gateway', level: config.logLevel });
  const rateLimit = apiRateLimit(config.rateLimitPerMinute);
  const apiProxy = createApiProxy(config, logger);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxyHops);

  // Few Express layers (see `inOrder`); bodies are never parsed here: they stream through the proxy.
  app.use(inOrder([requestIds(), ...accessLog(logger), securityHeaders(config.nodeEnv === 'production')]));
  const apiGate = inOrder([rateLimit.middleware, declaredBodyLimit(config.bodyLimitBytes), devPagesOnLoopbackOnly()]);
  app.use((req, res, next) => (isApiPath(req.path) ? apiGate(req, res, next) : next()));
  app.get('/api/health', healthHandler(config));
  // The gateway process itself (an orchestrator's probe): up, whatever the services behind it say.
  app.get(ServicePaths.health, (_req, res) => void res.set('cache-control', 'no-store').json({ status: 'ok', service: 'gateway' }));
  app.get(ComplianceKeysPath, complianceKeys(config));
  app.use(apiDocs(config));
  const apiCall = inOrder([tokenCheck(config.jwksUrl), compressedReads(), apiProxy.middleware]);
  app.use((req, res, next) => (isApiPath(req.path) ? apiCall(req, res, next) : next()));
  app.use(AdminPages.jobsPath, jobPages(config, logger));
  app.use(spa(config.webDist));
  app.use((_req, res) => sendError(res, 404, GatewayMessages.notFound));

  const onError: ErrorRequestHandler = (err: { status?: number; statusCode?: number }, _req, res, _next) => {
    if (res.headersSent) return void res.destroy();
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 500) logger.error({ err, requestId: res.locals.requestId }, 'request failed');
    if (status === 404) return sendError(res, 404, GatewayMessages.notFound);
    sendError(res, status >= 400 && status < 600 ? status : 500, status < 500 ? Messages.notValidated : Messages.unexpectedError);
  };
  app.use(onError);

  return {
    app,
    close: async () => {
      rateLimit.close();
      apiProxy.close();
    },
  };
}
