import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

const saneId = /^[A-Za-z0-9._-]{1,128}$/;

function accept(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && saneId.test(value) ? value : undefined;
}

/**
 * Keeps a sane incoming `x-request-id` / `x-correlation-id` (else a new UUID; the correlation id falls back to
 * the request id), rewrites both on the request so the proxy passes them on, and echoes `x-request-id`.
 */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const requestId = accept(req.headers['x-request-id']) ?? randomUUID();
    const correlationId = accept(req.headers['x-correlation-id']) ?? requestId;
    req.headers['x-request-id'] = requestId;
    req.headers['x-correlation-id'] = correlationId;
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    next();
  };
}
