import { ServicePaths, type ServiceName } from '@app/contracts';
import { joinPath, type GatewayConfig } from './config.js';
import { resolveService } from './routing.js';

type Operation = Record<string, unknown>;
type PathItem = Record<string, Operation>;

/** The part of a service's `/openapi.json` the gateway reads. */
export interface ServiceApiDescription {
  paths?: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
}

export interface ApiDescription {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, PathItem>;
  components: Record<string, Record<string, unknown>>;
  /** Services whose description could not be read just now: their paths are missing. */
  'x-unavailable-services': ServiceName[];
}

const operationMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * One OpenAPI 3.1 document from the services' own: each keeps only the paths the gateway routes to it,
 * every operation tagged with its service and marked `x-service`.
 */
export function mergeApiDescriptions(
  parts: { service: ServiceName; description?: ServiceApiDescription }[],
  resolve: (path: string) => ServiceName | undefined = resolveService,
): ApiDescription {
  const merged: ApiDescription = {
    openapi: '3.1.0',
    info: {
      title: 'Mitigation Survey API',
      version: '1',
      description: "Generated from the services' contracts; each operation names the service that answers it (tag and `x-service`).",
    },
    paths: {},
    components: {},
    'x-unavailable-services': [],
  };
  for (const { service, description } of parts) {
    if (!description) {
      merged['x-unavailable-services'].push(service);
      continue;
    }
    for (const [path, item] of Object.entries(description.paths ?? {})) {
      if (resolve(path) !== service) continue;
      merged.paths[path] = Object.fromEntries(
        Object.entries(item).map(([key, value]) => [key, operationMethods.has(key) ? { ...value, tags: [service], 'x-service': service } : value]),
      );
    }
    for (const [kind, entries] of Object.entries(description.components ?? {})) {
      merged.components[kind] = { ...merged.components[kind], ...entries };
    }
  }
  return merged;
}

async function readDescription(base: URL, timeoutMs: number): Promise<ServiceApiDescription | undefined> {
  try {
    const response = await fetch(joinPath(base, ServicePaths.openapi), { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok ? ((await response.json()) as ServiceApiDescription) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the description of every service this deployment runs (GATEWAY_SERVICES) and merges them. */
export async function collectApiDescription(config: GatewayConfig): Promise<ApiDescription> {
  const parts = await Promise.all(
    config.healthServices.map(async (service) => ({ service, description: await readDescription(config.upstreams[service], config.healthTimeoutMs) })),
  );
  return mergeApiDescriptions(parts);
}
