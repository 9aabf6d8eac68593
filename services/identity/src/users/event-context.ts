import type { AppendContext, BusMessage } from '@app/platform';

/** Another service's event as the cause of what identity appends for it. */
export const contextOf = (event: BusMessage): AppendContext => ({
  correlationId: event.metadata.correlationId,
  causationId: event.metadata.eventId,
  actorUserId: event.metadata.actorUserId,
});
