import { z } from 'zod';

/** An optional setting: an unset variable and an empty one (`SECRET=` in a .env file) both mean "not configured". */
export const optionalSetting = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Settings every service reads from its environment, validated at start-up. */
export const PlatformConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url(),
  /** Connections the service's pool may open (pg-boss keeps up to 4 more where a service has jobs). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Prefix of every subject and JetStream stream; tests use a unique one per run. */
  BUS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('app'),
  /**
   * Copies of each JetStream stream the service creates, on as many servers of a NATS cluster (1 on a
   * single server; 3 on the cluster of deploy/k8s). A stream that exists with fewer is raised at start.
   */
  BUS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** Base64 of 32 bytes: wraps the per-person keys. Required in production. */
  PERSONAL_DATA_MASTER_KEY: z.string().optional(),
  /** Base64 of a 32-byte Ed25519 seed: signs the service's compliance verification reports. Required in production. */
  COMPLIANCE_SIGNING_KEY: optionalSetting(z.string()),
  /** Where to fetch identity's signing keys from (not used by identity itself); defaults to IDENTITY_URL's. */
  JWKS_URL: z.string().url().optional(),
  IDENTITY_URL: z.string().url().optional(),
  /**
   * Proxies in front of the service (Express' `trust proxy`): the gateway, 1. The caller's address
   * (`req.ip`, `clientAddress`) is the one the outermost of them saw; 0 takes the connection's address.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  /** Bytes a JSON body may have. */
  BODY_LIMIT: z.string().default('1mb'),
  /** The bearer token Prometheus sends to read `/metrics` (site admins may read it too); at least 16 characters. */
  METRICS_TOKEN: optionalSetting(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters')),
});
export type PlatformConfig = z.infer<typeof PlatformConfigSchema>;

export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data;
}
