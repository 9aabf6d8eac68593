import { z } from 'zod';

/**
 * An event a consumer gave up on (its handler failed on every delivery), as site admins see it
 * at GET /api/deadLetters/{service}. The event's payload is not shown: it may hold personal fields.
 */
export const DeadLetter = z.object({
  id: z.string(),
  /** The consumer (durable name) that failed on it. */
  consumer: z.string(),
  eventId: z.string(),
  /** Null when the message was not an event at all. */
  eventType: z.string().nullable(),
  subject: z.string(),
  /** The handler's error on the last delivery (or on the last replay). */
  error: z.string(),
  deliveries: z.number().int(),
  /** ISO instant of that failure. */
  failedAt: z.string(),
});
export type DeadLetter = z.infer<typeof DeadLetter>;

/** GET /api/deadLetters/{service}: newest first. POST .../{id}/replay answers 204 once handled. */
export const DeadLetterList = z.array(DeadLetter);
export type DeadLetterList = z.infer<typeof DeadLetterList>;

/** Not in the spec: a replay whose handler failed again (409; the reason is in SubErrors). */
export const DeadLetterMessages = {
  replayFailed: 'The event could not be handled again. It stays in the dead letters.',
  unknownConsumer: 'No consumer of this service handles this event any more.',
} as const;
