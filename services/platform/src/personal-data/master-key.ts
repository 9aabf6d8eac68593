import { createHash } from 'node:crypto';
import type { PlatformConfig } from '../config.js';

/**
 * The key that wraps a service's per-person keys: PERSONAL_DATA_MASTER_KEY (base64 of 32 bytes), required
 * in production; in development and tests without one, a fixed key so local data stays readable across restarts.
 */
export function masterKeyOf(config: PlatformConfig, service: string): Buffer {
  if (config.PERSONAL_DATA_MASTER_KEY) return Buffer.from(config.PERSONAL_DATA_MASTER_KEY, 'base64');
  if (config.NODE_ENV === 'production') throw new Error('PERSONAL_DATA_MASTER_KEY is required in production');
  return createHash('sha256').update(`development-only-master-key:${service}`).digest();
}
