import { NotificationTemplates, type LocalMail, type LocalText } from '@app/contracts';
import { waitFor } from '@app/platform/testing';
import { messageIdFor } from '../message-id.js';
import { CLIENT_REMINDER_SCHEDULE_HANDLER } from '../../reactions/client-reminder-schedule.reaction.js';
import { SUPPORTER_LINK_RENEWED_HANDLERS } from '../../reactions/supporter-invitation.reaction.js';
import { e164, startClientMessagesHarness, type ClientMessagesHarness } from '../../testing/client-messages-harness.js';

let h: ClientMessagesHarness;

beforeAll(async () => {
  h = await startClientMessagesHarness('renewed');
});
afterAll(() => h?.close());

const DAY = 24 * 60 * 60 * 1000;

/** The mail to `email` whose text holds `link`, once it arrived. */
const mailWith = (email: string, link: string) => waitFor(async () => (await h.mailbox(email)).find((mail: LocalMail) => mail.text?.includes(link)), 15_000);
const textWith = (phoneNumber: string, link: string) => waitFor(async () => (await h.outbox(e164(phoneNumber))).find((text: LocalText) => text.body.includes(link)), 15_000);

describe("clients' ClientLinkRenewed", () => {
  it("sends the invitation again with the new link by the invitation's channels, and the reminders carry it from then on", async () => {
    const { event, client } = await h.inviteClient({ firstName: 'Noor', reminderDays: 5 });
    await mailWith(client.email!, client.shortCodeUrl);
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, event);

    const renewal = await h.renewClientLink(client);
    const mail = await mailWith(client.email!, renewal.shortCodeUrl);
    expect(mail.subject).toBe('Your questionnaire from Lee & Partners');
    expect(mail.text).toMatch(/^Hello Noor,/);
    expect(mail.text).not.toContain(client.shortCodeUrl);
    expect((await textWith(client.phoneNumber!, renewal.shortCodeUrl)).body).not.toContain(client.shortCodeUrl);
    const sent = (await h.messagesTo(client.clientId)).filter((message) => message.data.causationEventId === renewal.event.metadata.eventId);
    expect(sent.map((message) => [message.type, message.data.template]).sort()).toEqual([
      ['EmailSent', NotificationTemplates.clientInvitationEmail],
      ['SmsSent', NotificationTemplates.clientInvitationSms],
    ]);

    await h.remindersPass(new Date(Date.parse(event.metadata.occurredAt) + 5 * DAY + 60_000));
    const reminder = await waitFor(async () => (await h.mailbox(client.email!)).find((one: LocalMail) => one.subject === 'A reminder about your questionnaire'), 15_000);
    expect(reminder.text).toContain(renewal.shortCodeUrl);
    expect(reminder.text).not.toContain(client.shortCodeUrl);
  });

  it('sends a Spanish-speaking client the renewed invitation in Spanish, the mail saying lang="es"', async () => {
    const { event, client } = await h.inviteClient({ firstName: 'Inés', preferredLanguage: 'es' });
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, event);
    const renewal = await h.renewClientLink(client);
    const mail = await mailWith(client.email!, renewal.shortCodeUrl);
    expect(mail.subject).toBe('Su cuestionario de Lee & Partners');
    expect(mail.text).toMatch(/^Hola, Inés:/);
    expect(mail.html).toContain('<html lang="es">');
    expect((await textWith(client.phoneNumber!, renewal.shortCodeUrl)).body).toBe(
      `Lee & Partners le ha invitado a completar un cuestionario confidencial. Este enlace es personal, por favor no lo comparta: ${renewal.shortCodeUrl}`,
    );
  });

  it('sends nothing for a client deleted before the renewal arrived', async () => {
    const { event, client } = await h.inviteClient({ useSms: false });
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, event);
    await h.deleteClient(client);
    const renewal = await h.renewClientLink(client);
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, renewal.event);
    expect((await h.messagesTo(client.clientId)).filter((message) => message.data.causationEventId === renewal.event.metadata.eventId)).toEqual([]);
    expect(await h.sendJob(messageIdFor('notification-client-link-renewed-email', renewal.event.metadata.eventId))).toBeUndefined();
  });
});

describe("clients' SupporterLinkRenewed", () => {
  it('sends the supporter the invitation again with the new link, to each contact the client gave', async () => {
    const { client } = await h.inviteClient();
    const { supporter } = await h.inviteSupporter(client, { firstName: 'Ida' });
    await mailWith(supporter.email!, supporter.shortCodeUrl);

    const renewal = await h.renewSupporterLink(supporter);
    const mail = await mailWith(supporter.email!, renewal.shortCodeUrl);
    expect(mail.text).toContain('Ida');
    expect(mail.text).not.toContain(supporter.shortCodeUrl);
    await textWith(supporter.phoneNumber!, renewal.shortCodeUrl);
    for (const handler of Object.values(SUPPORTER_LINK_RENEWED_HANDLERS)) await h.clientEventConsumed(handler, renewal.event);
  });

  it('writes a Spanish-speaking client\'s supporter the renewed invitation in Spanish, the mail saying lang="es"', async () => {
    const { client } = await h.inviteClient({ firstName: 'Inés', lastName: 'Ruiz', preferredLanguage: 'es' });
    const { supporter } = await h.inviteSupporter(client, { firstName: 'Ida' });
    await mailWith(supporter.email!, supporter.shortCodeUrl);

    const renewal = await h.renewSupporterLink(supporter);
    const mail = await mailWith(supporter.email!, renewal.shortCodeUrl);
    expect(mail.subject).toBe('Inés Ruiz le pide una carta de apoyo');
    expect(mail.text).toMatch(/^Hola, Ida:/);
    expect(mail.html).toContain('<html lang="es">');
    expect((await textWith(supporter.phoneNumber!, renewal.shortCodeUrl)).body).toBe(
      `Inés Ruiz le pide que escriba una carta de apoyo para su abogado. Toma unos minutos. Este enlace es personal, por favor no lo comparta: ${renewal.shortCodeUrl}`,
    );
  });
});
