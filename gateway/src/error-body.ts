import type { ServerResponse } from 'node:http';
import type { ErrorBody } from '@app/contracts';

/** Answers with the spec's error body `{ Details, SubErrors }`; works on plain Node responses too. */
export function sendError(
  res: ServerResponse,
  status: number,
  details: string,
  headers: Record<string, string> = {},
): void {
  const body: ErrorBody = { Details: details, SubErrors: [] };
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

export const GatewayMessages = {
  tooManyRequests: 'Too many requests. Please try again later.',
  bodyTooLarge: 'The request body is too large.',
  notFound: 'The requested resource does not exist.',
  serviceUnavailable: (name: string) => `The ${name} service is unavailable.`,
} as const;
