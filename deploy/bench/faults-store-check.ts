/**
 * The faults bench's look under the gateway, at the private system's own Postgres and nats-server: each
 * service's events table against its JetStream stream (every event published once: as many messages as
 * events, each event's id once as `Nats-Msg-Id`, none missing, none extra) and every stream's hash chain
 * recomputed with the platform's `verifyChain`.
 */
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { streamNameOf, type ServiceName } from '@app/contracts';
import { verifyChain } from '@app/platform';

export const SERVICES: ServiceName[] = ['identity', 'billing', 'clients', 'survey', 'reporting', 'notification'];
/** How long the relays may take to publish what is left once the load is over. */
const RELAY_CATCH_UP_MS = 60_000;

export interface ServiceStore {
  service: ServiceName;
  events: number;
  /** Event ids stored more than once. */
  duplicateEvents: number;
  streams: number;
  brokenStreams: string[];
  messages: number;
  /** Messages beyond the first of the same Nats-Msg-Id. */
  duplicateMessages: number;
  /** Events with no message, and messages with no event. */
  unpublished: number;
  unknownMessages: number;
}

interface EventRow {
  stream_id: string;
  version: number;
  type: string;
  data: unknown;
  metadata: { eventId: string };
  prev_hash: string;
  hash: string;
}

async function readEvents(databaseUrl: string): Promise<EventRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<EventRow>('SELECT stream_id, version, type, data, metadata, prev_hash, hash FROM events ORDER BY stream_id, version');
    return rows;
  } finally {
    await client.end();
  }
}

/** The Nats-Msg-Id of every message on the stream, read with an ordered consumer (headers only). */
async function messageIds(nc: NatsConnection, stream: string): Promise<string[]> {
  const { state } = await (await jetstreamManager(nc)).streams.info(stream);
  const ids: string[] = [];
  if (state.messages === 0) return ids;
  const consumer = await jetstream(nc).consumers.get(stream, { headers_only: true });
  const messages = await consumer.consume();
  for await (const message of messages) {
    ids.push(message.headers?.get('Nats-Msg-Id') ?? '');
    if (message.seq >= state.last_seq) break;
  }
  return ids;
}

function compare(service: ServiceName, events: EventRow[], ids: string[]): ServiceStore {
  const byStream = new Map<string, EventRow[]>();
  for (const event of events) byStream.set(event.stream_id, [...(byStream.get(event.stream_id) ?? []), event]);
  const brokenStreams = [...byStream]
    .filter(
      ([streamId, rows]) =>
        !verifyChain(rows.map((r) => ({ streamId, version: r.version, type: r.type, data: r.data, metadata: r.metadata, prevHash: r.prev_hash, hash: r.hash }))).valid,
    )
    .map(([streamId]) => streamId);
  const eventIds = new Set(events.map((e) => e.metadata.eventId));
  const published = new Set(ids);
  return {
    service,
    events: events.length,
    duplicateEvents: events.length - eventIds.size,
    streams: byStream.size,
    brokenStreams,
    messages: ids.length,
    duplicateMessages: ids.length - published.size,
    unpublished: [...eventIds].filter((id) => !published.has(id)).length,
    unknownMessages: [...published].filter((id) => !eventIds.has(id)).length,
  };
}

/** Each service's store against its stream, once the relays have published everything (or `RELAY_CATCH_UP_MS` passed). */
export async function checkStores(databaseUrlOf: (service: ServiceName) => string, natsUrl: string, busPrefix: string): Promise<ServiceStore[]> {
  const nc = await connect({ servers: natsUrl });
  try {
    const stores: ServiceStore[] = [];
    for (const service of SERVICES) {
      const read = async () => compare(service, await readEvents(databaseUrlOf(service)), await messageIds(nc, streamNameOf(busPrefix, service)));
      const started = Date.now();
      let store = await read();
      while (store.unpublished > 0 && Date.now() - started < RELAY_CATCH_UP_MS) {
        await new Promise((r) => setTimeout(r, 1_000));
        store = await read();
      }
      stores.push(store);
    }
    return stores;
  } finally {
    await nc.close();
  }
}
