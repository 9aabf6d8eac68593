import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH, type TemplateFields } from '@app/contracts';
import { withMessageKeys } from '@app/platform';
import { streamMessages, waitFor } from '@app/platform/testing';
import { invitePayload, ScriptedShortCodes, startClients, subscriptionState, TEST_PUBLIC_URL, type ClientsHarness, type TestUser } from '../../testing/clients-test-kit.js';

const shortCodes = new ScriptedShortCodes();
let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };
let defaults: TemplateFields[];

beforeAll(async () => {
  h = await startClients('invite', { shortCodes });
  // Weights out of order: the defaults go by weight.
  defaults = [await h.template({ defaultWeight: 20 }), await h.template({ defaultWeight: 10 })];
  await h.template({ isDefault: false });
  subscriber = await h.subscriber({ firstName: 'Ada', lastName: 'Lovelace' });
});
afterAll(() => h?.close());

const invitedEvent = async (clientId: string) => (await h.clientEvents(clientId))[0];
const invalid = (...subErrors: string[]) => withMessageKeys({ Details: 'The data you provided could not be validated.', SubErrors: subErrors });

describe('the invite rules (spec 02 §5, §9)', () => {
  it.each([
    ['first name missing', { firstName: '' }, ['firstName: This field is required']],
    ['last name missing', { lastName: undefined }, ['lastName: This field is required']],
    ['a name too long', { firstName: 'x'.repeat(101) }, ['firstName: Please provide a value less than 100 characters long']],
    ['email missing with useEmail', { email: '' }, [`email: Please provide an email address in order to send an email invitation.`]],
    ['a malformed email', { email: 'not-an-address' }, [`email: Please provide a valid email address.`]],
    ['phone missing with useSms', { phoneNumber: null }, [`phoneNumber: Please provide a phone number in order to send a text message invitation.`]],
    ['a phone number in another format', { phoneNumber: '5551234567' }, [`phoneNumber: Please format the phone number as XXX-XXX-XXXX`]],
    ['a phone number with a prefix', { phoneNumber: '+1 555-123-4567' }, [`phoneNumber: Please format the phone number as XXX-XXX-XXXX`]],
    ['reminder days not offered', { reminderDays: 3 }, ['reminderDays: Choose one of 0, 5, 7, 10 days']],
    ['a template id that is no id', { templateIds: ['page-one'] }, ['templateIds.0: Must be an id']],
  ])('%s: 400 with the spec text', async (_, over, subErrors) => {
    const answer = await h.invite(subscriber, invitePayload(over));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalid(...subErrors));
  });

  it('needs no email without useEmail, and no phone number without useSms', async () => {
    const answer = await h.invite(subscriber, { firstName: 'Alan', lastName: 'Turing', useEmail: false, useSms: false });
    expect(answer.status).toBe(200);
    expect(answer.body.applicationUser).toMatchObject({ firstName: 'Alan', lastName: 'Turing', email: null, phoneNumber: null });
  });

  it('still checks the shape of an email or phone number given without its channel', async () => {
    const answer = await h.invite(subscriber, invitePayload({ useEmail: false, useSms: false, email: 'nope', phoneNumber: '12' }));
    expect(answer.body).toEqual(invalid(`email: Please provide a valid email address.`, `phoneNumber: Please format the phone number as XXX-XXX-XXXX`));
  });

  it('defaults: email and SMS, supporters on, not proctored, reminders every 7 days, the default templates by weight', async () => {
    const answer = await h.invite(subscriber, invitePayload({ email: 'Grace.Hopper@Example.TEST' }));
    expect(answer.status).toBe(200);
    const client = answer.body;
    expect(client).toMatchObject({
      subscriberId: subscriber.id,
      isProctored: false,
      isOffline: false,
      enableSupporters: true,
      reminderDays: 7,
      formStatus: 'Created',
      applicationUser: {
        id: client.applicationUserId,
        displayName: 'Grace Hopper',
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace.hopper@example.test',
        phoneNumber: '555-123-4567',
      },
      subscriptionUser: { applicationUserId: subscriber.id, displayName: 'Ada Lovelace', subscriptionId: subscriber.subscriptionId },
    });
    const { data } = await invitedEvent(client.id);
    expect(data).toMatchObject({ useEmail: true, useSms: true, enableSupporters: true, isProctored: false, reminderDays: 7, subscriberDisplayName: 'Ada Lovelace' });
    expect(data.templateIds).toEqual([defaults[1].templateId, defaults[0].templateId]);
  });

  it('keeps the choices given, and the templates chosen (an empty list means the defaults)', async () => {
    const chosen = defaults[0].templateId;
    const answer = await h.invite(
      subscriber,
      invitePayload({ useSms: false, reminderDays: 0, enableSupporters: false, isProctored: true, templateIds: [chosen, chosen.toUpperCase()] }),
    );
    expect(answer.body).toMatchObject({ isProctored: true, enableSupporters: false, reminderDays: 0 });
    expect((await invitedEvent(answer.body.id)).data).toMatchObject({ useSms: false, templateIds: [chosen] });
    const none = await h.invited(subscriber, { templateIds: [] });
    expect((await invitedEvent(none.id)).data.templateIds).toHaveLength(2);
  });

  it('refuses a template that does not exist: 400 with a Details saying so', async () => {
    const unknown = randomUUID();
    const answer = await h.invite(subscriber, invitePayload({ templateIds: [defaults[0].templateId, unknown] }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      Details: 'Some of the chosen questionnaire pages could not be found. Please reload this page and choose again.',
      SubErrors: [`templateIds: ${unknown} was not found`],
    });
  });
});

describe('who may invite', () => {
  it('a subscriber whose subscription expired: 403 with a Details saying why', async () => {
    const lapsed = await h.subscriber();
    expect((await h.invite(lapsed)).status).toBe(200);
    await h.expire(lapsed);
    const answer = await h.invite(lapsed);
    expect(answer).toMatchObject({ status: 403, body: { Details: 'An active subscription is required to invite clients.', SubErrors: [] } });
  });

  it('a subscriber billing never told of: 403', async () => {
    const unknown = await h.user(['Subscriber']);
    expect((await h.invite(unknown)).body).toMatchObject({ Details: 'An active subscription is required to invite clients.', SubErrors: [] });
  });

  it('an active subscription whose period ended long ago (no expiry recorded yet): 403', async () => {
    const overdue = await h.subscriber();
    await h.billingEvent('InvoicePaid', {
      ...subscriptionState(overdue.subscriptionId, { userIds: [overdue.id], stripeExpiration: new Date(Date.now() - 3 * 86_400_000).toISOString() }),
      stripeEventId: 'evt_1',
      stripeInvoiceId: 'in_1',
      amountPaid: 3980,
    });
    expect((await h.invite(overdue)).status).toBe(403);
  });
});

describe('the client', () => {
  it('gets a link with a 13-character code of the unambiguous alphabet, and the invite event seals the names', async () => {
    const client = await h.invited(subscriber, { firstName: 'Katherine', lastName: 'Johnson' });
    const code = h.shortCodeOf(client);
    expect(client.shortCodeUrl).toBe(`${TEST_PUBLIC_URL}/c/${code}`);
    expect(code).toHaveLength(SHORT_CODE_LENGTH);
    expect([...code].every((c) => SHORT_CODE_ALPHABET.includes(c))).toBe(true);
    const stored = await h.running.runtime.db.selectFrom('events').select('data').where('stream_id', '=', `client-${client.id}`).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.data)).not.toContain('Katherine');
    expect(stored.data).toMatchObject({ clientId: client.id, firstName: { $sealed: expect.anything() }, subscriberDisplayName: { $sealed: expect.anything() } });
  });

  it('is kept nowhere in plain text, in no table, stored event or message on the bus, while its link lands and shows in the view', async () => {
    const client = await h.invited(subscriber, { firstName: 'Mary', lastName: 'Jackson' });
    const code = h.shortCodeOf(client);
    const stored = await h.running.runtime.db.selectFrom('events').select('data').where('stream_id', '=', `client-${client.id}`).executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ shortCode: { $sealed: expect.anything() }, shortCodeUrl: { $sealed: expect.anything() }, shortCodeHash: h.hashOf(code) });
    expect(await h.tablesHolding(client.id)).toEqual(expect.arrayContaining(['public.clients', 'public.events']));
    expect(await h.tablesHolding(code)).toEqual([]);
    const bus = await waitFor(async () => {
      const messages = await streamMessages(h.env.BUS_PREFIX!, 'clients');
      return messages.some((message) => message.includes(client.id)) ? messages : undefined;
    });
    expect(bus.filter((message) => message.includes(code))).toEqual([]);

    expect((await h.landing(code)).body).toMatchObject({ isValidShortCode: true, clientFirstName: 'Mary' });
    const viewed = await h.api('GET', `/api/client/${client.id}`, { token: subscriber.token });
    expect(viewed.body.shortCodeUrl).toBe(`${TEST_PUBLIC_URL}/c/${code}`);
    const listed = await h.api('GET', `/api/client?filter=${encodeURIComponent('lastName.Contains("Jackson")')}`, { token: subscriber.token });
    expect(listed.body.map((one: { shortCodeUrl: string }) => one.shortCodeUrl)).toContain(`${TEST_PUBLIC_URL}/c/${code}`);
  });

  it('codes are unique: a code drawn twice is drawn again', async () => {
    const first = await h.invited(subscriber);
    const taken = h.shortCodeOf(first);
    shortCodes.queue.push(taken, taken);
    const second = await h.invited(subscriber);
    expect(h.shortCodeOf(second)).not.toBe(taken);
    const codes = await h.running.runtime.db
      .selectFrom('clients')
      .select(sql<string>`count(DISTINCT short_code_hash)`.as('n'))
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow();
    expect(codes.n).toBe(codes.total);
  });

  it('codes differ across many invites', async () => {
    const clients = await Promise.all(Array.from({ length: 20 }, () => h.invited(subscriber)));
    expect(new Set(clients.map(h.shortCodeOf)).size).toBe(20);
  });
});
