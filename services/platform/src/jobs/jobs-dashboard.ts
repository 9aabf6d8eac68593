import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie } from 'cookie';
import { createDashboardHandler, type DashboardHandler } from '@pg-boss/dashboard/handler';
import { AdminPages, Messages } from '@app/contracts';
import type { JwtVerifier } from '../http/auth.js';
import { isSiteAdmin } from '../http/auth.js';
import type { JobRunner } from './job-runner.js';
import { JOBS_SCHEMA } from './job-runner.js';

type Next = (error?: unknown) => void;

/** The token in the admin pages' cookie, as the gateway forwards it (the browser's Cookie header). */
export function adminPagesTokenOf(req: IncomingMessage): string | undefined {
  return parseCookie(req.headers.cookie ?? '')[AdminPages.cookie];
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

/**
 * The service's job pages, for site admins only: pg-boss's dashboard over the service's own queues at
 * `/hangfire/<service>` (the gateway proxies it there) and the queues' counts at
 * `AdminPages.queueCountsPath` (for the gateway's `/hangfire` index). The gateway has checked the
 * cookie already; the service checks the token in it again, as it does every token. A service
 * without job queues has no dashboard and counts no queues.
 */
export function jobsDashboard(options: { service: string; databaseUrl: string; hasJobs: boolean; jobs: JobRunner; verifier: JwtVerifier }) {
  const basePath = `${AdminPages.jobsPath}/${options.service}`;
  let handler: DashboardHandler | undefined;
  const dashboard = () => (handler ??= createDashboardHandler({ databases: [{ url: options.databaseUrl, name: options.service, schema: JOBS_SCHEMA }], basePath }));

  const isAdmin = async (req: IncomingMessage) => {
    const token = adminPagesTokenOf(req);
    if (!token) return false;
    try {
      return isSiteAdmin(await options.verifier.verify(token, 'download'));
    } catch {
      return false;
    }
  };

  const middleware = async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0];
    const isCounts = path === AdminPages.queueCountsPath;
    const isDashboard = options.hasJobs && (path === basePath || path.startsWith(`${basePath}/`));
    if (!isCounts && !isDashboard) return next();
    try {
      if (!(await isAdmin(req))) return sendJson(res, 403, { Details: Messages.notLoggedInOrNoAccess, SubErrors: [] });
      if (isCounts) return sendJson(res, 200, { service: options.service, queues: await options.jobs.queueCounts() });
      await answer(dashboard(), req, res);
    } catch (error) {
      next(error);
    }
  };

  return { middleware, close: async () => handler?.close() };
}

/** Hands a Node request to the dashboard's fetch-style handler and writes its answer back. */
async function answer(handler: DashboardHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(new URL(req.url ?? '/', `http://${host}`), {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  });
  const response = await handler(request);
  const outgoing: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') outgoing[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outgoing['set-cookie'] = cookies;
  res.writeHead(response.status, outgoing);
  if (!response.body) return void res.end();
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as never)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolve)
      .on('error', reject);
  });
}
