import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import type { StandInLogger } from '../clock.js';
import { ApiError } from './api-errors.js';
import { parseForm } from './form-body.js';
import type { Params, StripeObject } from './stripe-object.js';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Query (GET) or form body (POST), parsed. */
  params: Params;
  idempotencyKey: string | null;
  /** Answered from the idempotency cache. */
  replayed: boolean;
  status: number;
}

export interface StripeHttpRoutes {
  /** A Stripe API call (`/v1/...`); throws `ApiError` to refuse it. */
  api(method: string, path: string, params: Params): StripeObject;
  /** A developer route (`/_simulator...`): JSON, or a document with its content type (an invoice's PDF). */
  dev(method: string, path: string, params: Params): Promise<{ status: number; body: unknown; contentType?: string }>;
}

/**
 * Stripe's REST API over HTTP on 127.0.0.1, as the `stripe` SDK speaks it: a secret key as bearer,
 * form-encoded parameters, Stripe-shaped JSON answers and errors, `Idempotency-Key` replays
 * (`Idempotent-Replayed`) and idempotency errors. Records every API request; can hold answers back
 * and drop them (fault injection).
 */
export class StripeHttpServer {
  /** Every API request, in order (not the `/_simulator` ones). */
  readonly requests: RecordedRequest[] = [];
  /** Milliseconds every API answer is held back after the request was carried out; may change at any time. */
  responseDelayMs: number;

  private readonly idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  private readonly drops: { method: string; path: string }[] = [];
  private requestCount = 0;

  private constructor(
    private readonly server: Server,
    responseDelayMs: number,
  ) {
    this.responseDelayMs = responseDelayMs;
  }

  static async listen(
    routes: StripeHttpRoutes,
    { port = 0, responseDelayMs = 0, logger }: { port?: number; responseDelayMs?: number; logger?: StandInLogger },
  ): Promise<StripeHttpServer> {
    const server = createServer((req, res) => {
      void http.serve(routes, req, res).catch((error: Error) => {
        logger?.error({ err: error.message }, 'payment simulator: request failed');
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'api_error', message: 'Simulator error' } }));
      });
    });
    const http = new StripeHttpServer(server, responseDelayMs);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    return http;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /**
   * Fault injection: the next matching request is carried out (and its idempotent result kept), but
   * the connection is then dropped without an answer, as when a response is lost on the network.
   */
  dropNextResponse(method: string, path: string): void {
    this.drops.push({ method, path });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async serve(routes: StripeHttpRoutes, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    const params = method === 'POST' ? parseForm(body) : parseForm(url.search.slice(1));
    const requestId = `req_${createHash('sha256').update(`${Date.now()}:${++this.requestCount}`).digest('hex').slice(0, 14)}`;
    const send = (status: number, json: string, extra: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId, 'stripe-version': Stripe.API_VERSION, ...extra }).end(json);

    if (url.pathname.startsWith('/_simulator')) {
      const answer = await routes.dev(method, url.pathname, { ...parseForm(url.search.slice(1)), ...params });
      if (answer.contentType) {
        res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body as string | Buffer);
        return;
      }
      send(answer.status, JSON.stringify(answer.body, null, 2));
      return;
    }

    if (!/^Bearer (sk|rk)_\S+$/.test(req.headers.authorization ?? '')) {
      send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } }));
      return;
    }

    const idempotencyKey = method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const record = (status: number, replayed: boolean) => this.requests.push({ method, path: url.pathname, params, idempotencyKey, replayed, status });

    if (idempotencyKey) {
      const saved = this.idempotency.get(idempotencyKey);
      if (saved && saved.fingerprint !== fingerprint) {
        record(400, false);
        send(
          400,
          JSON.stringify({
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          }),
        );
        return;
      }
      if (saved) {
        record(saved.status, true);
        await this.delay();
        if (!this.dropped(method, url.pathname, res)) send(saved.status, saved.body, { 'idempotent-replayed': 'true', 'idempotency-key': idempotencyKey });
        return;
      }
    }

    let status = 200;
    let json: string;
    try {
      json = JSON.stringify(routes.api(method, url.pathname, params), null, 2);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      json = JSON.stringify({ error: { ...error.error, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } }, null, 2);
    }
    // As at Stripe, a request refused on its parameters keeps no idempotent result.
    if (idempotencyKey && status !== 400) this.idempotency.set(idempotencyKey, { fingerprint, status, body: json });
    record(status, false);

    await this.delay();
    if (!this.dropped(method, url.pathname, res)) send(status, json, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
  }

  private async delay(): Promise<void> {
    if (this.responseDelayMs > 0) await sleep(this.responseDelayMs);
  }

  /** Drops the connection instead of answering if a `dropNextResponse` matches (and uses it up). */
  private dropped(method: string, path: string, res: ServerResponse): boolean {
    const drop = this.drops.findIndex((d) => d.method === method && path.startsWith(d.path));
    if (drop < 0) return false;
    this.drops.splice(drop, 1);
    res.socket?.destroy();
    return true;
  }
}
