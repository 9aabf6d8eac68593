import type { RequestHandler } from 'express';
import { ServicePaths, SigningKey, type SigningKeySet } from '@app/contracts';
import { joinPath, type GatewayConfig } from './config.js';

async function readKey(base: URL, timeoutMs: number): Promise<SigningKey | undefined> {
  try {
    const response = await fetch(joinPath(base, ServicePaths.signingKey), { signal: AbortSignal.timeout(timeoutMs) });
    const parsed = SigningKey.safeParse(response.ok ? await response.json() : undefined);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /.well-known/compliance-keys.json (public): every running service's Ed25519 key for its
 * compliance verification reports, so that anyone holding a report can check who signed it.
 */
export function complianceKeys(config: GatewayConfig): RequestHandler {
  return async (_req, res) => {
    const keys = await Promise.all(config.healthServices.map((service) => readKey(config.upstreams[service], config.healthTimeoutMs)));
    const body: SigningKeySet = { keys: keys.filter((key): key is SigningKey => !!key) };
    res.set('cache-control', 'public, max-age=300').json(body);
  };
}
