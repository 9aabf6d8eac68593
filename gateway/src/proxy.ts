import http from 'node:http';
import https from 'node:https';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { IdleConnections, RouteTemplateHeader, type ServiceName } from '@app/contracts';
import { BodyTooLargeError, limitStreamedBody, sendBodyTooLarge } from './body-limit.js';
import type { GatewayConfig } from './config.js';
import { GatewayMessages, sendError } from './error-body.js';
import { forwardAsTheGatewaySawIt } from './forwarded.js';
import { ResetRetries } from './reset-retry.js';
import { answeredRoute } from './route-label.js';
import { resolveService } from './routing.js';

interface UpstreamOptions {
  bodyLimitBytes: number;
  timeoutMs: number;
  logger: Logger;
}

function createUpstreamProxy(name: ServiceName, target: URL, agent: http.Agent, options: UpstreamOptions): RequestHandler {
  const retries = new ResetRetries(options.bodyLimitBytes);
  return createProxyMiddleware<Request, Response>({
    target: target.href,
    agent,
    changeOrigin: true,
    xfwd: true, // after forwardAsTheGatewaySawIt
    proxyTimeout: options.timeoutMs,
    // The default plugins answer errors with plain text; these handlers answer with the error body.
    ejectPlugins: true,
    plugins: [
      (proxy, proxyOptions) => {
        proxy.on('proxyReq', (upstreamReq, req) => {
          // A second attempt sends the body kept from the first, counted then.
          if (retries.sent(req, upstreamReq)) limitStreamedBody(req, upstreamReq, options.bodyLimitBytes);
        });
        proxy.on('proxyRes', (upstreamRes, _req, res) => {
          const route = upstreamRes.headers[RouteTemplateHeader];
          delete upstreamRes.headers[RouteTemplateHeader];
          if (typeof route === 'string') answeredRoute(res, route);
        });
        const answerFailure = (err: Error, req: Request, res: Response): void => {
          if (res.headersSent) return void res.destroy();
          if (err instanceof BodyTooLargeError) return sendBodyTooLarge(res);
          options.logger.warn({ service: name, requestId: req.headers['x-request-id'], code: (err as NodeJS.ErrnoException).code }, 'upstream unavailable');
          sendError(res, 502, GatewayMessages.serviceUnavailable(name));
        };
        proxy.on('error', (err, req, res) => {
          if (!req || !res || !(res instanceof http.ServerResponse)) return;
          void retries.bodyToSendAgain(err, req, res).then((body) => {
            if (!body) return answerFailure(err, req, res);
            const code = (err as NodeJS.ErrnoException).code;
            options.logger.info({ service: name, requestId: req.headers['x-request-id'], code }, 'upstream connection reset before an answer; sent again');
            // Errors of the second attempt come back to this listener, which answers them.
            return proxy.web(req, res, { ...proxyOptions, buffer: body }).catch(() => undefined);
          });
        });
      },
    ],
  });
}

/** One proxy with its own keep-alive agent per service; `/api/...` goes to the service owning the prefix. */
export function createApiProxy(config: GatewayConfig, logger: Logger): { middleware: RequestHandler; close(): void } {
  const agents: http.Agent[] = [];
  const proxies = new Map<ServiceName, RequestHandler>();
  for (const [name, url] of Object.entries(config.upstreams) as [ServiceName, URL][]) {
    // An idle connection is dropped before the service would close it (IdleConnections), or sooner if the
    // service's Keep-Alive header announces less (Node's agent heeds it only with a timeout of its own).
    const agentOptions = { keepAlive: true, timeout: IdleConnections.gatewayToServiceMs };
    const agent = url.protocol === 'https:' ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
    agents.push(agent);
    proxies.set(
      name,
      createUpstreamProxy(name, url, agent, {
        bodyLimitBytes: config.bodyLimitBytes,
        timeoutMs: config.upstreamTimeoutMs,
        logger,
      }),
    );
  }
  const middleware: RequestHandler = (req, res, next) => {
    const service = resolveService(req.path);
    const proxy = service && proxies.get(service);
    if (!proxy) return sendError(res, 404, GatewayMessages.notFound);
    // Node has already answered `100 Continue` to the client; forwarded, the header would also make the proxy
    // skip its proxyReq event, and with it the streamed-body count.
    delete req.headers.expect;
    forwardAsTheGatewaySawIt(req);
    return proxy(req, res, next);
  };
  return { middleware, close: () => agents.forEach((agent) => agent.destroy()) };
}
