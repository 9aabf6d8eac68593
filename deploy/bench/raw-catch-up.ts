import { AckPolicy, DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { sql, type QueryExecutorProvider } from 'kysely';
import { ensureServiceStream, jetstreamManager, type NatsConnection } from '@app/platform';

const PAGE = 1000;
const BATCH = 500;

interface EventRow {
  position: string;
  metadata: { eventId: string };
  data: { n: number };
}

/**
 * The relay bench's baseline, without the kit: the same events read from Postgres page by page and
 * published to JetStream (no dedup id, no expected sequence, no checkpoint), while a plain pull
 * consumer writes each fetched batch as one multi-row INSERT (no inbox, no transaction) and acks it.
 * Returns events per second from the first read to the last INSERT. `sink` needs a `handled_raw`
 * table (`event_id text PRIMARY KEY, n integer`).
 */
export async function rawCatchUp(source: QueryExecutorProvider, sink: QueryExecutorProvider, nc: NatsConnection, prefix: string, total: number): Promise<number> {
  const service = 'raw';
  const stream = await ensureServiceStream(await jetstreamManager(nc), prefix, service);
  await (
    await jetstreamManager(nc)
  ).consumers.add(stream, {
    durable_name: 'raw',
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    max_ack_pending: BATCH * 4,
  });
  const js = jetstream(nc);
  const consumer = await js.consumers.get(stream, 'raw');
  const subject = `${prefix}.${service}.measured`;
  const started = performance.now();

  const publish = async () => {
    for (let after = '0'; ;) {
      const { rows } = await sql<EventRow>`SELECT * FROM events WHERE position > ${after}::bigint ORDER BY position LIMIT ${PAGE}`.execute(source);
      if (rows.length === 0) return;
      await Promise.all(rows.map((row) => js.publish(subject, JSON.stringify(row))));
      after = rows.at(-1)!.position;
    }
  };
  const consume = async () => {
    for (let handled = 0; handled < total;) {
      const messages = [];
      for await (const message of await consumer.fetch({ max_messages: BATCH, expires: 1000 })) messages.push(message);
      if (messages.length === 0) continue;
      const rows = messages.map((m) => m.json<EventRow>()).map((e) => ({ event_id: e.metadata.eventId, n: e.data.n }));
      await sql`INSERT INTO handled_raw (event_id, n) SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(event_id text, n integer)`.execute(sink);
      messages.forEach((m) => m.ack());
      handled += messages.length;
    }
  };
  await Promise.all([publish(), consume()]);
  return total / ((performance.now() - started) / 1000);
}
