import { Roles } from '@app/contracts';
import type { StoredEvent } from '@app/platform';
import { seededContentBlockId } from '../../content-blocks/seed-content-blocks/seed-content-blocks.js';
import { messageIdFor } from '../message-id.js';
import { e164, startClientMessagesHarness, type ClientMessagesHarness } from '../../testing/client-messages-harness.js';
import { CLIENT_INVITATION_HANDLERS } from '../../reactions/client-invitation.reaction.js';

let h: ClientMessagesHarness;

beforeAll(async () => {
  h = await startClientMessagesHarness('invite');
});
afterAll(() => h?.close());

/** Waits until both invitation handlers have acknowledged `event`, the latest ClientInvited (and every one before it). */
async function bothChannelsHandled(event: StoredEvent): Promise<void> {
  for (const handler of Object.values(CLIENT_INVITATION_HANDLERS)) await h.clientEventConsumed(handler, event);
}

describe("clients' ClientInvited -> the invitation", () => {
  it('mails and texts the client their personal link, from the content blocks, and records EmailSent and SmsSent to the client', async () => {
    const { event, client } = await h.inviteClient({ firstName: 'Ana', subscriberDisplayName: 'Lee & Partners' });

    const mail = await h.mailTo(client.email!);
    expect(mail.subject).toBe('Your questionnaire from Lee & Partners');
    expect(mail.text).toMatch(/^Hello Ana,\n\nLee & Partners has invited you to fill in a confidential questionnaire/);
    expect(mail.text).toContain(`Start your questionnaire (${client.shortCodeUrl})`);
    expect(mail.text).toContain('This link is personal to you: please do not share it.');
    expect(mail.html).toContain(`<a href="${client.shortCodeUrl}" rel="noopener noreferrer">Start your questionnaire</a>`);
    expect(mail.html).toContain('Lee &amp; Partners has invited you');
    expect(mail.html).toContain('<title>Your questionnaire from Lee &amp; Partners</title>');
    expect(mail.html).toContain('<html lang="en">');

    const text = await h.textTo(client.phoneNumber!);
    expect(text.body).toBe(`Lee & Partners has invited you to fill in a confidential questionnaire. This link is personal to you, please do not share it: ${client.shortCodeUrl}`);
    // Nothing about the client in the text but the link: no names, no address.
    for (const personal of [client.firstName, client.lastName, client.email!]) expect(text.body).not.toContain(personal);

    const emailId = messageIdFor(CLIENT_INVITATION_HANDLERS.email, event.metadata.eventId);
    const smsId = messageIdFor(CLIENT_INVITATION_HANDLERS.sms, event.metadata.eventId);
    const [emailSent, smsSent] = [await h.waitForMessage(emailId), await h.waitForMessage(smsId)];
    expect(emailSent).toMatchObject({ type: 'EmailSent', streamId: `message-${emailId}` });
    expect(emailSent.data).toEqual({
      messageId: emailId,
      personId: client.clientId,
      to: client.email,
      template: 'client-invitation-email',
      causationEventId: event.metadata.eventId,
      providerMessageId: expect.stringMatching(/^<.+@.+>$/),
    });
    expect(smsSent.type).toBe('SmsSent');
    expect(smsSent.data).toEqual({
      messageId: smsId,
      personId: client.clientId,
      to: e164(client.phoneNumber!),
      template: 'client-invitation-sms',
      causationEventId: event.metadata.eventId,
      providerMessageId: text.id,
    });
    for (const sent of [emailSent, smsSent]) {
      expect(sent.metadata).toMatchObject({ causationId: event.metadata.eventId, correlationId: event.metadata.correlationId });
    }
    // The notification database keeps no plain recipient in the job table either.
    await h.endedSendJob(emailId);
    const job = await h.sendJob(emailId);
    expect(JSON.stringify(job.data)).not.toContain(client.email!);
    expect(JSON.stringify(job.data)).not.toContain(client.shortCodeUrl);
    expect(JSON.stringify(job.data)).not.toContain(client.firstName);
  });

  it('sends only by the channels the attorney chose, even with both contacts on file', async () => {
    const byEmail = await h.inviteClient({ useEmail: true, useSms: false });
    const byText = await h.inviteClient({ useEmail: false, useSms: true });
    const neither = await h.inviteClient({ useEmail: false, useSms: false });
    await h.mailTo(byEmail.client.email!);
    await h.textTo(byText.client.phoneNumber!);
    await bothChannelsHandled(neither.event);
    await h.endedSendJob(messageIdFor(CLIENT_INVITATION_HANDLERS.email, byEmail.event.metadata.eventId));
    await h.endedSendJob(messageIdFor(CLIENT_INVITATION_HANDLERS.sms, byText.event.metadata.eventId));

    expect(await h.outbox(e164(byEmail.client.phoneNumber!))).toEqual([]);
    expect(await h.mailbox(byText.client.email!)).toEqual([]);
    expect(await h.mailbox(neither.client.email!)).toEqual([]);
    expect(await h.outbox(e164(neither.client.phoneNumber!))).toEqual([]);
    expect((await h.messagesTo(byEmail.client.clientId)).map((e) => [e.type, e.data.template])).toEqual([['EmailSent', 'client-invitation-email']]);
    expect((await h.messagesTo(byText.client.clientId)).map((e) => [e.type, e.data.template])).toEqual([['SmsSent', 'client-invitation-sms']]);
    expect(await h.messagesTo(neither.client.clientId)).toEqual([]);
  });

  it('names "Your attorney" as the sender when the subscriber has no display name', async () => {
    const { client } = await h.inviteClient({ subscriberDisplayName: null });
    expect((await h.mailTo(client.email!)).subject).toBe('Your questionnaire from Your attorney');
    expect((await h.textTo(client.phoneNumber!)).body).toMatch(/^Your attorney has invited you/);
  });

  it('writes the invitation in the client\'s language: Spanish from the Spanish blocks, naming "Su abogado" without a display name', async () => {
    const { client } = await h.inviteClient({ firstName: 'Inés', subscriberDisplayName: 'Lee & Partners', preferredLanguage: 'es' });
    const mail = await h.mailTo(client.email!);
    expect(mail.subject).toBe('Su cuestionario de Lee & Partners');
    expect(mail.text).toMatch(/^Hola, Inés:\n\nLee & Partners le ha invitado a completar un cuestionario confidencial/);
    expect(mail.text).toContain(`Comenzar el cuestionario (${client.shortCodeUrl})`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<title>Su cuestionario de Lee &amp; Partners</title>');
    expect(mail.html).toContain(`<a href="${client.shortCodeUrl}" rel="noopener noreferrer">Comenzar el cuestionario</a>`);
    const text = await h.textTo(client.phoneNumber!);
    expect(text.body).toBe(`Lee & Partners le ha invitado a completar un cuestionario confidencial. Este enlace es personal, por favor no lo comparta: ${client.shortCodeUrl}`);

    const { client: unnamed } = await h.inviteClient({ subscriberDisplayName: null, preferredLanguage: 'es', useSms: false });
    expect((await h.mailTo(unnamed.email!)).subject).toBe('Su cuestionario de Su abogado');
  });

  it('writes the text an admin saved in the content block', async () => {
    const admin = await h.tokenOf([Roles.SiteAdmin]);
    const id = seededContentBlockId('client-invitation-sms');
    const { body: block } = await h.api('GET', `/api/contentBlock/${id}`, { token: admin });
    expect(block).toMatchObject({ slug: 'client-invitation-sms', isPage: false, allowedTokens: ['%SubscriberName%', '%Link%'] });
    const saved = await h.api('PUT', `/api/contentBlock/${id}`, {
      token: admin,
      body: {
        slug: block.slug,
        title: block.title,
        description: block.description,
        isPage: false,
        concurrencyCheck: block.concurrencyCheck,
        value: 'Hi from %SubscriberName%! Your link: %Link% %Unknown%',
      },
    });
    expect(saved.status).toBe(200);

    const { client } = await h.inviteClient({ useEmail: false, subscriberDisplayName: 'Pat Lee' });
    expect((await h.textTo(client.phoneNumber!)).body).toBe(`Hi from Pat Lee! Your link: ${client.shortCodeUrl} %Unknown%`);
  });

  it('sends nothing to a client deleted before the invitation arrived', async () => {
    const { event, client } = await h.inviteErasedClient();
    await bothChannelsHandled(event);
    expect(await h.mailbox(client.email!)).toEqual([]);
    expect(await h.outbox(e164(client.phoneNumber!))).toEqual([]);
    expect(await h.messagesTo(client.clientId)).toEqual([]);
  });
});
