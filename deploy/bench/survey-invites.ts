/**
 * Invite to link delivered: POST /api/client/invite through the gateway at a steady rate (each client
 * by email and text, as the invite form's defaults), each invitation timed from its request to its text
 * in notification's local outbox (the Twilio stand-in) and its mail in the local mailbox (the SMTP
 * stand-in): clients' append, relay and JetStream, survey's form, identity's account and notification's
 * send jobs all run meanwhile. Target: the text p99 under 1 s at 10 invites/s.
 */
import { sql } from 'kysely';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamNameOf } from '@app/contracts';
import { waitFor } from '@app/platform/testing';
import { cpuPer, cpuUse, cpuUsedSince } from './cpu-use.js';
import { atSteadyRate, countBy, fmt, percentile } from './stats.js';
import type { SurveySystem } from './survey-system.js';

const TARGET_P99_MS = 1_000;
const SHORT_CODE_IN_LINK = /\/c\/([A-Za-z0-9]+)/;

interface Invitation {
  sentAt: number;
  status?: number;
  answeredMs?: number;
  clientId?: string;
  shortCodeUrl?: string;
}

/** When each link (by short code) arrived, from `rows` of messages whose `body` holds it. */
function arrivals(rows: { body: string | null; at: Date }[]): Map<string, number> {
  const byCode = new Map<string, number>();
  for (const row of rows) {
    const code = SHORT_CODE_IN_LINK.exec(row.body ?? '')?.[1];
    if (code) byCode.set(code, row.at.getTime());
  }
  return byCode;
}

/** How the invitations' links arrived; the target counts every invite sent (`total`), answered or not. */
function deliveryLine(what: string, invitations: Invitation[], delivered: Map<string, number>, total: number, target?: number): string {
  const latencies = invitations
    .flatMap((invitation) => {
      const at = delivered.get(SHORT_CODE_IN_LINK.exec(invitation.shortCodeUrl!)![1]);
      return at === undefined ? [] : [at - invitation.sentAt];
    })
    .sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  const verdict = target === undefined ? '' : ` (target: all, p99 < ${fmt(target)} ms) ${latencies.length === total && p99 < target ? 'OK' : 'BELOW TARGET'}`;
  return `${what}: ${latencies.length} of ${total}, invite to delivered p50 ${fmt(percentile(latencies, 50))} ms, p99 ${fmt(p99)} ms, max ${fmt(latencies[latencies.length - 1] ?? NaN)} ms${verdict}`;
}

/**
 * When JetStream stored each ClientInvited that clients' relay published, by event id: read once through
 * a consumer of the bench's own, deleted after (one left behind would hold `settled` up).
 */
async function clientsEventsOnTheBus(system: SurveySystem): Promise<Map<string, number>> {
  const nc = await connect({ servers: system.natsUrl });
  const jsm = await jetstreamManager(nc);
  const stream = streamNameOf(system.busPrefix, 'clients');
  const { name } = await jsm.consumers.add(stream, { ack_policy: AckPolicy.None, deliver_policy: DeliverPolicy.All });
  try {
    const { state } = await jsm.streams.info(stream);
    const onTheBus = new Map<string, number>();
    if (state.messages === 0) return onTheBus;
    const messages = await (await jetstream(nc).consumers.get(stream, name)).consume();
    for await (const message of messages) {
      if (message.subject.endsWith('.ClientInvited')) onTheBus.set(message.headers?.get('Nats-Msg-Id') ?? '', message.info.timestampNanos / 1_000_000);
      if (message.seq >= state.last_seq) break;
    }
    return onTheBus;
  } finally {
    await jsm.consumers.delete(stream, name);
    await nc.close();
  }
}

/**
 * The text's way in stages, from the services' own records: the invite request until clients stored
 * ClientInvited (its occurredAt), until JetStream stored it (clients' relay), until notification's
 * handler began the transaction that queued the send job (pg-boss' created_on: JetStream's delivery,
 * the consumer's gathering and opening of the client's fields), until a send worker took it
 * (started_on: that transaction's commit and the worker's wake-up), until the text was in the
 * outbox. A text not delivered is counted where it stopped.
 */
async function textStages(system: SurveySystem, invitations: Invitation[], texts: Map<string, number>): Promise<string> {
  const { rows: stored } = await sql<{ client_id: string; event_id: string; at: string }>`
    SELECT data->>'clientId' AS client_id, metadata->>'eventId' AS event_id, metadata->>'occurredAt' AS at FROM events WHERE type = 'ClientInvited'`.execute(
    system.database('clients'),
  );
  const onTheBus = await clientsEventsOnTheBus(system);
  const { rows: jobs } = await sql<{ client_id: string; message_id: string; state: string; created_on: Date; started_on: Date | null }>`
    SELECT data->>'personId' AS client_id, data->>'messageId' AS message_id, state, created_on, started_on FROM pgboss.job
    WHERE name = 'send-message' AND data->>'template' = 'client-invitation-sms'`.execute(system.database('notification'));
  const storedAt = new Map(stored.map((row) => [row.client_id, Date.parse(row.at)]));
  const publishedAt = new Map(stored.map((row) => [row.client_id, onTheBus.get(row.event_id)]));
  const jobOf = new Map(jobs.map((row) => [row.client_id, row]));
  const stages: Record<string, number[]> = {
    'request to ClientInvited stored': [],
    'to ClientInvited on the bus': [],
    'to send job queued': [],
    'to job taken by a worker': [],
    'to text in the outbox': [],
  };
  const stopped: string[] = [];
  for (const invitation of invitations) {
    const job = jobOf.get(invitation.clientId!);
    const inOutbox = texts.get(SHORT_CODE_IN_LINK.exec(invitation.shortCodeUrl!)![1]);
    const at = storedAt.get(invitation.clientId!);
    const published = publishedAt.get(invitation.clientId!);
    if (at === undefined) stopped.push('ClientInvited not stored');
    else if (published === undefined) stopped.push('ClientInvited not on the bus');
    else if (!job) stopped.push('no send job');
    else if (!job.started_on || inOutbox === undefined) stopped.push(`send job ${job.state} (${await outcomeOf(system, job.message_id)})`);
    else {
      const marks = [invitation.sentAt, at, published, job.created_on.getTime(), job.started_on.getTime(), inOutbox];
      Object.values(stages).forEach((list, i) => list.push(marks[i + 1] - marks[i]));
    }
  }
  const times = Object.entries(stages).map(([stage, list]) => {
    list.sort((a, b) => a - b);
    return `${stage} ${fmt(percentile(list, 50))} / ${fmt(percentile(list, 99))}`;
  });
  return `${times.join(', ')}${stopped.length ? `; NOT DELIVERED: ${countBy(stopped)}` : ''}`;
}

/** What notification recorded of a message whose text did not arrive: its outcome, if any. */
async function outcomeOf(system: SurveySystem, messageId: string): Promise<string> {
  const { rows } = await sql<{ status: string; error: string | null }>`SELECT status, error FROM messages WHERE id = ${messageId}`.execute(system.database('notification'));
  return rows.length ? `recorded ${rows[0].status}${rows[0].error ? `: ${rows[0].error}` : ''}` : 'no outcome recorded';
}

/**
 * Runs the invites; answers the report lines and the invited clients' links (the autosave bench's
 * clients). A warm-up's lines name no target.
 */
export async function invitesToLinks(system: SurveySystem, { perSecond = 10, seconds = 30, warmUp = false } = {}): Promise<{ lines: string[]; links: string[] }> {
  const notification = system.database('notification');
  const total = perSecond * seconds;
  const invitations: Invitation[] = [];
  const cpuBefore = cpuUse();
  const sending = await atSteadyRate(total, perSecond, async () => {
    const invitation: Invitation = { sentAt: Date.now() };
    invitations.push(invitation);
    const answer = await system.invite();
    invitation.status = answer.status;
    invitation.answeredMs = Date.now() - invitation.sentAt;
    invitation.clientId = answer.body?.id;
    invitation.shortCodeUrl = answer.body?.shortCodeUrl;
  });
  const invited = invitations.filter((i) => i.status === 200);
  const refused = invitations.filter((i) => i.status !== 200).map((i) => i.status!);

  const since = new Date(invitations[0].sentAt - 1_000);
  const read = async () => ({
    texts: arrivals((await sql<{ body: string; at: Date }>`SELECT body, sent_at AS at FROM local_outbox WHERE sent_at >= ${since}`.execute(notification)).rows),
    mails: arrivals((await sql<{ body: string; at: Date }>`SELECT text AS body, received_at AS at FROM local_mailbox WHERE received_at >= ${since}`.execute(notification)).rows),
  });
  // Whatever has not arrived 60 s after the last invite counts as not delivered. Waited for by code: the
  // outbox may also hold an earlier invitation's text (the warm-up's), which must not stand in for one of these.
  const codes = invited.map((invitation) => SHORT_CODE_IN_LINK.exec(invitation.shortCodeUrl!)![1]);
  const delivered = await waitFor(
    async () => {
      const now = await read();
      return codes.every((code) => now.texts.has(code) && now.mails.has(code)) ? now : undefined;
    },
    60_000,
    250,
  ).catch(read);
  const cpu = cpuUsedSince(cpuBefore);

  const answered = invited.map((i) => i.answeredMs!).sort((a, b) => a - b);
  const stages = await textStages(system, invited, delivered.texts);
  return {
    lines: [
      `POST /api/client/invite through the gateway at ${fmt(sending.rate, 1)}/s for ${fmt(sending.seconds, 1)} s (${total} invites, by email and text): ` +
        `${invited.length} answered 200 (p50 ${fmt(percentile(answered, 50))} ms, p99 ${fmt(percentile(answered, 99))} ms)${refused.length ? `, NOT INVITED: ${countBy(refused)}` : ''}`,
      deliveryLine('invitation text with the link in the local outbox', invited, delivered.texts, total, warmUp ? undefined : TARGET_P99_MS),
      deliveryLine('invitation mail with the link in the local mailbox', invited, delivered.mails, total),
      `  where the text's time went (p50 / p99 ms): ${stages}`,
      `  CPU per invite until its text and mail arrived (ms, all processes, the bench's own too): ${cpuPer(cpu, total)}`,
    ],
    links: invited.map((i) => i.shortCodeUrl!),
  };
}
