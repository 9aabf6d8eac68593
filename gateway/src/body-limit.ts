import type { ClientRequest, IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { UploadRoutes } from '@app/contracts';
import { GatewayMessages, sendError } from './error-body.js';

const uploadRoutes = UploadRoutes.map(({ path, maxBodyBytes }) => ({
  pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i'),
  maxBodyBytes,
}));

/** The body size a request may send: an upload route's own, else the gateway's limit. */
export const bodyLimitFor = (path: string, limitBytes: number): number => uploadRoutes.find(({ pattern }) => pattern.test(path))?.maxBodyBytes ?? limitBytes;

export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body over the limit');
    this.name = 'BodyTooLargeError';
  }
}

/** The rest of an oversized body is never read, so the connection cannot be reused. */
export function sendBodyTooLarge(res: Parameters<typeof sendError>[0]): void {
  sendError(res, 413, GatewayMessages.bodyTooLarge, { connection: 'close' });
}

/** Refuses a declared `content-length` over the limit before anything reaches a service. */
export function declaredBodyLimit(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > bodyLimitFor(req.path, limitBytes)) return sendBodyTooLarge(res);
    next();
  };
}

/**
 * Counts the bytes as the body streams to the upstream (a chunked body declares no length) and cuts the
 * upstream request off with a BodyTooLargeError once they pass the limit.
 * Must be attached in the same tick as the proxy pipes `req`, so no chunk goes uncounted.
 */
export function limitStreamedBody(req: IncomingMessage & { path: string }, upstream: ClientRequest, gatewayLimitBytes: number): void {
  const limitBytes = bodyLimitFor(req.path, gatewayLimitBytes);
  let received = 0;
  const count = (chunk: Buffer): void => {
    received += chunk.length;
    if (received <= limitBytes) return;
    req.off('data', count);
    req.unpipe(upstream);
    upstream.destroy(new BodyTooLargeError());
  };
  req.on('data', count);
}
