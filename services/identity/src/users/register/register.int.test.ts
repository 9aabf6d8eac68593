import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { decodeJwt } from 'jose';
import { streamNameOf } from '@app/contracts';
import { TEST_NATS_URL, waitFor } from '@app/platform/testing';
import { identityUnderTest, strongPassword, uniqueEmail } from '../../testing/identity-test-kit.js';

const h = identityUnderTest('register');

const register = (body: unknown) => h.api('POST', '/api/account/register', { body });

describe('POST /api/account/register', () => {
  it('creates an account without roles and signs it in', async () => {
    const email = uniqueEmail();
    const { status, body } = await register({ email: `  ${email.toUpperCase()} `, password: strongPassword() });
    expect(status).toBe(200);
    expect(body).toEqual({ jwtToken: expect.any(String), userName: email, id: expect.stringMatching(/^[0-9a-f-]{36}$/), roles: [], requiresVerificationCode: false });
    const claims = decodeJwt(body.jwtToken);
    expect(claims).toMatchObject({ sub: body.id, name: email, roles: [], use: 'access', securityStamp: 0, iss: 'mitigation-identity', aud: 'mitigation-app' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);

    const events = await h.running.runtime.store.readStream(`user-${body.id}`);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered']);
    expect(events[0].data).toMatchObject({ userId: body.id, email, roles: [], source: 'self', passwordHash: expect.stringMatching(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/) });
  });

  it('keeps the email and password hash sealed in the event store and on the bus', async () => {
    const email = uniqueEmail('sealed');
    const { body } = await register({ email, password: strongPassword() });
    const raw = await h.running.runtime.db.selectFrom('events').select('data').where('stream_id', '=', `user-${body.id}`).executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.data)).not.toContain(email);
    expect(JSON.stringify(raw.data)).not.toContain('argon2');

    const nc = await connect({ servers: TEST_NATS_URL });
    try {
      const jsm = await jetstreamManager(nc);
      const message = await waitFor(async () => {
        const stream = streamNameOf(h.env.BUS_PREFIX!, 'identity');
        const last = await jsm.streams.getMessage(stream, { last_by_subj: `${h.env.BUS_PREFIX}.identity.user.UserRegistered` });
        return last?.json<{ streamId: string }>().streamId === `user-${body.id}` ? last : undefined;
      });
      const published = message.json<{ streamId: string; data: Record<string, unknown> }>();
      expect(published.streamId).toBe(`user-${body.id}`);
      expect(published.data.email).toEqual({ $sealed: expect.objectContaining({ s: 'identity', p: body.id }) });
      expect(message.string()).not.toContain(email);
    } finally {
      await nc.close();
    }
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await register({ email, password: strongPassword() })).status).toBe(200);
    const again = await register({ email: email.toUpperCase(), password: strongPassword() });
    expect(again).toMatchObject({ status: 400, body: { Details: 'An account with this email address already exists.', SubErrors: [] } });
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([register({ email, password: strongPassword() }), register({ email, password: strongPassword() })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const rows = await h.running.runtime.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['missing fields', {}, ['email: This field is required', 'password: This field is required']],
    // contracts' password() also adds its length message to these two (see the report); the spec's message is there.
    ['empty fields', { email: '  ', password: '' }, expect.arrayContaining(['email: This field is required', 'password: This field is required'])],
    ['a malformed email', { email: 'not-an-email', password: 'Tall-Ladder-77' }, ['email: Please provide a valid email address.']],
    ['a too long email', { email: `${'a'.repeat(250)}@example.com`, password: 'Tall-Ladder-77' }, ['email: Please provide a value less than 254 characters long']],
    ['a short password', { email: 'short@example.com', password: 'Ab1-xyz' }, ['password: Please provide a value at least 8 characters long']],
    ['a too long password', { email: 'long@example.com', password: 'x'.repeat(129) }, ['password: Please provide a value less than 128 characters long']],
    ['wrong types', { email: 42, password: ['Tall-Ladder-77'] }, expect.arrayContaining(['email: Must be text', 'password: Must be text'])],
    ['a common password', { email: 'common@example.com', password: 'password123' }, [`password: This password is too common. Please choose another.`]],
    ['a common password in other case', { email: 'common@example.com', password: 'BaseBall1' }, [`password: This password is too common. Please choose another.`]],
  ])('answers 400 for %s', async (_case, body, subErrors) => {
    const { status, body: answer } = await register(body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ Details: 'The data you provided could not be validated.', SubErrors: subErrors });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await h.api('POST', '/api/account/register', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(status).toBe(400);
    expect(body.Details).toBe('The data you provided could not be validated.');
  });
});
