import http from 'node:http';
import { parseCookie, stringifyCookie } from 'cookie';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { AdminPages, AdminPagesTokenAnswer, Messages, ServicePaths, type AdminPagesTokenRequest, type ServiceName } from '@app/contracts';
import { joinPath, type GatewayConfig } from './config.js';
import { GatewayMessages, sendError } from './error-body.js';
import { forwardAsTheGatewaySawIt } from './forwarded.js';

/** The paths the admin pages' cookie is sent to: one cookie per path (a cookie has one Path). */
const cookiePaths = [AdminPages.jobsPath, AdminPages.apiDocsPath, AdminPages.apiDescriptionPath];
const exchangeParameter = 'temporaryAccessToken';

type Verdict = { token: string; expiresAt: number } | 'not-logged-in' | 'not-admin' | 'identity-unavailable';

/** How long the gateway takes identity's word that a cookie's token is still good (its pages load many files). */
const CHECKED_COOKIE_MS = 2_000;
/** How long the gateway waits for that word (as for identity's key set). */
const IDENTITY_TIMEOUT_MS = 3_000;

/**
 * Identity's word on a temporary access token (`use: 'download'`) of a site admin: its signature, its
 * session not ended (a password changed since refuses it), and at the `exchange` that it was not
 * exchanged before (the exchange spends it).
 */
async function judge(config: Pick<GatewayConfig, 'upstreams'>, token: string | undefined, exchange: boolean): Promise<Verdict> {
  if (!token) return 'not-logged-in';
  let response: globalThis.Response;
  try {
    response = await fetch(joinPath(config.upstreams.identity, ServicePaths.adminPagesToken), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, exchange } satisfies AdminPagesTokenRequest),
      signal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS),
    });
  } catch {
    return 'identity-unavailable';
  }
  if (response.status === 403) return 'not-admin';
  if (response.status === 400 || response.status === 401) return 'not-logged-in';
  if (!response.ok) return 'identity-unavailable';
  const { expiresAt } = AdminPagesTokenAnswer.parse(await response.json());
  return { token, expiresAt: Date.parse(expiresAt) };
}

const cookieOf = (req: Request): string | undefined => parseCookie(req.headers.cookie ?? '')[AdminPages.cookie];

/**
 * Site admins only, for the pages a plain link opens (`/hangfire`, `/swagger`), which carry no bearer
 * token. A link with `?temporaryAccessToken=` (identity's five-minute token) is traded once for an
 * HttpOnly, SameSite=Strict cookie holding that token, one per admin path, that lasts as long as the
 * token, then redirected to the same address without it (so the token leaves the address bar and
 * history); the same link a second time is refused. Afterwards the cookie is checked with identity (at
 * most every 2 s) and forwarded as it is to the service, which checks it again. Anonymous, expired,
 * already exchanged or of a session ended since: 401; not a site admin: 403, both with the app's
 * no-access body; identity not answering: 502.
 */
export function requireAdminCookie(config: Pick<GatewayConfig, 'upstreams' | 'nodeEnv'>): RequestHandler {
  const secure = config.nodeEnv === 'production';
  const checked = new LRUCache<string, true>({ max: 1_000, ttl: CHECKED_COOKIE_MS });
  const refuse = (res: Response, verdict: Exclude<Verdict, object>) => {
    if (verdict === 'identity-unavailable') return sendError(res, 502, GatewayMessages.serviceUnavailable('identity'), { 'cache-control': 'no-store' });
    sendError(res, verdict === 'not-admin' ? 403 : 401, Messages.notLoggedInOrNoAccess, { 'cache-control': 'no-store' });
  };
  return async (req, res, next) => {
    const offered = req.query[exchangeParameter];
    if (typeof offered === 'string') {
      const verdict = await judge(config, offered, true);
      if (typeof verdict !== 'object') return refuse(res, verdict);
      const maxAge = Math.max(0, verdict.expiresAt - Date.now());
      for (const path of cookiePaths) {
        res.cookie(AdminPages.cookie, verdict.token, { httpOnly: true, sameSite: 'strict', secure, path, maxAge });
      }
      const target = new URL(req.originalUrl, 'http://gateway');
      target.searchParams.delete(exchangeParameter);
      res.set('cache-control', 'no-store');
      return res.redirect(303, `${target.pathname}${target.search}`);
    }
    const cookie = cookieOf(req);
    if (cookie && checked.has(cookie)) return next();
    const verdict = await judge(config, cookie, false);
    if (typeof verdict !== 'object') return refuse(res, verdict);
    checked.set(cookie!, true);
    next();
  };
}

export interface QueueCountsAnswer {
  service: string;
  queues: { name: string; queuedCount: number; activeCount: number; failedCount: number; totalCount: number }[];
}

/**
 * pg-boss's dashboard is a prebuilt React Router app whose server render writes inline scripts (its
 * hydration data) with no nonce to give: its pages, site admins' only and same-origin, allow inline
 * scripts where the SPA's policy does not.
 */
const dashboardContentSecurityPolicy =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each service's queues with their counts, asked of the services with the admin's own cookie. */
async function collectQueueCounts(config: GatewayConfig, cookie: string): Promise<{ service: ServiceName; answer?: QueueCountsAnswer }[]> {
  return Promise.all(
    config.healthServices.map(async (service) => {
      try {
        const response = await fetch(joinPath(config.upstreams[service], AdminPages.queueCountsPath), {
          headers: { cookie: stringifyCookie({ [AdminPages.cookie]: cookie }) },
          signal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS),
        });
        return { service, answer: response.ok ? ((await response.json()) as QueueCountsAnswer) : undefined };
      } catch {
        return { service };
      }
    }),
  );
}

/** The index page's look (the app's font and colours), so it does not open as a bare page (issue 36, item 11). */
const indexStyle =
  'body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;margin:0 auto;padding:16px 24px;max-width:960px;color:rgba(0,0,0,.88)}' +
  'nav{margin-bottom:16px}a{color:#1677ff;text-decoration:none}a:hover{text-decoration:underline}h1{font-size:28px}h2{font-size:20px;margin-top:24px}' +
  'table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #f0f0f0;padding:8px 12px;text-align:left}th{background:#fafafa;font-weight:600}td+td,th+th{text-align:right}';

function indexPage(services: Awaited<ReturnType<typeof collectQueueCounts>>): string {
  const sections = services.map(({ service, answer }) => {
    const title = `<h2><a href="${AdminPages.jobsPath}/${service}/">${service}</a></h2>`;
    if (!answer) return `<section data-service="${service}">${title}<p>${escapeHtml(GatewayMessages.serviceUnavailable(service))}</p></section>`;
    if (answer.queues.length === 0) return `<section data-service="${service}"><h2>${service}</h2><p>No job queues.</p></section>`;
    const rows = answer.queues
      .map(
        (q) =>
          `<tr data-queue="${escapeHtml(q.name)}"><td>${escapeHtml(q.name)}</td><td>${q.queuedCount}</td><td>${q.activeCount}</td><td>${q.failedCount}</td><td>${q.totalCount}</td></tr>`,
      )
      .join('');
    return `<section data-service="${service}">${title}<table><thead><tr><th>Queue</th><th>Queued</th><th>Active</th><th>Failed</th><th>Total</th></tr></thead><tbody>${rows}</tbody></table></section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Background jobs</title><style>${indexStyle}</style></head><body><nav><a href="/">${escapeHtml(GatewayMessages.backToApp)}</a></nav><h1>Background jobs</h1>${sections.join('')}</body></html>`;
}

/**
 * `/hangfire`: an index of every service's job queues with their counts, and each service's own job
 * dashboard proxied under `/hangfire/<service>` (each service serves its own from its own database),
 * site admins only (`requireAdminCookie`).
 */
export function jobPages(config: GatewayConfig, logger: Logger): express.Router {
  const router = express.Router();
  router.use(requireAdminCookie(config));
  router.get('/', async (req, res) => {
    const counts = await collectQueueCounts(config, cookieOf(req)!);
    res.set('cache-control', 'no-store').type('html').send(indexPage(counts));
  });
  const proxies = new Map<string, RequestHandler>();
  for (const [service, target] of Object.entries(config.upstreams)) {
    proxies.set(
      service,
      createProxyMiddleware<Request, Response>({
        target: target.href,
        changeOrigin: true,
        xfwd: true, // after forwardAsTheGatewaySawIt
        proxyTimeout: config.upstreamTimeoutMs,
        ejectPlugins: true,
        plugins: [
          (proxy) => {
            proxy.on('proxyRes', (upstreamRes) => {
              upstreamRes.headers['content-security-policy'] = dashboardContentSecurityPolicy;
            });
            proxy.on('error', (err, req, res) => {
              if (!(res instanceof http.ServerResponse)) return;
              if (res.headersSent) return void res.destroy();
              logger.warn({ service, requestId: req?.headers['x-request-id'], code: (err as NodeJS.ErrnoException).code }, 'job dashboard unavailable');
              sendError(res, 502, GatewayMessages.serviceUnavailable(service));
            });
          },
        ],
      }),
    );
  }
  router.use('/:service', (req, res, next) => {
    const proxy = proxies.get(String(req.params.service));
    if (!proxy) return sendError(res, 404, GatewayMessages.notFound);
    req.url = req.originalUrl; // the service serves its dashboard under the same path
    forwardAsTheGatewaySawIt(req);
    return proxy(req, res, next);
  });
  return router;
}
