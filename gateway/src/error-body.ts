import type { ServerResponse } from 'node:http';
import { messageRefOf, Messages, type ErrorBody } from '@app/contracts';

/**
 * Answers with the spec's error body `{ Details, SubErrors }`, a catalogued message named by its key as the
 * services name theirs (a client reads it in their language); works on plain Node responses too.
 */
export function sendError(res: ServerResponse, status: number, details: string, headers: Record<string, string> = {}): void {
  const MessageKey = messageRefOf(details);
  const body: ErrorBody = { Details: details, SubErrors: [], ...(MessageKey && { MessageKey }) };
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

export const GatewayMessages = {
  tooManyRequests: Messages.tooManyRequests,
  bodyTooLarge: 'The request body is too large.',
  notFound: 'The requested resource does not exist.',
  serviceUnavailable: (name: string) => `The ${name} service is unavailable.`,
  /** The job pages' way back to the app (they open in their own tab). */
  backToApp: 'Back to the admin console',
} as const;
