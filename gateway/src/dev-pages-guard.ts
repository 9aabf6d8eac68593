import type { RequestHandler } from 'express';
import { isDevPagePath, isLoopbackAddress } from '@app/contracts';
import { GatewayMessages, sendError } from './error-body.js';

/**
 * Answers the dev pages only to requests that reach the gateway on the loopback interface, judged by
 * the socket's peer address and never by a forwarded header (any client can send one); 404 otherwise,
 * as if they did not exist.
 */
export function devPagesOnLoopbackOnly(): RequestHandler {
  return (req, res, next) => {
    if (isDevPagePath(req.path) && !isLoopbackAddress(req.socket.remoteAddress)) return sendError(res, 404, GatewayMessages.notFound);
    next();
  };
}
