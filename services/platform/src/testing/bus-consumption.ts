import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamNameOf, subjectOf } from '@app/contracts';
import type { BusMessage } from '../bus/bus-message.js';
import { streamTypeOf, type StoredEvent } from '../event-store/types.js';
import { TEST_NATS_URL, waitFor } from './index.js';

/**
 * Waits until the durable consumer `consumer` of `source`'s stream has acknowledged everything up to
 * `event` (once the relay published it), or, without `event`, everything the stream holds.
 */
export async function waitUntilConsumed(busPrefix: string, source: string, consumer: string, event?: StoredEvent, timeoutMs = 15_000): Promise<void> {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = streamNameOf(busPrefix, source);
    const published = async () => {
      if (!event) return (await jsm.streams.info(stream)).state.last_seq;
      const subject = subjectOf(busPrefix, source, streamTypeOf(event.streamId), event.type);
      const last = await jsm.streams.getMessage(stream, { last_by_subj: subject });
      return last?.json<{ metadata: { eventId: string } }>().metadata.eventId === event.metadata.eventId ? last.seq : undefined;
    };
    const seq = await waitFor(published, timeoutMs);
    await waitFor(async () => (await jsm.consumers.info(stream, consumer)).ack_floor.stream_seq >= seq, timeoutMs);
  } finally {
    await nc.close();
  }
}

/** Every message JetStream holds in `source`'s stream, as its text (what a copy of the bus's files holds). */
export async function streamMessages(busPrefix: string, source: string): Promise<string[]> {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = streamNameOf(busPrefix, source);
    const { first_seq, last_seq, messages } = (await jsm.streams.info(stream)).state;
    const texts: string[] = [];
    for (let seq = first_seq; messages > 0 && seq <= last_seq; seq++) texts.push((await jsm.streams.getMessage(stream, { seq }))!.string());
    return texts;
  } finally {
    await nc.close();
  }
}

/** An event as the relay publishes it, made now, for giving a handler straight (several at once, say). */
export function testBusMessage(service: string, streamId: string, type: string, data: object, version = 1): BusMessage {
  return {
    service,
    position: '0',
    streamId,
    version,
    type,
    data: data as Record<string, unknown>,
    metadata: { eventId: randomUUID(), correlationId: randomUUID(), causationId: null, actorUserId: null, occurredAt: new Date().toISOString() },
  };
}
