import { loadConfig, PlatformConfigSchema } from '@app/platform';
import { IdentityConfigSchema, type IdentityConfig } from './config.js';

const load = (env: Record<string, string>) => loadConfig(PlatformConfigSchema.extend(IdentityConfigSchema.shape), { DATABASE_URL: 'postgres://db/x', ...env }) as IdentityConfig;

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

  it('keeps access tokens at 15 minutes or less', () => {
    expect(load({}).ACCESS_TOKEN_MINUTES).toBe(15);
    expect(load({ ACCESS_TOKEN_MINUTES: '5' }).ACCESS_TOKEN_MINUTES).toBe(5);
    expect(() => load({ ACCESS_TOKEN_MINUTES: '16' })).toThrow('ACCESS_TOKEN_MINUTES');
  });

  it('limits attempts per account and address tightly and per account far higher by default', () => {
    expect(load({})).toMatchObject({ RATE_LIMIT_PER_ACCOUNT_AND_ADDRESS: 10, RATE_LIMIT_PER_ACCOUNT: 100, RATE_LIMIT_PER_ADDRESS: 100, RATE_LIMIT_WINDOW_SECONDS: 900 });
  });

  it('writes a generated first admin password to .local/first-admin.txt (ignored by git) unless told otherwise', () => {
    expect(load({}).ADMIN_PASSWORD_FILE).toBe('.local/first-admin.txt');
    expect(load({ ADMIN_PASSWORD_FILE: '/srv/admin.txt' }).ADMIN_PASSWORD_FILE).toBe('/srv/admin.txt');
  });
});
