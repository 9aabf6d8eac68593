import { z } from 'zod';
import { email, password } from '@app/contracts';
import { optionalSetting, type PlatformConfig } from '@app/platform';
import { isCommonPassword } from './security/common-passwords.js';

/** Identity's settings on top of the platform's (all from the environment, validated at start-up). */
export const IdentityConfigSchema = z.object({
  /** ES256 signing key as PKCS8 PEM. Without it a key is generated at first start and kept (encrypted) in the database. */
  JWT_PRIVATE_KEY: optionalSetting(z.string()),
  /** Lifetime of an access token; `POST /api/account/refresh` issues a new one. */
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  /** First site admin (created at start-up when no site admin exists); checked before anything connects. */
  ADMIN_EMAIL: email().optional(),
  ADMIN_PASSWORD: password()
    .refine((value) => !isCommonPassword(value), 'This password is too common')
    .optional(),
  /** Key of the HMAC over verification codes; derived from PERSONAL_DATA_MASTER_KEY when unset. */
  VERIFICATION_CODE_SECRET: optionalSetting(z.string().min(32)),
  /** Attempts per account (email or user) and per client address within the window, per endpoint. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /**
   * Proxies in front of this service that append to `x-forwarded-for` (the gateway: 1). The client
   * address is the entry the outermost trusted proxy appended; entries before it are client-supplied.
   * 0 ignores the header and uses the socket address.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
});
export type IdentityConfig = PlatformConfig & z.infer<typeof IdentityConfigSchema>;

/** The validated configuration, injectable in Nest by this class. */
export class IdentitySettings {
  constructor(readonly config: IdentityConfig) {}
}
