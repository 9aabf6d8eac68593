import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * The services' answers to reads, compressed as the browser asks (brotli or gzip) when over 1 KB and of a
 * compressible type: a form with its pages' templates is hundreds of kilobytes of JSON, seconds on a phone's
 * weak signal. Answers to writes stay as they are: a login's token never shares a compressed body with what
 * the person typed (BREACH-style guessing of secrets from compressed sizes).
 */
export function compressedReads(): RequestHandler {
  return compression({ filter: (req, res) => req.method === 'GET' && compression.filter(req, res) });
}
