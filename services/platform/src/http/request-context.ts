import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AppendContext } from '../event-store/types.js';
import type { CallerRequest } from './auth.js';

const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

export interface RequestIds {
  requestId: string;
  correlationId: string;
}

/** The ids of the request being handled, wherever its work continues (the kit's logger adds them to every line). */
export const requestContext = new AsyncLocalStorage<RequestIds>();

/** Takes the gateway's request/correlation ids (or makes them), echoes the request id and runs the rest of the request in its context. */
export function requestIds(req: Request, res: Response, next: NextFunction): void {
  const requestId = SANE_ID.test(String(req.headers['x-request-id'] ?? '')) ? String(req.headers['x-request-id']) : randomUUID();
  const correlation = String(req.headers['x-correlation-id'] ?? '');
  const ids: RequestIds = { requestId, correlationId: SANE_ID.test(correlation) ? correlation : requestId };
  (req as Request & { ids: RequestIds }).ids = ids;
  res.setHeader('x-request-id', requestId);
  requestContext.run(ids, next);
}

/** The append context of this request: its correlation id and the acting person (the admin, when spoofing). */
export const WriteContext = createParamDecorator((_: unknown, context: ExecutionContext): AppendContext => {
  const request = context.switchToHttp().getRequest<CallerRequest>();
  return { correlationId: request.ids?.correlationId, actorUserId: request.user?.spoofedBy ?? request.user?.id ?? null };
});
