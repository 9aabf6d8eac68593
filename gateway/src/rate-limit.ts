import { MemoryStore, rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { GatewayMessages, sendError } from './error-body.js';

/** Per client IP, per minute, with the IETF `RateLimit` headers. Counts are per gateway instance. */
export function apiRateLimit(perMinute: number): { middleware: RequestHandler; close(): void } {
  const store = new MemoryStore();
  const middleware = rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store,
    handler: (_req, res) => sendError(res, 429, GatewayMessages.tooManyRequests),
  });
  return { middleware, close: () => store.shutdown() };
}
