import { loadConfig, PlatformConfigSchema } from '@app/platform';
import { IdentityConfigSchema, type IdentityConfig } from './config.js';

const load = (env: Record<string, string>) =>
  loadConfig(PlatformConfigSchema.extend(IdentityConfigSchema.shape), { DATABASE_URL: 'postgres://db/x', ...env }) as IdentityConfig;

describe('identity configuration', () => {
  it('reads empty secrets as unset (docker-compose passes `${VAR:-}` as an empty string)', () => {
    const config = load({ VERIFICATION_CODE_SECRET: '', JWT_PRIVATE_KEY: '' });
    expect(config.VERIFICATION_CODE_SECRET).toBeUndefined();
    expect(config.JWT_PRIVATE_KEY).toBeUndefined();
  });

  it('refuses a verification-code secret shorter than 32 characters and a common admin password', () => {
    expect(() => load({ VERIFICATION_CODE_SECRET: 'short' })).toThrow('VERIFICATION_CODE_SECRET');
    expect(() => load({ ADMIN_PASSWORD: 'password123' })).toThrow('ADMIN_PASSWORD');
  });
});
