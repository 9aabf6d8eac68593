import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { PlatformDatabase } from '../db/platform-database.js';

export interface EventMetadata {
  eventId: string;
  correlationId: string;
  causationId: string | null;
  actorUserId: string | null;
  occurredAt: string;
}

export interface NewEvent<Type extends string = string, Data = Record<string, unknown>> {
  type: Type;
  data: Data;
}

export interface StoredEvent<Type extends string = string, Data = Record<string, any>> {
  position: string;
  streamId: string;
  version: number;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  prevHash: string;
  hash: string;
  txId: string;
}

/** The stored events of a service's event schemas (`{ Type: zod schema }`): a union whose `type` narrows `data`. */
export type StoredEventOf<Schemas extends Record<string, z.ZodType>> = {
  [Type in keyof Schemas & string]: StoredEvent<Type, z.infer<Schemas[Type]>>;
}[keyof Schemas & string];

/** Who and what caused a write; carried into every event's metadata. */
export interface AppendContext {
  correlationId?: string;
  causationId?: string | null;
  actorUserId?: string | null;
}

/** A stream's version before the append: a number (0 = the stream must not exist yet) or 'any'. */
export type ExpectedVersion = number | 'any';

/**
 * Read model updated in the same transaction as the append; sees personal fields in plain text.
 * Typed by the events it handles and the service's database (the kit passes it the service's own).
 */
export interface Projection<Event extends StoredEvent = StoredEvent, Db extends PlatformDatabase = PlatformDatabase> {
  readonly name: string;
  readonly handles: readonly Event['type'][];
  apply(event: Event, db: Kysely<Db>): Promise<void>;
}

/** Stream ids are `<type>-<id>`; the type names the JetStream subject segment. */
export const streamTypeOf = (streamId: string) => {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
};
