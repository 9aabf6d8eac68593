import { ConfigError, loadConfig, parseByteSize } from './config.js';

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
    const load = () =>
      loadConfig({ GATEWAY_PORT: 'x', BILLING_URL: 'ftp://b', GATEWAY_SERVICES: 'identity,payments', BODY_LIMIT: 'lots' });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ['GATEWAY_PORT', 'BILLING_URL', 'GATEWAY_SERVICES', 'BODY_LIMIT']) expect(message).toContain(name);
    }
  });

  it('parses byte sizes', () => {
    expect(parseByteSize('1mb')).toBe(1048576);
    expect(parseByteSize('100')).toBe(100);
    expect(parseByteSize('1.5KB')).toBe(1536);
    expect(parseByteSize('0')).toBeUndefined();
    expect(parseByteSize('-1mb')).toBeUndefined();
  });
});
