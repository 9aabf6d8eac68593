import { z } from 'zod';
import { email, LONGEST_TOKEN_MINUTES, password } from '@app/contracts';
import { AttemptLimitSettingsSchema, optionalSetting, type PlatformConfig } from '@app/platform';
import { isCommonPassword } from './security/common-passwords.js';

/** Identity's settings on top of the platform's (all from the environment, validated at start-up). */
export const IdentityConfigSchema = z.object({
  /** ES256 signing key as PKCS8 PEM. Without it a key is generated at first start and kept (encrypted) in the database. */
  JWT_PRIVATE_KEY: optionalSetting(z.string()),
  /**
   * Lifetime of an access token; `POST /api/account/refresh` issues a new one while the account's
   * security stamp is unchanged. Every service refuses a token once the event that changed its account's
   * stamp reaches it; at start-up a service reads that long back in identity's stream.
   */
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(LONGEST_TOKEN_MINUTES).default(LONGEST_TOKEN_MINUTES),
  /** First site admin (created at start-up when no site admin exists); checked before anything connects. */
  ADMIN_EMAIL: email().optional(),
  ADMIN_PASSWORD: password()
    .refine((value) => !isCommonPassword(value), 'This password is too common')
    .optional(),
  /** Where a generated first admin's email and password are written (mode 0600), relative to the working directory. */
  ADMIN_PASSWORD_FILE: z.string().min(1).default('.local/first-admin.txt'),
  /** Key of the HMAC over verification codes; derived from PERSONAL_DATA_MASTER_KEY when unset. */
  VERIFICATION_CODE_SECRET: optionalSetting(z.string().min(32)),
  ...AttemptLimitSettingsSchema.shape,
});
export type IdentityConfig = PlatformConfig & z.infer<typeof IdentityConfigSchema>;

/** The validated configuration, injectable in Nest by this class. */
export class IdentitySettings {
  constructor(readonly config: IdentityConfig) {}
}
