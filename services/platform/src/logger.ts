import { pino, type Logger } from 'pino';

/** Structured logs. Never log request bodies, tokens or personal fields: only ids and outcomes. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.email'], censor: '[redacted]' },
  });
}
export type { Logger };
