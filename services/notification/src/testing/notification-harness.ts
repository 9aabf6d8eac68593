/**
 * Integration-test harness: the notification service as it runs, next to a minimal service named
 * 'identity' (identity's personal-data rules and event store, nothing else) whose events reach
 * notification through the real relay, JetStream and identity's vault. Used by the *.int.test.ts files.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { identityPersonalData, streamNameOf, type IdentityEventData, type IdentityEventType, type LocalMail, type LocalText } from '@app/contracts';
import { createDatabase, deadLetterQueueOf, dropDatabase, JOBS_SCHEMA, startService, type RunningService, type StoredEvent } from '@app/platform';
import { startStandInService, testBus, testServiceEnv, UNUSED_JWKS_URL, waitFor, waitUntilConsumed, TEST_NATS_URL, type TestEvent } from '@app/platform/testing';
import { messageIdFor, messageStreamOf } from '../messages/message-id.js';
import { SEND_MESSAGE_QUEUE } from '../messages/message-job.js';
import { notificationService } from '../notification.service.js';
import type { NotificationDatabase } from '../notification-database.js';

export type NotificationHarness = Awaited<ReturnType<typeof startNotificationHarness>>;

const anAddress = () => `person-${randomUUID().slice(0, 8)}@example.com`;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Data of identity's events that ask for a message: a new person each time, unless a test says otherwise. */
const madeUpData = {
  PasswordResetRequested: () => ({ userId: randomUUID(), email: anAddress(), token: randomUUID(), tokenHash: 'not-checked-here', expiresAt: minutesFromNow(60) }),
  VerificationCodeSent: () => ({
    userId: randomUUID(),
    phoneNumber: '555-123-4567',
    purpose: 'login',
    code: '123456',
    codeHash: 'not-checked-here',
    expiresAt: minutesFromNow(10),
  }),
  /** By default a member an enterprise administrator added (no password). */
  UserRegistered: () => ({ userId: randomUUID(), email: anAddress(), passwordHash: null, roles: ['Subscriber'], source: 'enterprise' }),
} satisfies { [T in IdentityEventType]?: () => IdentityEventData<T> };

export async function startNotificationHarness(label: string, extraEnv: Record<string, string> = {}) {
  const bus = testBus(label);
  const notificationEnv = testServiceEnv(`${label}_ntf`, bus.prefix, {
    JWKS_URL: UNUSED_JWKS_URL,
    LOCAL_SMTP_PORT: '0',
    DEV_PAGES: 'on',
    SEND_RETRY_DELAY_SECONDS: '1',
    ...extraEnv,
  });
  const identity = await startStandInService('identity', identityPersonalData, `${label}_idn`, bus.prefix);
  let notification: RunningService<NotificationDatabase> | undefined = await startService(notificationService(), notificationEnv);
  const db = createDatabase<NotificationDatabase>(notificationEnv.DATABASE_URL!, 2);
  const running = () => {
    if (!notification) throw new Error('The notification service is stopped');
    return notification;
  };

  const appendIdentityEvent = <T extends IdentityEventType>(type: T, data: IdentityEventData<T>) => identity.append(`user-${(data as { userId: string }).userId}`, type, data);
  const appendMadeUp =
    <T extends keyof typeof madeUpData>(type: T) =>
    (overrides: Partial<IdentityEventData<T>> = {}) =>
      appendIdentityEvent(type, { ...madeUpData[type](), ...overrides } as IdentityEventData<T>);

  return {
    bus,
    identity: identity.running,
    /** The notification service's database, read directly. */
    db,
    get notification() {
      return running();
    },

    requestPasswordReset: appendMadeUp('PasswordResetRequested'),
    sendVerificationCode: appendMadeUp('VerificationCodeSent'),
    registerUser: appendMadeUp('UserRegistered'),

    erasePerson(userId: string) {
      return appendIdentityEvent('PersonalDataErased', { userId });
    },

    /** The notification events of the message `handler` sent for `cause` (empty until recorded). */
    messageEvents(handler: string, cause: StoredEvent): Promise<TestEvent[]> {
      return running().runtime.store.readStream(messageStreamOf(messageIdFor(handler, cause.metadata.eventId)));
    },

    async waitForMessageEvent(handler: string, cause: StoredEvent, timeoutMs = 15_000): Promise<TestEvent> {
      const events = await waitFor(async () => {
        const found = await this.messageEvents(handler, cause);
        return found.length > 0 ? found : undefined;
      }, timeoutMs);
      expect(events).toHaveLength(1);
      return events[0];
    },

    /** Waits for the EmailSent event of the message `handler` sent for `cause`, checks what it records, and answers the message id. */
    async expectEmailSent(handler: string, cause: StoredEvent, email: { personId: string; to: string; template: string }): Promise<string> {
      const sent = await this.waitForMessageEvent(handler, cause);
      const messageId = messageIdFor(handler, cause.metadata.eventId);
      expect(sent.type).toBe('EmailSent');
      expect(sent.streamId).toBe(`message-${messageId}`);
      expect(sent.data).toEqual({
        messageId,
        ...email,
        causationEventId: cause.metadata.eventId,
        providerMessageId: expect.stringMatching(/^<.+@.+>$/),
      });
      expect(sent.metadata).toMatchObject({ causationId: cause.metadata.eventId, correlationId: cause.metadata.correlationId });
      return messageId;
    },

    async get(path: string): Promise<Response> {
      return fetch(`${running().url}${path}`);
    },

    async mailbox(to?: string): Promise<LocalMail[]> {
      const response = await this.get(`/api/dev/mailbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}`);
      expect(response.status).toBe(200);
      return (await response.json()) as LocalMail[];
    },

    async outbox(to?: string): Promise<LocalText[]> {
      const response = await this.get(`/api/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}`);
      expect(response.status).toBe(200);
      return (await response.json()) as LocalText[];
    },

    /** The send-message job of a message (its id is the message id), as pg-boss keeps it. */
    async sendJob(messageId: string) {
      const { rows } = await sql<{ state: string; retry_count: number; data: Record<string, unknown> }>`
        SELECT state, retry_count, data FROM ${sql.table(`${JOBS_SCHEMA}.job`)} WHERE name = ${SEND_MESSAGE_QUEUE} AND id = ${messageId}`.execute(db);
      return rows[0];
    },

    /**
     * `sendJob` once it has ended (sent, dropped or failed for good): a worker records the message's outcome
     * before pg-boss ends its job, and a job between retries waits out its back-off first.
     */
    async endedSendJob(messageId: string, timeoutMs = 15_000) {
      return waitFor(async () => {
        const job = await this.sendJob(messageId);
        return job && ['completed', 'failed', 'cancelled'].includes(job.state) ? job : undefined;
      }, timeoutMs);
    },

    /** The data of the jobs in the send-message dead-letter queue. */
    async deadLetteredSendJobs(): Promise<Record<string, unknown>[]> {
      const { rows } = await sql<{ data: Record<string, unknown> }>`
        SELECT data FROM ${sql.table(`${JOBS_SCHEMA}.job`)} WHERE name = ${deadLetterQueueOf(SEND_MESSAGE_QUEUE)}`.execute(db);
      return rows.map((row) => row.data);
    },

    /** Waits until the durable consumer `handler` has acknowledged every event of identity's stream. */
    waitUntilConsumed: (handler: string) => waitUntilConsumed(bus.prefix, 'identity', handler),

    /** Deletes a durable consumer (of `source`'s stream): the next start creates it anew and it receives every event again. */
    async forgetConsumer(handler: string, source = 'identity'): Promise<void> {
      const nc = await connect({ servers: TEST_NATS_URL });
      try {
        await (await jetstreamManager(nc)).consumers.delete(streamNameOf(bus.prefix, source), handler);
      } finally {
        await nc.close();
      }
    },

    async stopNotification(): Promise<void> {
      await notification?.close();
      notification = undefined;
    },

    async startNotification(): Promise<void> {
      if (notification) throw new Error('The notification service is running');
      notification = await startService(notificationService(), notificationEnv);
    },

    async close(): Promise<void> {
      await notification?.close();
      await identity.close();
      await db.destroy();
      await dropDatabase(notificationEnv.DATABASE_URL!);
      await bus.removeStreams();
    },
  };
}
