import { securityHeaderList } from './security-headers.js';

const names = (production: boolean) =>
  securityHeaderList(production)
    .map(([name]) => name.toLowerCase())
    .sort();
const csp = (production: boolean) => securityHeaderList(production).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];

describe('securityHeaderList', () => {
  it("holds every header helmet sets, with the SPA's content security policy", () => {
    expect(names(false)).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    expect(csp(false)).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
  });

  it('asks browsers to upgrade insecure requests in production only', () => {
    expect(csp(true)).toContain('upgrade-insecure-requests');
    expect(csp(false)).not.toContain('upgrade-insecure-requests');
  });
});
