import http from 'node:http';
import https from 'node:https';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import type { ServiceName } from '@app/contracts';
import { BodyTooLargeError, limitStreamedBody, sendBodyTooLarge } from './body-limit.js';
import type { GatewayConfig } from './config.js';
import { GatewayMessages, sendError } from './error-body.js';
import { resolveService } from './routing.js';

interface UpstreamOptions {
  bodyLimitBytes: number;
  timeoutMs: number;
  logger: Logger;
}

function createUpstreamProxy(name: ServiceName, target: URL, agent: http.Agent, options: UpstreamOptions): RequestHandler {
  return createProxyMiddleware<Request, Response>({
    target: target.href,
    agent,
    changeOrigin: true,
    proxyTimeout: options.timeoutMs,
    // The default plugins answer errors with plain text; these handlers answer with the error body.
    ejectPlugins: true,
    plugins: [
      (proxy) => {
        proxy.on('proxyReq', (upstreamReq, req) => {
          const client = req.socket.remoteAddress ?? '';
          const prior = req.headers['x-forwarded-for'];
          upstreamReq.setHeader('x-forwarded-for', prior ? `${prior}, ${client}` : client);
          upstreamReq.setHeader('x-forwarded-proto', req.protocol);
          if (req.headers.host) upstreamReq.setHeader('x-forwarded-host', req.headers.host);
          limitStreamedBody(req, upstreamReq, options.bodyLimitBytes);
        });
        proxy.on('error', (err, req, res) => {
          if (!res || !(res instanceof http.ServerResponse)) return;
          if (res.headersSent) {
            res.destroy();
            return;
          }
          if (err instanceof BodyTooLargeError) return sendBodyTooLarge(res);
          options.logger.warn(
            { service: name, requestId: req?.headers['x-request-id'], code: (err as NodeJS.ErrnoException).code },
            'upstream unavailable',
          );
          sendError(res, 502, GatewayMessages.serviceUnavailable(name));
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
    const agent = url.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
    agents.push(agent);
    proxies.set(name, createUpstreamProxy(name, url, agent, {
      bodyLimitBytes: config.bodyLimitBytes,
      timeoutMs: config.upstreamTimeoutMs,
      logger,
    }));
  }
  const middleware: RequestHandler = (req, res, next) => {
    const service = resolveService(req.path);
    const proxy = service && proxies.get(service);
    if (!proxy) return sendError(res, 404, GatewayMessages.notFound);
    // Node has already answered `100 Continue` to the client; forwarded, the header would also make the proxy
    // skip its proxyReq event, and with it the streamed-body count.
    delete req.headers.expect;
    return proxy(req, res, next);
  };
  return { middleware, close: () => agents.forEach((agent) => agent.destroy()) };
}
