/**
 * Integration-test harness for the messages to clients: the notification harness (identity's
 * stand-in) plus stand-ins for clients and survey, whose events reach notification through the real
 * relay, JetStream and their vaults as those services publish them, and access tokens signed by a
 * local JWKS for notification's endpoints. No reminder pass runs by itself: each test runs its own,
 * at the time it names.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  clientsPersonalData,
  Roles,
  surveyPersonalData,
  type ClientEventData,
  type ClientEventType,
  type Language,
  type LocalMail,
  type LocalText,
  type Role,
  type SurveyEventData,
  type SurveyEventType,
} from '@app/contracts';
import { JOBS_SCHEMA, type StoredEvent } from '@app/platform';
import { apiOf, clientInvitation, startStandInService, type TestEvent, waitFor, waitUntilConsumed } from '@app/platform/testing';
import { CLIENT_REMINDERS_QUEUE, type RemindersPass } from '../messages/client-reminder/client-reminders.job.js';
import { messageStreamOf } from '../messages/message-id.js';
import { startLocalJwks } from './local-jwks.js';
import { startNotificationHarness } from './notification-harness.js';

export type ClientMessagesHarness = Awaited<ReturnType<typeof startClientMessagesHarness>>;

/** The outbox's form of a number in the spec's format. */
export const e164 = (phoneNumber: string) => `+1${phoneNumber.replace(/-/g, '')}`;

/** A US number in the spec's format, different each time. */
/** A client as clients invites them (the platform kit's invitation), named as notification's tests expect. */
export const aClientInvitation = (overrides: Partial<ClientEventData<'ClientInvited'>>): ClientEventData<'ClientInvited'> =>
  clientInvitation({ subscriberDisplayName: 'Lee & Partners', firstName: 'Robin', ...overrides });

const aPhoneNumber = () => `555-${String(Math.floor(Math.random() * 900) + 100)}-${String(Math.floor(Math.random() * 9000) + 1000)}`;

/** A supporter the client listed, as clients invites them: email and phone, unless a test says otherwise. */
export function aSupporterInvitation(client: ClientEventData<'ClientInvited'>, overrides: Partial<ClientEventData<'SupporterInvited'>>): ClientEventData<'SupporterInvited'> {
  const supporterId = overrides.supporterId ?? randomUUID();
  const shortCode = randomUUID().replace(/-/g, '').slice(0, 13);
  return {
    supporterId,
    clientId: client.clientId,
    subscriberId: client.subscriberId,
    slot: 1,
    firstName: 'Sam',
    lastName: `Supporter-${supporterId.slice(0, 8)}`,
    clientRelationship: 'Sister',
    language: client.preferredLanguage,
    email: `supporter-${supporterId.slice(0, 8)}@example.com`,
    phoneNumber: aPhoneNumber(),
    clientFirstName: client.firstName,
    clientLastName: client.lastName,
    shortCode,
    shortCodeUrl: `https://survey.example.test/p/${shortCode}`,
    ...overrides,
  };
}

export async function startClientMessagesHarness(label: string, extraEnv: Record<string, string> = {}) {
  const jwks = await startLocalJwks();
  const h = await startNotificationHarness(label, { JWKS_URL: jwks.jwksUrl, REMINDER_JOB_CRON: '0 0 1 1 *', ...extraEnv });
  const clients = await startStandInService('clients', clientsPersonalData, `${label}_cli`, h.bus.prefix);
  const survey = await startStandInService('survey', surveyPersonalData, `${label}_srv`, h.bus.prefix);

  const appendClientEvent = <T extends ClientEventType>(type: T, data: ClientEventData<T>) => clients.append(`client-${data.clientId}`, type, data);
  const appendFormEvent = <T extends SurveyEventType>(type: T, data: SurveyEventData<T> & { formId: string }) => survey.append(`form-${data.formId}`, type, data);
  const jobState = async (id: string) => (await sql<{ state: string }>`SELECT state FROM ${sql.table(`${JOBS_SCHEMA}.job`)} WHERE id = ${id}`.execute(h.db)).rows[0]?.state;

  /** The first of `found`'s answer once there is one (15 s at most). */
  const first = async <T>(found: () => Promise<T[]>): Promise<T> =>
    (
      await waitFor(async () => {
        const all = await found();
        return all.length > 0 ? all : undefined;
      }, 15_000)
    )[0];

  return {
    ...h,
    get notification() {
      return h.notification;
    },

    /** The first mail to `email`, once one came. */
    mailTo: (email: string): Promise<LocalMail> => first(() => h.mailbox(email)),

    /** The first text to `phoneNumber` (the spec's format), once one came. */
    textTo: (phoneNumber: string): Promise<LocalText> => first(() => h.outbox(e164(phoneNumber))),

    /** Appends clients' ClientInvited (of `aClientInvitation(overrides)`); answers the event and the invitation. */
    async inviteClient(overrides: Partial<ClientEventData<'ClientInvited'>> = {}) {
      const client = aClientInvitation(overrides);
      return { event: await appendClientEvent('ClientInvited', client), client };
    },

    /** As an operator renews the client's link (clients' ClientLinkRenewed); answers the event and the new link. */
    async renewClientLink(client: ClientEventData<'ClientInvited'>) {
      const shortCode = clientInvitation().shortCode;
      const link = { clientId: client.clientId, shortCode, shortCodeUrl: `https://survey.example.test/c/${shortCode}`, shortCodeHash: `hash-of-${shortCode}` };
      return { event: await appendClientEvent('ClientLinkRenewed', link), shortCodeUrl: link.shortCodeUrl };
    },

    /** As an operator renews a supporter's link (clients' SupporterLinkRenewed, repeating the invitation's names and contacts); answers the event and the new link. */
    async renewSupporterLink(supporter: ClientEventData<'SupporterInvited'>) {
      const { supporterId, clientId, firstName, email, phoneNumber, clientFirstName, clientLastName, language } = supporter;
      const shortCode = clientInvitation().shortCode;
      const link = { shortCode, shortCodeUrl: `https://survey.example.test/p/${shortCode}`, shortCodeHash: `hash-of-${shortCode}` };
      const renewed = { supporterId, clientId, firstName, email, phoneNumber, clientFirstName, clientLastName, language, ...link };
      return { event: await clients.append(`supporter-${supporterId}`, 'SupporterLinkRenewed', renewed), shortCodeUrl: link.shortCodeUrl };
    },

    /** As the attorney corrects the client's name and contacts (clients' ClientContactChanged, issue 36). */
    changeContact: (
      client: ClientEventData<'ClientInvited'>,
      contact: Pick<ClientEventData<'ClientContactChanged'>, 'firstName' | 'email' | 'phoneNumber' | 'useEmail' | 'useSms'>,
    ) => appendClientEvent('ClientContactChanged', { clientId: client.clientId, applicationUserId: client.applicationUserId, lastName: client.lastName, ...contact }),

    /** As the client chooses another language on their page (clients' ClientLanguageChanged). */
    changeLanguage: (client: ClientEventData<'ClientInvited'>, language: Language) => appendClientEvent('ClientLanguageChanged', { clientId: client.clientId, language }),

    /** As clients deletes a client: its own key of the client erased with the append of ClientDeleted. */
    async deleteClient(client: ClientEventData<'ClientInvited'>, deletedBy = client.subscriberId): Promise<StoredEvent> {
      const { clientId, applicationUserId, subscriberId } = client;
      return clients.running.runtime.db.transaction().execute(async (trx) => {
        await clients.running.runtime.vault.erase(clientId, trx);
        return clients.append(`client-${clientId}`, 'ClientDeleted', { clientId, applicationUserId, subscriberId, deletedBy }, trx);
      });
    },

    /** As clients appends ClientInvited for a client deleted before the event went out: its personal fields erased. */
    async inviteErasedClient(overrides: Partial<ClientEventData<'ClientInvited'>> = {}) {
      const client = aClientInvitation(overrides);
      const event = await clients.running.runtime.db.transaction().execute(async (trx) => {
        const appended = await clients.append(`client-${client.clientId}`, 'ClientInvited', client, trx);
        await clients.running.runtime.vault.erase(client.clientId, trx);
        return appended;
      });
      return { event, client };
    },

    /** Appends clients' SupporterInvited (of `aSupporterInvitation(client, overrides)`) on the supporter's stream; answers the event and the invitation. */
    async inviteSupporter(client: ClientEventData<'ClientInvited'>, overrides: Partial<ClientEventData<'SupporterInvited'>> = {}) {
      const supporter = aSupporterInvitation(client, overrides);
      return { event: await clients.append(`supporter-${supporter.supporterId}`, 'SupporterInvited', supporter), supporter };
    },

    /** As clients appends SupporterInvited when the client was deleted before the event went out: its personal fields erased. */
    async inviteSupporterOfErasedClient(client: ClientEventData<'ClientInvited'>) {
      const supporter = aSupporterInvitation(client, {});
      const event = await clients.running.runtime.db.transaction().execute(async (trx) => {
        const appended = await clients.append(`supporter-${supporter.supporterId}`, 'SupporterInvited', supporter, trx);
        await clients.running.runtime.vault.erase(client.clientId, trx);
        return appended;
      });
      return { event, supporter };
    },

    /** Appends survey's FormCreated for the client (no pages: notification reads none); answers the form id. */
    /** Survey's FormCreated for the client's form: its id and the stored event (to wait until it is consumed). */
    async createForm(client: ClientEventData<'ClientInvited'>): Promise<{ formId: string; created: StoredEvent }> {
      const formId = randomUUID();
      const { clientId, subscriberId, applicationUserId, isProctored, firstName, lastName, email, phoneNumber } = client;
      const form = { formId, clientId, subscriberId, applicationUserId, isProctored, firstName, lastName, email, phoneNumber };
      const created = await appendFormEvent('FormCreated', { ...form, key: 'Default', pages: [] });
      return { formId, created };
    },

    completeForm(client: ClientEventData<'ClientInvited'>, formId: string): Promise<StoredEvent> {
      return appendFormEvent('FormCompleted', { formId, clientId: client.clientId, subscriberId: client.subscriberId });
    },

    /** Appends a clients event on any of its streams (`supporter-<id>`, say). */
    appendClientEventOn: <T extends ClientEventType>(streamId: string, type: T, data: ClientEventData<T>) => clients.append(streamId, type, data),
    /** Appends a survey event on any of its streams. */
    appendFormEventOn: <T extends SurveyEventType>(streamId: string, type: T, data: SurveyEventData<T>) => survey.append(streamId, type, data),

    /** Waits until the durable consumer `handler` has acknowledged `event` of clients' stream. */
    clientEventConsumed: (handler: string, event: StoredEvent) => waitUntilConsumed(h.bus.prefix, 'clients', handler, event),
    formEventConsumed: (handler: string, event?: StoredEvent) => waitUntilConsumed(h.bus.prefix, 'survey', handler, event),

    /** Runs one pass of the reminders job as the schedule does, as if at `at`, and waits for it to finish. */
    async remindersPass(at: Date): Promise<void> {
      const id = randomUUID();
      const pass: RemindersPass = { at: at.toISOString() };
      await h.notification.runtime.jobs.enqueue(CLIENT_REMINDERS_QUEUE, pass, { id });
      await waitFor(async () => (await jobState(id)) === 'completed');
    },

    /** The events of the message `messageId` (empty until its outcome is recorded). */
    messageEventsOf: (messageId: string) => h.notification.runtime.store.readStream(messageStreamOf(messageId)),

    async waitForMessage(messageId: string): Promise<TestEvent> {
      const [event] = await waitFor(async () => {
        const found = await h.notification.runtime.store.readStream(messageStreamOf(messageId));
        return found.length > 0 ? found : undefined;
      }, 15_000);
      return event;
    },

    /** Every message event to the person, oldest first. */
    async messagesTo(personId: string): Promise<TestEvent[]> {
      const { rows } = await sql<{ stream_id: string }>`
        SELECT stream_id, min(position) AS first FROM events WHERE data->>'personId' = ${personId} GROUP BY stream_id ORDER BY first`.execute(h.db);
      return (await Promise.all(rows.map((row) => h.notification.runtime.store.readStream(row.stream_id)))).flat();
    },

    /** An access token of a new user (or `userId`) with `roles`. */
    async tokenOf(roles: Role[], userId: string = randomUUID()): Promise<string> {
      return jwks.sign({ userId, roles, expiresIn: 60 * 60 });
    },

    subscriberToken: (client: ClientEventData<'ClientInvited'>) => jwks.sign({ userId: client.subscriberId, roles: [Roles.Subscriber], expiresIn: 60 * 60 }),

    api: (method: string, path: string, options?: Parameters<ReturnType<typeof apiOf>>[2]) => apiOf(h.notification.url)(method, path, options),

    async close() {
      await clients.close();
      await survey.close();
      await h.close();
      await jwks.close();
    },
  };
}
