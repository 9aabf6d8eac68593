import { fileURLToPath } from 'node:url';
import bytes from 'bytes';
import { z } from 'zod';
import { ServiceDirectory, ServicePaths, type ServiceName } from '@app/contracts';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export const serviceNames = Object.keys(ServiceDirectory) as ServiceName[];

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A setting with a default: surrounding spaces are dropped, and an empty variable counts as unset. */
const setting = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined), schema);

const wholeNumber = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  setting(
    z
      .string()
      .default(String(fallback))
      .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, `must be a whole number from ${min} to ${max}`)
      .transform(Number),
  );

const httpUrl = (fallback: string) =>
  setting(
    z
      .string()
      .default(fallback)
      .refine((raw) => URL.canParse(raw) && ['http:', 'https:'].includes(new URL(raw).protocol), 'must be an http(s) URL')
      .transform((raw) => new URL(raw)),
  );

/** Read as Express' body parsers (and so the services) read their limit: `bytes`' units, plain bytes without one. */
const byteSize = (fallback: string) =>
  setting(
    z
      .string()
      .default(fallback)
      .transform((raw, context) => {
        const size = bytes.parse(raw);
        if (size !== null && size > 0) return size;
        context.addIssue({ code: 'custom', message: 'must be a size such as 1mb, 512kb or 1048576' });
        return z.NEVER;
      }),
  );

const serviceList = setting(
  z
    .string()
    .optional()
    .transform((raw, context) => {
      if (raw === undefined) return [...serviceNames];
      const names = [
        ...new Set(
          raw
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== ''),
        ),
      ];
      const known = names.filter((n): n is ServiceName => (serviceNames as string[]).includes(n));
      if (known.length === names.length && names.length > 0) return known;
      context.addIssue({ code: 'custom', message: `must be a comma list of ${serviceNames.join(', ')}` });
      return z.NEVER;
    }),
);

type UpstreamVariable = `${Uppercase<ServiceName>}_URL`;
const upstreamVariable = (name: ServiceName) => `${name.toUpperCase()}_URL` as UpstreamVariable;
const upstreamSettings = Object.fromEntries(serviceNames.map((name) => [upstreamVariable(name), httpUrl(`http://127.0.0.1:${ServiceDirectory[name].port}`)])) as Record<
  UpstreamVariable,
  ReturnType<typeof httpUrl>
>;

/** The gateway's environment, validated at start-up. */
export const GatewayConfigSchema = z
  .object({
    GATEWAY_PORT: wholeNumber(8080, 0, 65535),
    /** Address to listen on: loopback unless set (outside production the dev mailbox shows reset links). */
    GATEWAY_HOST: setting(z.string().default('127.0.0.1')),
    /** Base URL of every service in the ServiceDirectory (`IDENTITY_URL`, ...). */
    ...upstreamSettings,
    /** Services whose health `GET /api/health` aggregates. */
    GATEWAY_SERVICES: serviceList,
    /** Directory of the built SPA (contains index.html and assets/). */
    WEB_DIST: setting(z.string().default(defaultWebDist)),
    /** Requests per minute per client IP on `/api`. */
    RATE_LIMIT_PER_MINUTE: wholeNumber(600, 1),
    BODY_LIMIT: byteSize('1mb'),
    /** How many proxy hops in front of the gateway to trust for the client IP (Express `trust proxy`). */
    TRUST_PROXY_HOPS: wholeNumber(0, 0, 10),
    HEALTH_TIMEOUT_MS: wholeNumber(2000, 1),
    /** An upstream that sends no response for this long is cut off (502). */
    UPSTREAM_TIMEOUT_MS: wholeNumber(120_000, 1),
    NODE_ENV: setting(z.string().default('development')),
    LOG_LEVEL: setting(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info')),
  })
  .transform((env) => {
    const upstreams = Object.fromEntries(serviceNames.map((name) => [name, env[upstreamVariable(name)]])) as Record<ServiceName, URL>;
    return {
      port: env.GATEWAY_PORT,
      host: env.GATEWAY_HOST,
      upstreams,
      healthServices: env.GATEWAY_SERVICES,
      /** Identity's public keys, used to check access tokens before proxying. */
      jwksUrl: joinPath(upstreams.identity, ServicePaths.jwks),
      webDist: env.WEB_DIST,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      bodyLimitBytes: env.BODY_LIMIT,
      trustProxyHops: env.TRUST_PROXY_HOPS,
      healthTimeoutMs: env.HEALTH_TIMEOUT_MS,
      upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
      nodeEnv: env.NODE_ENV,
      logLevel: env.LOG_LEVEL,
    };
  });
export type GatewayConfig = z.infer<typeof GatewayConfigSchema>;

/** Reads and validates the gateway's environment; throws a ConfigError naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const result = GatewayConfigSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const variable = String(issue.path[0]);
      return `${variable} ${issue.message} (got "${env[variable]?.trim()}")`;
    }),
  );
}

/** Appends a path to a base URL, keeping any path the base already has. */
export function joinPath(base: URL, path: string): URL {
  return new URL(base.href.replace(/\/+$/, '') + path);
}
