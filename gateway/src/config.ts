import { fileURLToPath } from 'node:url';
import { ServiceDirectory, ServicePaths, type ServiceName } from '@app/contracts';

export interface GatewayConfig {
  port: number;
  /** Address to listen on: loopback unless set (outside production the dev mailbox shows reset links). */
  host: string;
  /** Base URL of every service in the ServiceDirectory. */
  upstreams: Record<ServiceName, URL>;
  /** Services whose health `GET /api/health` aggregates (env GATEWAY_SERVICES). */
  healthServices: ServiceName[];
  /** Identity's public keys, used to check access tokens before proxying. */
  jwksUrl: URL;
  /** Directory of the built SPA (contains index.html and assets/). */
  webDist: string;
  /** Requests per minute per client IP on `/api`. */
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  /** How many proxy hops in front of the gateway to trust for the client IP (Express `trust proxy`). */
  trustProxyHops: number;
  healthTimeoutMs: number;
  /** An upstream that sends no response for this long is cut off (502). */
  upstreamTimeoutMs: number;
  nodeEnv: string;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export const serviceNames = Object.keys(ServiceDirectory) as ServiceName[];

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the gateway's environment; throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const upstreams = {} as Record<ServiceName, URL>;
  for (const name of serviceNames) {
    const variable = `${name.toUpperCase()}_URL`;
    const raw = read(variable) ?? `http://127.0.0.1:${ServiceDirectory[name].port}`;
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      problems.push(`${variable} must be an http(s) URL (got "${raw}")`);
    }
    upstreams[name] = url ?? new URL(`http://127.0.0.1:${ServiceDirectory[name].port}`);
  }

  const bodyLimitRaw = read('BODY_LIMIT') ?? '1mb';
  const bodyLimitBytes = parseByteSize(bodyLimitRaw);
  if (bodyLimitBytes === undefined) {
    problems.push(`BODY_LIMIT must be a size such as 1mb, 512kb or 1048576 (got "${bodyLimitRaw}")`);
  }

  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!logLevels.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);

  const config: GatewayConfig = {
    port: int('GATEWAY_PORT', 8080, 0, 65535),
    host: read('GATEWAY_HOST') ?? '127.0.0.1',
    upstreams,
    healthServices: parseServiceList(read('GATEWAY_SERVICES'), problems),
    jwksUrl: joinPath(upstreams.identity, ServicePaths.jwks),
    webDist: read('WEB_DIST') ?? defaultWebDist,
    rateLimitPerMinute: int('RATE_LIMIT_PER_MINUTE', 600, 1),
    bodyLimitBytes: bodyLimitBytes ?? 0,
    trustProxyHops: int('TRUST_PROXY_HOPS', 0, 0, 10),
    healthTimeoutMs: int('HEALTH_TIMEOUT_MS', 2000, 1),
    upstreamTimeoutMs: int('UPSTREAM_TIMEOUT_MS', 120_000, 1),
    nodeEnv: read('NODE_ENV') ?? 'development',
    logLevel,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function parseServiceList(raw: string | undefined, problems: string[]): ServiceName[] {
  if (raw === undefined) return [...serviceNames];
  const names = [...new Set(raw.split(',').map((s) => s.trim()).filter((s) => s !== ''))];
  const unknown = names.filter((n) => !(serviceNames as string[]).includes(n));
  if (unknown.length > 0 || names.length === 0) {
    problems.push(`GATEWAY_SERVICES must be a comma list of ${serviceNames.join(', ')} (got "${raw}")`);
  }
  return names.filter((n): n is ServiceName => (serviceNames as string[]).includes(n));
}

const units: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** '1mb' -> 1048576, '512kb', '100b' or plain bytes '2048'. */
export function parseByteSize(raw: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(raw.trim());
  if (!match) return undefined;
  const bytes = Math.floor(Number(match[1]) * units[(match[2] ?? 'b').toLowerCase()]!);
  return bytes > 0 ? bytes : undefined;
}

/** Appends a path to a base URL, keeping any path the base already has. */
export function joinPath(base: URL, path: string): URL {
  return new URL(base.href.replace(/\/+$/, '') + path);
}
