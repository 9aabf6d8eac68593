import { sql } from 'kysely';
import { Roles } from '@app/contracts';
import { JOBS_SCHEMA, type StoredEvent } from '@app/platform';
import { seededContentBlockId } from '../../content-blocks/seed-content-blocks/seed-content-blocks.js';
import { CLIENT_ERASURE_HANDLER } from '../../reactions/erase-personal-data.reaction.js';
import { aClientInvitation, e164, startClientMessagesHarness, type ClientMessagesHarness } from '../../testing/client-messages-harness.js';
import { messageIdFor } from '../message-id.js';
import { SUPPORTER_INVITATION_HANDLERS } from '../../reactions/supporter-invitation.reaction.js';

let h: ClientMessagesHarness;

beforeAll(async () => {
  h = await startClientMessagesHarness('supinv');
});
afterAll(() => h?.close());

const emailIdOf = (supporterId: string) => messageIdFor(SUPPORTER_INVITATION_HANDLERS.email, supporterId);
const smsIdOf = (supporterId: string) => messageIdFor(SUPPORTER_INVITATION_HANDLERS.sms, supporterId);

async function bothChannelsHandled(event: StoredEvent): Promise<void> {
  for (const handler of Object.values(SUPPORTER_INVITATION_HANDLERS)) await h.clientEventConsumed(handler, event);
}

const aClient = () => aClientInvitation({ firstName: 'Ana', lastName: 'Reyes' });

describe("clients' SupporterInvited -> the supporter's invitation to write a letter", () => {
  it("mails and texts the supporter their link in the client's name, from the content blocks, and records EmailSent and SmsSent under the client", async () => {
    const client = aClient();
    const { event, supporter } = await h.inviteSupporter(client, { firstName: 'Sam' });

    const mail = await h.mailTo(supporter.email!);
    expect(mail.subject).toBe('Ana Reyes asks you for a letter of support');
    expect(mail.text).toMatch(/^Hello Sam,\n\nAna Reyes has named you as someone who knows them well/);
    expect(mail.text).toContain(`Write your letter (${supporter.shortCodeUrl})`);
    expect(mail.text).toContain('It takes a few minutes');
    expect(mail.text).toContain('This link is personal to you: please do not share it.');
    expect(mail.html).toContain(`<a href="${supporter.shortCodeUrl}" rel="noopener noreferrer">Write your letter</a>`);
    expect(mail.html).toContain('<title>Ana Reyes asks you for a letter of support</title>');
    expect(mail.html).toContain('<html lang="en">');

    const text = await h.textTo(supporter.phoneNumber!);
    expect(text.body).toBe(
      `Ana Reyes has asked you to write a letter of support for their attorney. It takes a few minutes. This link is personal to you, please do not share it: ${supporter.shortCodeUrl}`,
    );

    const [emailSent, smsSent] = [await h.waitForMessage(emailIdOf(supporter.supporterId)), await h.waitForMessage(smsIdOf(supporter.supporterId))];
    expect(emailSent).toMatchObject({ type: 'EmailSent', streamId: `message-${emailIdOf(supporter.supporterId)}` });
    expect(emailSent.data).toEqual({
      messageId: emailIdOf(supporter.supporterId),
      personId: client.clientId,
      to: supporter.email,
      template: 'supporter-invitation-email',
      causationEventId: event.metadata.eventId,
      providerMessageId: expect.stringMatching(/^<.+@.+>$/),
    });
    expect(smsSent.data).toEqual({
      messageId: smsIdOf(supporter.supporterId),
      personId: client.clientId,
      to: e164(supporter.phoneNumber!),
      template: 'supporter-invitation-sms',
      causationEventId: event.metadata.eventId,
      providerMessageId: text.id,
    });
    expect(smsSent.type).toBe('SmsSent');
    for (const sent of [emailSent, smsSent]) {
      expect(sent.metadata).toMatchObject({ causationId: event.metadata.eventId, correlationId: event.metadata.correlationId });
    }
    // The queued job held the recipient and the words sealed, never in plain text.
    await h.endedSendJob(emailIdOf(supporter.supporterId));
    const job = JSON.stringify((await h.sendJob(emailIdOf(supporter.supporterId))).data);
    for (const personal of [supporter.email!, supporter.firstName, client.lastName, supporter.shortCodeUrl]) expect(job).not.toContain(personal);
  });

  it('writes to a Spanish-speaking client\'s supporter in Spanish, mail and text, the mail saying lang="es"', async () => {
    const { client } = await h.inviteClient({ firstName: 'Inés', lastName: 'Paredes', preferredLanguage: 'es' });
    const { supporter } = await h.inviteSupporter(client, { firstName: 'Lucía', language: 'es' });
    const mail = await h.mailTo(supporter.email!);
    expect(mail.subject).toBe('Inés Paredes le pide una carta de apoyo');
    expect(mail.text).toMatch(/^Hola, Lucía:/);
    expect(mail.text).toContain(`Escribir su carta (${supporter.shortCodeUrl})`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<title>Inés Paredes le pide una carta de apoyo</title>');
    expect((await h.textTo(supporter.phoneNumber!)).body).toBe(
      `Inés Paredes le pide que escriba una carta de apoyo para su abogado. Toma unos minutos. Este enlace es personal, por favor no lo comparta: ${supporter.shortCodeUrl}`,
    );
  });

  it('only mails a supporter the client gave no phone number for', async () => {
    const client = aClient();
    const { event, supporter } = await h.inviteSupporter(client, { phoneNumber: null });
    await h.mailTo(supporter.email!);
    await bothChannelsHandled(event);
    await h.endedSendJob(emailIdOf(supporter.supporterId));

    expect((await h.messagesTo(client.clientId)).map((e) => [e.type, e.data.template])).toEqual([['EmailSent', 'supporter-invitation-email']]);
    expect(await h.sendJob(smsIdOf(supporter.supporterId))).toBeUndefined();
  });

  it('only texts a supporter the client gave no email address for', async () => {
    const client = aClient();
    const { event, supporter } = await h.inviteSupporter(client, { email: null });
    await h.textTo(supporter.phoneNumber!);
    await bothChannelsHandled(event);
    await h.endedSendJob(smsIdOf(supporter.supporterId));

    expect((await h.messagesTo(client.clientId)).map((e) => [e.type, e.data.template])).toEqual([['SmsSent', 'supporter-invitation-sms']]);
    expect(await h.sendJob(emailIdOf(supporter.supporterId))).toBeUndefined();
  });

  it('sends each supporter one message per channel: not again for the event handled a second time, nor for the supporter invited again', async () => {
    const client = aClient();
    const { event, supporter } = await h.inviteSupporter(client);
    await h.waitForMessage(emailIdOf(supporter.supporterId));
    await h.waitForMessage(smsIdOf(supporter.supporterId));
    await bothChannelsHandled(event);

    // Every event delivered again, as handled for the first time (inbox rows and consumers lost).
    await h.stopNotification();
    await h.db.deleteFrom('inbox').where('consumer', 'in', Object.values(SUPPORTER_INVITATION_HANDLERS)).execute();
    for (const handler of Object.values(SUPPORTER_INVITATION_HANDLERS)) await h.forgetConsumer(handler, 'clients');
    await h.startNotification();
    const again = await h.inviteSupporter(client, { ...supporter, slot: 2 });
    await bothChannelsHandled(again.event);

    for (const handler of Object.values(SUPPORTER_INVITATION_HANDLERS)) {
      const inbox = await h.db.selectFrom('inbox').select('event_id').where('consumer', '=', handler).where('event_id', '=', event.metadata.eventId).execute();
      expect(inbox).toHaveLength(1);
    }
    for (const messageId of [emailIdOf(supporter.supporterId), smsIdOf(supporter.supporterId)]) {
      await h.endedSendJob(messageId);
      const jobs = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(`${JOBS_SCHEMA}.job`)} WHERE data->>'messageId' = ${messageId}`.execute(h.db);
      expect(jobs.rows[0].n).toBe(1);
      expect(await h.messageEventsOf(messageId)).toHaveLength(1);
    }
    expect(await h.mailbox(supporter.email!)).toHaveLength(1);
    expect(await h.outbox(e164(supporter.phoneNumber!))).toHaveLength(1);
    expect(await h.messagesTo(client.clientId)).toHaveLength(2);
  });

  it('erases the recorded recipients with the client, and sends nothing for a supporter of a client deleted before the invitation arrived', async () => {
    const client = aClient();
    const { supporter } = await h.inviteSupporter(client);
    for (const messageId of [emailIdOf(supporter.supporterId), smsIdOf(supporter.supporterId)]) {
      expect((await h.waitForMessage(messageId)).data.to).toEqual(expect.any(String));
    }

    const deleted = await h.deleteClient(client);
    await h.clientEventConsumed(CLIENT_ERASURE_HANDLER, deleted);
    const messages = await h.messagesTo(client.clientId);
    expect(messages.map((message) => message.data.template).sort()).toEqual(['supporter-invitation-email', 'supporter-invitation-sms']);
    for (const message of messages) {
      expect(message.data.to).toBeNull();
      expect(await h.notification.runtime.store.verifyStream(message.streamId)).toEqual({ valid: true });
    }

    const erasedClient = aClient();
    const late = await h.inviteSupporterOfErasedClient(erasedClient);
    await bothChannelsHandled(late.event);
    expect(await h.sendJob(emailIdOf(late.supporter.supporterId))).toBeUndefined();
    expect(await h.sendJob(smsIdOf(late.supporter.supporterId))).toBeUndefined();
    expect(await h.mailbox(late.supporter.email!)).toEqual([]);
    expect(await h.outbox(e164(late.supporter.phoneNumber!))).toEqual([]);
  });

  it('writes the text an admin saved in the content block', async () => {
    const admin = await h.tokenOf([Roles.SiteAdmin]);
    const id = seededContentBlockId('supporter-invitation-email');
    const { body: block } = await h.api('GET', `/api/contentBlock/${id}`, { token: admin });
    expect(block).toMatchObject({
      slug: 'supporter-invitation-email',
      isPage: false,
      allowedTokens: ['%SupporterFirstName%', '%ClientFirstName%', '%ClientLastName%', '%Link%'],
    });
    const saved = await h.api('PUT', `/api/contentBlock/${id}`, {
      token: admin,
      body: {
        slug: block.slug,
        title: 'A letter for %ClientFirstName%?',
        description: block.description,
        isPage: false,
        concurrencyCheck: block.concurrencyCheck,
        value: 'Dear %SupporterFirstName%, %ClientFirstName% %ClientLastName% would value your words: [start here](%Link%) %Unknown%',
      },
    });
    expect(saved.status).toBe(200);

    const { supporter } = await h.inviteSupporter(aClientInvitation({ firstName: 'Jo', lastName: "O'Neil & Co" }), { firstName: 'Kim', phoneNumber: null });
    const mail = await h.mailTo(supporter.email!);
    expect(mail.subject).toBe('A letter for Jo?');
    expect(mail.text?.trim()).toBe(`Dear Kim, Jo O'Neil & Co would value your words: start here (${supporter.shortCodeUrl}) %Unknown%`);
    expect(mail.html).toContain('Jo O&#39;Neil &amp; Co would value your words');
  });
});
