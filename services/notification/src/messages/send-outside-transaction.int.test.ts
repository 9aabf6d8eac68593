import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamNameOf } from '@app/contracts';
import { TEST_NATS_URL, waitFor } from '@app/platform/testing';
import { PASSWORD_RESET_EMAIL_HANDLER } from '../reactions/password-reset.reaction.js';
import { startNotificationHarness, type NotificationHarness } from '../testing/notification-harness.js';
import { startSmtpRelayStandIn, type SmtpRelayStandIn } from '../testing/smtp-relay-stand-in.js';

let relay: SmtpRelayStandIn;
let h: NotificationHarness;

beforeAll(async () => {
  relay = await startSmtpRelayStandIn();
  h = await startNotificationHarness('sendouttx', { SMTP_URL: relay.url });
});
afterAll(async () => {
  await h?.close();
  await relay?.close();
});

/** Whether identity's relay has put the event on JetStream. */
async function published(eventId: string, type: string): Promise<boolean> {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const last = await (
      await jetstreamManager(nc)
    ).streams.getMessage(streamNameOf(h.bus.prefix, 'identity'), {
      last_by_subj: `${h.bus.prefix}.identity.user.${type}`,
    });
    return last?.json<{ metadata: { eventId: string } }>().metadata.eventId === eventId;
  } finally {
    await nc.close();
  }
}

it('holds no transaction open while a mail is with the SMTP server, and identity keeps publishing meanwhile', async () => {
  const email = `held-${randomUUID().slice(0, 8)}@example.com`;
  const cause = await h.requestPasswordReset({ email });
  await relay.heldMailArrived();
  const { since } = (await sql<{ since: Date }>`SELECT clock_timestamp() AS since`.execute(h.db)).rows[0];

  // Every relay reads only below the cluster's oldest running transaction: one held open across the
  // send would stop identity's relay here until the mail is through.
  const later = await h.registerUser({ source: 'self' });
  await waitFor(() => published(later.metadata.eventId, 'UserRegistered'));

  // No session of notification's database has had its transaction open since before the mail
  // reached the SMTP server (short ones come and go; none spans the send).
  const spanning = await sql`
    SELECT application_name, state, xact_start FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start <= ${since}`.execute(h.db);
  expect(spanning.rows).toEqual([]);
  expect(await h.messageEvents(PASSWORD_RESET_EMAIL_HANDLER, cause)).toEqual([]);

  relay.releaseHeld();
  const sent = await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause);
  expect(sent.type).toBe('EmailSent');
  expect(relay.mails.filter((mail) => mail.rcptTo.includes(email))).toHaveLength(1);
});
