import { pino, type DestinationStream, type Logger } from 'pino';
import { requestContext } from './http/request-context.js';

/**
 * Structured logs. Never log request bodies, tokens or personal fields: only ids and outcomes. A line logged
 * while a request is handled carries its `requestId` and `correlationId`. Standard output unless given a destination.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      name: service,
      level,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.email'], censor: '[redacted]' },
      mixin: () => ({ ...requestContext.getStore() }),
    },
    destination,
  );
}
export type { Logger, DestinationStream };
