import type { JWTVerifyGetKey } from 'jose';
import type { BusMessage } from '../bus/bus-message.js';
import { EndedSessions, ENDINGS_KEPT_MS } from '../sessions/ended-sessions.js';
import { testTokenKeys } from '../testing/test-tokens.js';
import { JwtVerifier } from './auth.js';
import { UnauthorizedError } from './errors.js';

describe('JwtVerifier', () => {
  async function verifierCountingKeyLookups() {
    const keys = await testTokenKeys();
    const lookups = { count: 0 };
    const counting: JWTVerifyGetKey = async (header, token) => {
      lookups.count++;
      return (await keys.verificationKeys())(header, token);
    };
    const sessions = new EndedSessions();
    return { keys, lookups, sessions, verifier: new JwtVerifier(counting, sessions) };
  }

  /** One of identity's user events as the bus carries it. */
  const identityEvent = (type: string, data: Record<string, unknown>, occurredAt = new Date()): BusMessage => ({
    service: 'identity',
    position: '1',
    streamId: `user-${String(data.userId)}`,
    version: 2,
    type,
    data,
    metadata: { eventId: `e-${Math.random()}`, occurredAt: occurredAt.toISOString(), correlationId: 'c', causationId: null, actorUserId: null },
  });

  it("checks a token's signature once, then knows it, for its use only", async () => {
    const { keys, lookups, verifier } = await verifierCountingKeyLookups();
    const token = await keys.sign({ userId: 'u-1', roles: ['Client'] });
    const first = await verifier.verify(token, 'access');
    expect(first).toMatchObject({ id: 'u-1', roles: ['Client'] });
    expect(await verifier.verify(token, 'access')).toEqual(first);
    expect(lookups.count).toBe(1);
    await expect(verifier.verify(token, 'download')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a token it knew once it has expired', async () => {
    const { keys, verifier } = await verifierCountingKeyLookups();
    // exp counts in whole seconds from the second of signing: 2 s leaves the first check at least a whole second.
    const token = await keys.sign({ expiresIn: 2 });
    await verifier.verify(token, 'access');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expect(verifier.verify(token, 'access')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("refuses a token it knew once its account's sessions ended, and takes the new session's", async () => {
    const { keys, sessions, verifier } = await verifierCountingKeyLookups();
    const before = await keys.sign({ userId: 'u-1', securityStamp: 3 });
    const otherUsers = await keys.sign({ userId: 'u-2', securityStamp: 0 });
    await verifier.verify(before, 'access');
    sessions.record(identityEvent('PasswordChanged', { userId: 'u-1', passwordHash: 'sealed', reason: 'change', securityStamp: 4 }));
    await expect(verifier.verify(before, 'access')).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(verifier.verify(await keys.sign({ userId: 'u-1', securityStamp: 4 }), 'access')).resolves.toMatchObject({ id: 'u-1' });
    await expect(verifier.verify(otherUsers, 'access')).resolves.toMatchObject({ id: 'u-2' });
    sessions.record(identityEvent('RolesRevoked', { userId: 'u-1', roles: ['Subscriber'], securityStamp: 5 }));
    await expect(verifier.verify(await keys.sign({ userId: 'u-1', securityStamp: 4, use: 'download' }), 'download')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses every token of an erased account, and ignores events that end no session', async () => {
    const { keys, sessions, verifier } = await verifierCountingKeyLookups();
    sessions.record(identityEvent('UserLoggedIn', { userId: 'u-1', method: 'password' }));
    sessions.record(identityEvent('RolesGranted', { userId: 'u-1', roles: ['Subscriber'] }));
    await expect(verifier.verify(await keys.sign({ userId: 'u-1', securityStamp: 0 }), 'access')).resolves.toMatchObject({ id: 'u-1' });
    sessions.record(identityEvent('PersonalDataErased', { userId: 'u-1' }));
    await expect(verifier.verify(await keys.sign({ userId: 'u-1', securityStamp: 99 }), 'access')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('forgets an ending once every token from before it has expired', async () => {
    const { keys, sessions, verifier } = await verifierCountingKeyLookups();
    const longAgo = new Date(Date.now() - ENDINGS_KEPT_MS - 1_000);
    sessions.record(identityEvent('PasswordChanged', { userId: 'u-1', passwordHash: 'sealed', reason: 'reset', securityStamp: 1 }, longAgo));
    const token = await keys.sign({ userId: 'u-1', securityStamp: 0 });
    await expect(verifier.verify(token, 'access')).rejects.toBeInstanceOf(UnauthorizedError);
    sessions.forgetOld();
    await expect(verifier.verify(token, 'access')).resolves.toMatchObject({ id: 'u-1' });
  });
});
