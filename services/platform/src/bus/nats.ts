import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { serviceSubjects, streamNameOf } from '@app/contracts';

export const nanos = (ms: number) => ms * 1_000_000;

export async function connectBus(servers: string, name: string): Promise<NatsConnection> {
  return connect({ servers, name, maxReconnectAttempts: -1, reconnectTimeWait: 250 });
}

export interface ServiceStreamOptions {
  /** How long JetStream remembers message ids to drop a republished event (default 2 minutes). */
  duplicateWindowMs?: number;
}

/**
 * Creates (or leaves as is) the JetStream stream holding one service's events. Messages keep only
 * sealed personal fields; `max_age` bounds how long the bus holds any of them.
 */
export async function ensureServiceStream(
  jsm: JetStreamManager,
  prefix: string,
  service: string,
  { duplicateWindowMs = 2 * 60_000 }: ServiceStreamOptions = {},
): Promise<string> {
  const name = streamNameOf(prefix, service);
  try {
    await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add({
        name,
        subjects: [serviceSubjects(prefix, service)],
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        duplicate_window: nanos(duplicateWindowMs),
        max_age: nanos(30 * 24 * 3_600_000),
      });
    } catch (error) {
      // Created concurrently by another process: fine if it now exists.
      await jsm.streams.info(name).catch(() => {
        throw error;
      });
    }
  }
  return name;
}

export { jetstreamManager };
export type { NatsConnection };
