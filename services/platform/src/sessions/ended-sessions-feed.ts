import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { streamNameOf, subjectOf } from '@app/contracts';
import type { BusMessage } from '../bus/bus-message.js';
import { nanos } from '../bus/nats.js';
import type { Logger } from '../logger.js';
import { ENDINGS_KEPT_MS, type EndedSessions } from './ended-sessions.js';

/** How soon the feed opens again after its consumer ended (or while identity's stream does not exist yet). */
const REOPEN_MS = 1_000;

const isStreamNotFound = (error: unknown) => /stream not found/i.test((error as Error).message ?? '');

/**
 * Feeds `sessions` with identity's user events, from as far back as a token can live. The consumer is
 * ephemeral (in the server's memory, no acks); whenever it ends (the server restarted, its stream was made
 * again) it is opened again from as far back, which records the same endings again, harmlessly. `ready`
 * resolves once what the stream held at the first opening has been read, so that a service opens its port
 * knowing every ending a live token could predate; while identity's stream does not exist yet (identity
 * never started) there is nothing to know: ready at once.
 */
export function followEndedSessions(nc: NatsConnection, prefix: string, sessions: EndedSessions, logger: Logger) {
  const stream = streamNameOf(prefix, 'identity');
  let messages: ConsumerMessages | undefined;
  let stopped = false;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const forgetting = setInterval(() => sessions.forgetOld(), 60_000).unref();

  const open = async (): Promise<ConsumerMessages | undefined> => {
    try {
      const { name, num_pending } = await (
        await jetstreamManager(nc)
      ).consumers.add(stream, {
        filter_subject: subjectOf(prefix, 'identity', 'user', '*'),
        deliver_policy: DeliverPolicy.StartTime,
        opt_start_time: new Date(Date.now() - ENDINGS_KEPT_MS).toISOString(),
        ack_policy: AckPolicy.None,
        mem_storage: true,
        inactive_threshold: nanos(60_000),
      });
      if (num_pending === 0) markReady();
      const consumer = await jetstream(nc).consumers.get(stream, name);
      return await consumer.consume({ abort_on_missing_resource: true });
    } catch (error) {
      if (!isStreamNotFound(error)) throw error;
      markReady();
      return undefined;
    }
  };

  const readAll = async (current: ConsumerMessages) => {
    for await (const message of current) {
      try {
        sessions.record(message.json<BusMessage>());
      } catch {
        // Not a bus message: nothing any session depends on.
      }
      if (message.info.pending === 0) markReady();
    }
  };

  const follow = async () => {
    while (!stopped) {
      messages = await open().catch((error) => {
        logger.warn({ err: error }, "cannot follow identity's session endings yet");
        return undefined;
      });
      if (messages && stopped) await messages.close().catch(() => undefined);
      else if (messages) await readAll(messages).catch((error) => logger.warn({ err: error }, "identity's session endings stopped; following again"));
      messages = undefined;
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, REOPEN_MS).unref());
    }
  };
  void follow();

  return {
    ready,
    async stop() {
      stopped = true;
      clearInterval(forgetting);
      await messages?.close().catch(() => undefined);
    },
  };
}
