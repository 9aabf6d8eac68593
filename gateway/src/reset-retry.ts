import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

/**
 * Methods whose request a service handles alike however often it arrives (RFC 9110, 9.2.2). An autosave is a
 * PUT of a page's answers at the answer set's concurrency check: if a first arrival had been applied, a second
 * would be refused as edited meanwhile (409), never applied twice.
 */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE', 'PUT']);

/** The connection broke under the request: reset by the service's end, or written to after it closed. */
const BROKEN_CONNECTION = new Set(['ECONNRESET', 'EPIPE']);

interface RecordedBody {
  /** The whole body (what the broken connection left unread is read first); undefined when it was over the bound. */
  whole(): Promise<Buffer | undefined>;
}

interface Attempt {
  upstream: ClientRequest;
  answered: boolean;
  /** Kept for a first attempt of an idempotent request only. */
  body?: RecordedBody;
}

/**
 * Keeps the body as it streams through to the service, up to `limitBytes`. Must be attached in the same tick
 * as the proxy pipes `req` (as `limitStreamedBody`), so no chunk is missed.
 */
function recordBody(req: IncomingMessage, limitBytes: number): RecordedBody {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const keep = (chunk: Buffer): void => {
    bytes += chunk.length;
    if (bytes <= limitBytes) return void chunks.push(chunk);
    chunks.length = 0;
    req.off('data', keep);
  };
  req.on('data', keep);
  return {
    async whole() {
      if (!req.readableEnded) {
        // The broken connection's pipe let go of `req` and paused it: read the rest into the record.
        req.resume();
        await finished(req);
      }
      return bytes <= limitBytes ? Buffer.concat(chunks) : undefined;
    },
  };
}

/**
 * Sends an idempotent request to its service a second time, once, when the reused keep-alive connection it
 * went out on broke before any byte of the answer came back: the service closed that idle connection as the
 * request arrived, so it never read the request. The body is replayed from a record kept as it streamed
 * through, bounded by the gateway's BODY_LIMIT (a larger one, an upload's, is not kept: such a request gets
 * its 502). A POST is never sent again: it could act twice.
 */
export class ResetRetries {
  private readonly attempts = new WeakMap<IncomingMessage, Attempt>();

  constructor(private readonly bodyLimitBytes: number) {}

  /** Notes a request sent to the service (the proxy's `proxyReq`); false for the second attempt. */
  sent(req: IncomingMessage, upstream: ClientRequest): boolean {
    const isFirst = !this.attempts.has(req);
    const keepsBody = isFirst && IDEMPOTENT_METHODS.has(req.method ?? '');
    const attempt: Attempt = { upstream, answered: false, body: keepsBody ? recordBody(req, this.bodyLimitBytes) : undefined };
    upstream.once('response', () => (attempt.answered = true));
    this.attempts.set(req, attempt);
    return isFirst;
  }

  /** The body to send the request again with after `error`, or undefined when it may not be sent again. */
  async bodyToSendAgain(error: Error, req: IncomingMessage, res: ServerResponse): Promise<Readable | undefined> {
    const attempt = this.attempts.get(req);
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (!attempt?.body || attempt.answered || !attempt.upstream.reusedSocket || !BROKEN_CONNECTION.has(code)) return undefined;
    const body = await attempt.body.whole().catch(() => undefined);
    if (body === undefined || res.headersSent || res.destroyed) return undefined;
    return Readable.from(body.length > 0 ? [body] : []);
  }
}
