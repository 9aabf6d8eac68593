import type { Request } from 'express';

/**
 * The caller's address for rate limits. Each trusted proxy (the gateway) appends the address it
 * saw to `x-forwarded-for`, so the entry `trustedHops` from the end is the one the outermost
 * trusted proxy recorded; anything before it was sent by the client and could be forged.
 */
export function clientAddress(req: Request, trustedHops: number): string {
  const socketAddress = req.socket?.remoteAddress ?? 'unknown';
  if (trustedHops <= 0) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : header ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return socketAddress;
  return hops[Math.max(0, hops.length - trustedHops)].slice(0, 64);
}
