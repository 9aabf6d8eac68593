import type { RequestHandler } from 'express';
import { ServicePaths, type ServiceName } from '@app/contracts';
import { joinPath, type GatewayConfig } from './config.js';

type CheckStatus = 'ok' | 'error';
/** A service is `degraded` while its relay cannot publish events that wait (its `relay` says how far behind). */
type ServiceStatus = CheckStatus | 'degraded';
type Dependency = 'postgres' | 'nats';

/** What every service's `/health` answers. */
interface ServiceHealthBody {
  status: ServiceStatus;
  service?: string;
  checks?: Partial<Record<Dependency, CheckStatus>>;
  relay?: Record<string, unknown>;
}

export type ServiceHealth =
  | { status: ServiceStatus; checks: Partial<Record<Dependency, CheckStatus>>; relay?: Record<string, unknown> }
  | { status: 'error'; error: 'unreachable' | 'timeout' | 'invalid answer' };

export interface GatewayHealth {
  status: 'ok' | 'degraded';
  services: Partial<Record<ServiceName, ServiceHealth>>;
  postgres: CheckStatus | 'unknown';
  nats: CheckStatus | 'unknown';
}

function isHealthBody(body: unknown): body is ServiceHealthBody {
  const status = (body as ServiceHealthBody | null)?.status;
  return status === 'ok' || status === 'degraded' || status === 'error';
}

async function probe(base: URL, timeoutMs: number): Promise<ServiceHealth> {
  try {
    const response = await fetch(joinPath(base, ServicePaths.health), { signal: AbortSignal.timeout(timeoutMs) });
    const body: unknown = await response.json().catch(() => undefined);
    if (!isHealthBody(body)) return { status: 'error', error: 'invalid answer' };
    const status = !response.ok ? 'error' : body.status;
    return { status, checks: body.checks ?? {}, ...(body.relay ? { relay: body.relay } : {}) };
  } catch (err) {
    return { status: 'error', error: (err as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' };
  }
}

/** A dependency is ok when every service that reported on it says ok; unknown when none could report. */
function overall(results: ServiceHealth[], dependency: Dependency): CheckStatus | 'unknown' {
  const reported = results.flatMap((r) => ('checks' in r && r.checks[dependency] ? [r.checks[dependency]] : []));
  if (reported.length === 0) return 'unknown';
  return reported.every((s) => s === 'ok') ? 'ok' : 'error';
}

export async function checkHealth(config: GatewayConfig): Promise<GatewayHealth> {
  const results = await Promise.all(config.healthServices.map((name) => probe(config.upstreams[name], config.healthTimeoutMs)));
  const services: GatewayHealth['services'] = {};
  config.healthServices.forEach((name, i) => (services[name] = results[i]));
  return {
    status: results.every((r) => r.status === 'ok') ? 'ok' : 'degraded',
    services,
    postgres: overall(results, 'postgres'),
    nats: overall(results, 'nats'),
  };
}

/** 503 when a service or a dependency is down; 200 while services only lag (degraded relays). */
export function healthHandler(config: GatewayConfig): RequestHandler {
  return async (_req, res) => {
    const health = await checkHealth(config);
    const down = Object.values(health.services).some((service) => service.status === 'error');
    res.setHeader('cache-control', 'no-store');
    res.status(down ? 503 : 200).json(health);
  };
}
