import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isSiteAdmin, type JwtVerifier } from '../http/auth.js';

/** Who may read `/metrics`: whoever sends the configured `METRICS_TOKEN`, or a site admin. */
export interface MetricsAccess {
  /** `METRICS_TOKEN`: the bearer token Prometheus sends (its scrape config's `authorization`); none when unset. */
  token?: string;
  verifier: JwtVerifier;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * 200 for the scrape token (compared in constant time) or a site admin's access token, 403 for any
 * other valid access token, 401 without a bearer token or with one that is neither.
 */
export async function metricsAccessOf(req: IncomingMessage, access: MetricsAccess): Promise<200 | 401 | 403> {
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!bearer) return 401;
  if (access.token && timingSafeEqual(digest(bearer), digest(access.token))) return 200;
  try {
    return isSiteAdmin(await access.verifier.verify(bearer, 'access')) ? 200 : 403;
  } catch {
    return 401;
  }
}
