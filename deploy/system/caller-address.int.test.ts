/**
 * The caller's address through the gateway (issue 38, item 5): the gateway forwards the address Express
 * trusts and the services read `req.ip` trusting the gateway alone, so an `x-forwarded-for` a caller writes
 * never makes it a new caller for the attempt limits.
 */
import { servicesUnderTest } from './services-behind-gateway.js';

const admin = { email: 'address-admin@example.com', password: 'Harbor-Lantern-8831' };
const { api } = servicesUnderTest('sys_address', { admin });

const tooMany = { Details: 'Too many attempts. Please wait a few minutes and try again.', SubErrors: [] };

describe("the caller's address behind the gateway", () => {
  it('is not what the caller writes in x-forwarded-for: failed logins from one connection count together however each names itself', async () => {
    // Ten failures of one account from one address reach its (account, address) limit (RATE_LIMIT_PER_ACCOUNT_AND_ADDRESS).
    for (let i = 0; i < 10; i++) {
      const failed = await api('POST', '/api/account/login', { body: { email: admin.email, password: 'Wrong-Password-1' }, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      expect(failed.status).toBe(400);
    }
    const refused = await api('POST', '/api/account/login', { body: admin, headers: { 'x-forwarded-for': '203.0.113.200' } });
    expect({ status: refused.status, body: refused.body }).toMatchObject({ status: 429, body: tooMany });
  });
});
