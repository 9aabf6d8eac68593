import { ConfigError, loadConfig } from './config.js';

describe('gateway configuration', () => {
  it('defaults every service to its local port and derives the JWKS URL from identity', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.upstreams.identity.href).toBe('http://127.0.0.1:3001/');
    expect(config.upstreams.notification.href).toBe('http://127.0.0.1:3006/');
    expect(config.jwksUrl.href).toBe('http://127.0.0.1:3001/.well-known/jwks.json');
    expect(config.healthServices).toEqual(['identity', 'billing', 'clients', 'survey', 'reporting', 'notification']);
    expect(config.rateLimitPerMinute).toBe(600);
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
    expect(config.webDist).toMatch(/web[\\/]dist$/);
  });

  it('reads service URLs, the health set and limits from the environment', () => {
    const config = loadConfig({
      IDENTITY_URL: 'http://identity:9000/base/',
      GATEWAY_SERVICES: 'identity, notification',
      BODY_LIMIT: '512kb',
      RATE_LIMIT_PER_MINUTE: '5',
      GATEWAY_PORT: '0',
      GATEWAY_HOST: '0.0.0.0',
    });
    expect(config.host).toBe('0.0.0.0');
    expect(config.jwksUrl.href).toBe('http://identity:9000/base/.well-known/jwks.json');
    expect(config.healthServices).toEqual(['identity', 'notification']);
    expect(config.bodyLimitBytes).toBe(512 * 1024);
    expect(config.rateLimitPerMinute).toBe(5);
    expect(config.port).toBe(0);
  });

  it('names every invalid variable at once', () => {
    const load = () => loadConfig({ GATEWAY_PORT: 'x', BILLING_URL: 'ftp://b', GATEWAY_SERVICES: 'identity,payments', BODY_LIMIT: 'lots', LOG_LEVEL: 'loud' });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        'GATEWAY_PORT must be a whole number from 0 to 65535 (got "x")',
        'BILLING_URL must be an http(s) URL (got "ftp://b")',
        'GATEWAY_SERVICES must be a comma list of identity, billing, clients, survey, reporting, notification (got "identity,payments")',
        'BODY_LIMIT must be a size such as 1mb, 512kb or 1048576 (got "lots")',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      ]);
      expect((err as Error).message).toMatch(/^Invalid gateway configuration:\n {2}- GATEWAY_PORT must be/);
    }
  });

  it('takes an empty or blank variable as unset', () => {
    const config = loadConfig({ GATEWAY_PORT: '', BODY_LIMIT: '  ', IDENTITY_URL: ' ', GATEWAY_SERVICES: '' });
    expect(config.port).toBe(8080);
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
    expect(config.upstreams.identity.href).toBe('http://127.0.0.1:3001/');
    expect(config.healthServices).toHaveLength(6);
  });

  it('reads BODY_LIMIT as a byte size, as the body parsers do', () => {
    const bodyLimit = (BODY_LIMIT: string) => loadConfig({ BODY_LIMIT }).bodyLimitBytes;
    expect(bodyLimit('1mb')).toBe(1048576);
    expect(bodyLimit('100')).toBe(100);
    expect(bodyLimit('1.5KB')).toBe(1536);
    expect(() => bodyLimit('0')).toThrow('BODY_LIMIT must be a size such as 1mb, 512kb or 1048576 (got "0")');
    expect(() => bodyLimit('-1mb')).toThrow('BODY_LIMIT must be a size');
  });

  it('refuses numbers out of range and services it does not know', () => {
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '11' })).toThrow('TRUST_PROXY_HOPS must be a whole number from 0 to 10 (got "11")');
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow('RATE_LIMIT_PER_MINUTE must be a whole number from 1 to');
    expect(() => loadConfig({ GATEWAY_PORT: '1e3' })).toThrow('GATEWAY_PORT must be a whole number');
    expect(() => loadConfig({ GATEWAY_SERVICES: ' , ' })).toThrow('GATEWAY_SERVICES must be a comma list');
  });
});
