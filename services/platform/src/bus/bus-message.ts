import type { AppendContext, EventMetadata, StoredEvent } from '../event-store/types.js';

/** What the relay publishes for each event (personal fields sealed). */
export interface BusMessage {
  service: string;
  position: string;
  streamId: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

export const toBusMessage = (service: string, event: StoredEvent): BusMessage => ({
  service,
  position: event.position,
  streamId: event.streamId,
  version: event.version,
  type: event.type,
  data: event.data,
  metadata: event.metadata,
});

/** Another service's event as the cause of what a handler appends for it: same correlation, caused by it, the same actor. */
export const causedBy = (event: BusMessage): AppendContext => ({
  correlationId: event.metadata.correlationId,
  causationId: event.metadata.eventId,
  actorUserId: event.metadata.actorUserId,
});
