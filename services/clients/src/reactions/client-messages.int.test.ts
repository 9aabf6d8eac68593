import { randomUUID } from 'node:crypto';
import { NotificationTemplates } from '@app/contracts';
import { startClients, type ClientsHarness, type TestUser } from '../testing/clients-test-kit.js';

let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };

beforeAll(async () => {
  h = await startClients('messages');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const timeline = async (clientId: string) => {
  const answer = await h.api('GET', `/api/client/${clientId}?includes=clientEvents`, { token: subscriber.token });
  expect(answer.status).toBe(200);
  return (answer.body.clientEvents as { eventType: string; description: string }[]).map(({ eventType, description }) => ({ eventType, description }));
};
const timelineRows = (clientId: string) => h.running.runtime.db.selectFrom('client_events').select('event_type').where('client_id', '=', clientId).execute();

describe("notification's messages to a client, on the client's timeline", () => {
  it('each invitation and reminder sent or failed, by channel, newest first', async () => {
    const client = await h.invited(subscriber);
    expect(await timeline(client.id)).toEqual([]);

    await h.message(client, 'EmailSent', NotificationTemplates.clientInvitationEmail);
    await h.message(client, 'SmsSent', NotificationTemplates.clientInvitationSms);
    await h.message(client, 'EmailSent', NotificationTemplates.clientReminderEmail);
    await h.message(client, 'SmsFailed', NotificationTemplates.clientReminderSms);
    await h.message(client, 'EmailFailed', NotificationTemplates.clientInvitationEmail);

    expect(await timeline(client.id)).toEqual([
      { eventType: 'InviteFailed', description: 'Invitation by email could not be sent.' },
      { eventType: 'ReminderFailed', description: 'Reminder by text message could not be sent.' },
      { eventType: 'ReminderSent', description: 'Reminder sent by email.' },
      { eventType: 'InviteSent', description: 'Invitation sent by text message.' },
      { eventType: 'InviteSent', description: 'Invitation sent by email.' },
    ]);
  });

  it('sits in the timeline by when it was sent, among the progress survey reports', async () => {
    const client = await h.invited(subscriber);
    await h.message(client, 'EmailSent', NotificationTemplates.clientInvitationEmail);
    const { formId } = await h.formCreated(client);
    await h.formStarted(client, formId);
    await h.message(client, 'SmsSent', NotificationTemplates.clientReminderSms);
    await h.formCompleted(client, formId);
    expect((await timeline(client.id)).map((entry) => entry.eventType)).toEqual(['Completed', 'ReminderSent', 'Started', 'InviteSent']);
  });

  it("messages to anyone else change no client's timeline", async () => {
    const client = await h.invited(subscriber);
    await h.message(client, 'EmailSent', NotificationTemplates.passwordReset);
    await h.message(client, 'SmsSent', NotificationTemplates.verificationCode);
    await h.message({ id: randomUUID() }, 'EmailSent', NotificationTemplates.clientInvitationEmail);
    expect(await timelineRows(client.id)).toEqual([]);
  });

  it('a delivery recorded after the client was deleted adds nothing', async () => {
    const client = await h.invited(subscriber);
    await h.message(client, 'EmailSent', NotificationTemplates.clientInvitationEmail);
    expect((await h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: client.id } })).status).toBe(204);
    await h.message(client, 'SmsSent', NotificationTemplates.clientInvitationSms);
    expect(await timelineRows(client.id)).toEqual([]);
  });
});
