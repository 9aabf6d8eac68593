import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { serviceSubjects, streamNameOf } from '@app/contracts';

export const nanos = (ms: number) => ms * 1_000_000;

/** `noAsyncTraces`: without it nats.js captures a stack for every request and publish (2% of survey's CPU under autosaves). */
export async function connectBus(servers: string, name: string): Promise<NatsConnection> {
  return connect({ servers, name, maxReconnectAttempts: -1, reconnectTimeWait: 250, noAsyncTraces: true });
}

export interface ServiceStreamOptions {
  /** How long JetStream remembers message ids to drop a republished event (default 2 minutes). */
  duplicateWindowMs?: number;
  /**
   * Servers of a NATS cluster holding a copy of the stream (`BUS_STREAM_REPLICAS`, default 1; more
   * than 1 needs a cluster of at least as many servers). A stream that exists with fewer is raised.
   */
  replicas?: number;
}

/**
 * Creates the JetStream stream holding one service's events, or leaves it as it is (a stream with
 * fewer replicas than asked is raised to them: JetStream copies the messages to the new peers while
 * it keeps serving; fewer are never set here). Messages keep only sealed personal fields; `max_age`
 * bounds how long the bus holds any of them.
 */
export async function ensureServiceStream(
  jsm: JetStreamManager,
  prefix: string,
  service: string,
  { duplicateWindowMs = 2 * 60_000, replicas = 1 }: ServiceStreamOptions = {},
): Promise<string> {
  const name = streamNameOf(prefix, service);
  const existing = await jsm.streams.info(name).catch(() => undefined);
  if (existing) {
    if (existing.config.num_replicas < replicas) await jsm.streams.update(name, { num_replicas: replicas });
    return name;
  }
  try {
    await jsm.streams.add({
      name,
      subjects: [serviceSubjects(prefix, service)],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      duplicate_window: nanos(duplicateWindowMs),
      max_age: nanos(30 * 24 * 3_600_000),
      num_replicas: replicas,
    });
  } catch (error) {
    // Created concurrently by another process: fine if it now exists.
    await jsm.streams.info(name).catch(() => {
      throw error;
    });
  }
  return name;
}

export { jetstreamManager };
export type { NatsConnection };
