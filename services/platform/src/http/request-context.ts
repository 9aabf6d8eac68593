import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AppendContext } from '../event-store/types.js';

const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Takes the gateway's request/correlation ids (or makes them) and echoes the request id. */
export function requestIds(req: Request, res: Response, next: NextFunction): void {
  const requestId = SANE_ID.test(String(req.headers['x-request-id'] ?? '')) ? String(req.headers['x-request-id']) : randomUUID();
  const correlation = String(req.headers['x-correlation-id'] ?? '');
  (req as Request & { ids: { requestId: string; correlationId: string } }).ids = {
    requestId,
    correlationId: SANE_ID.test(correlation) ? correlation : requestId,
  };
  res.setHeader('x-request-id', requestId);
  next();
}

/** The append context of this request: its correlation id and the acting person (the admin, when spoofing). */
export const WriteContext = createParamDecorator((_: unknown, context: ExecutionContext): AppendContext => {
  const request = context.switchToHttp().getRequest();
  return { correlationId: request.ids?.correlationId, actorUserId: request.user?.spoofedBy ?? request.user?.id ?? null };
});
