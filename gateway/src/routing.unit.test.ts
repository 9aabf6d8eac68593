import { ServiceDirectory } from '@app/contracts';
import { createServiceResolver, resolveService } from './routing.js';

describe('service routing', () => {
  it('sends every prefix of the directory to the service that owns it', () => {
    for (const [name, { prefixes }] of Object.entries(ServiceDirectory)) {
      for (const prefix of prefixes) {
        expect(resolveService(prefix)).toBe(name);
        expect(resolveService(`${prefix}/123/sub`)).toBe(name);
      }
    }
  });

  it('prefers the longest prefix', () => {
    const resolve = createServiceResolver({ outer: { prefixes: ['/api/x'] }, inner: { prefixes: ['/api/x/y'] } });
    expect(resolve('/api/x/y/1')).toBe('inner');
    expect(resolve('/api/x/y')).toBe('inner');
    expect(resolve('/api/x/z')).toBe('outer');
  });

  it('matches whole path segments only', () => {
    expect(resolveService('/api/subscriptionUser/5')).toBe('billing');
    expect(resolveService('/api/stats/adminDashboard')).toBe('reporting');
    expect(resolveService('/api/statsx')).toBeUndefined();
    expect(resolveService('/api/subscriptionUserX/5')).toBeUndefined();
    expect(resolveService('/api')).toBeUndefined();
  });

  it('ignores letter case like the services do', () => {
    expect(resolveService('/API/ApplicationUser/7')).toBe('identity');
  });
});
