import type { LocalMail, LocalText } from '@app/contracts';
import { waitFor } from '@app/platform/testing';
import { CLIENT_REMINDER_SCHEDULE_HANDLER } from '../../reactions/client-reminder-schedule.reaction.js';
import { e164, startClientMessagesHarness, type ClientMessagesHarness } from '../../testing/client-messages-harness.js';

let h: ClientMessagesHarness;

beforeAll(async () => {
  h = await startClientMessagesHarness('contact_changed');
});
afterAll(() => h?.close());

const DAY = 24 * 60 * 60 * 1000;
const mailWith = (email: string, link: string) => waitFor(async () => (await h.mailbox(email)).find((mail: LocalMail) => mail.text?.includes(link)), 15_000);

describe("clients' ClientContactChanged", () => {
  it('sends the resent invitation and the reminders to the corrected contacts with the corrected name, never to the old ones', async () => {
    const { event, client } = await h.inviteClient({ firstName: 'Noor', reminderDays: 5 });
    await mailWith(client.email!, client.shortCodeUrl);
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, event);

    const email = `corrected-${client.clientId.slice(0, 8)}@example.test`;
    const changed = await h.changeContact(client, { firstName: 'Nour', email, phoneNumber: '555-010-0142', useEmail: true, useSms: false });
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, changed);

    const renewal = await h.renewClientLink(client);
    const mail = await mailWith(email, renewal.shortCodeUrl);
    expect(mail.text).toMatch(/^Hello Nour,/);
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, renewal.event);
    expect((await h.mailbox(client.email!)).some((one: LocalMail) => one.text?.includes(renewal.shortCodeUrl))).toBe(false);
    // The text-message channel was turned off: nothing by text, to the old number or the new one.
    expect((await h.outbox(e164(client.phoneNumber!))).some((text: LocalText) => text.body.includes(renewal.shortCodeUrl))).toBe(false);
    expect(await h.outbox(e164('555-010-0142'))).toEqual([]);

    await h.remindersPass(new Date(Date.parse(event.metadata.occurredAt) + 5 * DAY + 60_000));
    const reminder = await waitFor(async () => (await h.mailbox(email)).find((one: LocalMail) => one.subject === 'A reminder about your questionnaire'), 15_000);
    expect(reminder.text).toContain(renewal.shortCodeUrl);
    expect((await h.mailbox(client.email!)).some((one: LocalMail) => one.subject === 'A reminder about your questionnaire')).toBe(false);
  });

  it('starts the reminders when a correction gives a client invited without a channel an email, counted from the correction; stops them when it takes the last channel away', async () => {
    const { event, client } = await h.inviteClient({ firstName: 'Ada', reminderDays: 3, useEmail: false, useSms: false });
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, event);
    const email = `found-${client.clientId.slice(0, 8)}@example.test`;
    const given = await h.changeContact(client, { firstName: 'Ada', email, phoneNumber: null, useEmail: true, useSms: false });
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, given);

    await h.remindersPass(new Date(Date.parse(given.metadata.occurredAt) + 3 * DAY + 60_000));
    const reminder = await waitFor(async () => (await h.mailbox(email)).find((one: LocalMail) => one.subject === 'A reminder about your questionnaire'), 15_000);
    expect(reminder.text).toMatch(/^Hello Ada,/);

    const other = await h.inviteClient({ firstName: 'Ben', reminderDays: 3 });
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, other.event);
    const taken = await h.changeContact(other.client, { firstName: 'Ben', email: other.client.email, phoneNumber: other.client.phoneNumber, useEmail: false, useSms: false });
    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, taken);
    const schedule = await h.db.selectFrom('client_reminders').select('next_reminder_at').where('client_id', '=', other.client.clientId).executeTakeFirstOrThrow();
    expect(schedule.next_reminder_at).toBeNull();
  });
});
