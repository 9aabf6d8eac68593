import { DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { serviceSubjects, streamNameOf } from '@app/contracts';
import type { BusMessage } from '../bus/bus-message.js';

export interface StreamedEvent {
  /** The message's sequence in the source's stream. */
  seq: number;
  /** Undefined for a message that is not a bus message (not JSON): the live consumer dead-letters it. */
  event?: BusMessage;
}

export interface SourceHistory {
  stream: string;
  /** The stream's first sequence: above 1 once older messages aged out (`max_age`) or were purged. */
  firstSeq: number;
  events: StreamedEvent[];
}

/**
 * Every message a source service's stream holds now, from its first, through an ordered consumer
 * (ephemeral, in memory on the server, gone when done): never the handlers' durable consumers, whose
 * positions stay as they are. A stream that does not exist yet holds nothing.
 */
export async function readSourceHistory(nc: NatsConnection, prefix: string, source: string, wanted?: (type: string) => boolean): Promise<SourceHistory> {
  const stream = streamNameOf(prefix, source);
  const jsm = await jetstreamManager(nc);
  const info = await jsm.streams.info(stream).catch((error: Error & { code?: string | number }) => {
    if (/stream not found/i.test(error.message)) return undefined;
    throw error;
  });
  if (!info || info.state.messages === 0) return { stream, firstSeq: info?.state.first_seq ?? 1, events: [] };
  const lastSeq = info.state.last_seq;
  const consumer = await jetstream(nc).consumers.get(stream, { filter_subjects: serviceSubjects(prefix, source), deliver_policy: DeliverPolicy.All });
  const messages = await consumer.consume({ max_messages: 1_000 });
  const events: StreamedEvent[] = [];
  try {
    for await (const message of messages) {
      let event: BusMessage | undefined;
      try {
        event = message.json<BusMessage>();
      } catch {
        event = undefined;
      }
      // Only the types asked for are kept in memory (with their data): the others are passed by.
      if (!event || !wanted || wanted(event.type)) events.push({ seq: message.seq, event });
      // The last message there was at the start (or none left: the last ones were deleted since).
      if (message.seq >= lastSeq || message.info.pending === 0) break;
    }
  } finally {
    await messages.close().catch(() => undefined);
  }
  return { stream, firstSeq: info.state.first_seq, events };
}
