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

  it('sends every path the directory lists to its service, before the prefix owner', () => {
    const listed = Object.entries(ServiceDirectory).flatMap(([name, { paths }]) => paths.map((path) => [name, path] as const));
    expect(listed.length).toBeGreaterThan(0);
    for (const [name, path] of listed) {
      expect(resolveService(path)).toBe(name);
      expect(resolveService(path.replace(/\{\w+\}/g, 'b6f0c3de-4c4e-4a49-9f4f-2a1c0e3b7d11'))).toBe(name);
    }
  });

  it('routes the spec paths other services answer under a prefix they do not own', () => {
    expect(resolveService('/api/form/42/report')).toBe('reporting');
    expect(resolveService('/api/form/42/adjust')).toBe('reporting');
    expect(resolveService('/api/supporter/42/letter')).toBe('reporting');
    expect(resolveService('/api/client/42/letters')).toBe('reporting');
    expect(resolveService('/api/client/acceptInvite')).toBe('identity');
    expect(resolveService('/api/form/42')).toBe('survey');
    expect(resolveService('/api/form/42/finalize')).toBe('survey');
    expect(resolveService('/api/form/42/reminder')).toBe('notification');
    expect(resolveService('/api/form/report')).toBe('survey');
    expect(resolveService('/api/supporter/submit')).toBe('clients');
    expect(resolveService('/api/client/invite')).toBe('clients');
  });

  it('matches a listed path only as a whole, and a {name} segment as one segment', () => {
    const resolve = createServiceResolver({ owner: { prefixes: ['/api/x'] }, other: { prefixes: [], paths: ['/api/x/{id}/y'] } });
    expect(resolve('/api/x/1/y')).toBe('other');
    expect(resolve('/api/X/1/Y/')).toBe('other');
    expect(resolve('/api/x/1/y/z')).toBe('owner');
    expect(resolve('/api/x/1/2/y')).toBe('owner');
    expect(resolve('/api/x/1')).toBe('owner');
  });

  it('prefers literal segments to a {name} segment of the same length', () => {
    const resolve = createServiceResolver({ any: { prefixes: [], paths: ['/api/x/{id}'] }, named: { prefixes: [], paths: ['/api/x/mine'] } });
    expect(resolve('/api/x/mine')).toBe('named');
    expect(resolve('/api/x/yours')).toBe('any');
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
