import type { Kysely, OperationNodeSource, RawBuilder } from 'kysely';
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

export interface StoredEvent<Type extends string = string, Data = Record<string, unknown>> {
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

/** An event being appended: what it is stored as, but for what its append gives it (position, hashes, transaction). */
export type AppendingEvent<Event extends StoredEvent = StoredEvent> = Event extends StoredEvent ? Omit<Event, 'position' | 'prevHash' | 'hash' | 'txId'> : never;

/** Who and what caused a write; carried into every event's metadata. */
export interface AppendContext {
  correlationId?: string;
  causationId?: string | null;
  actorUserId?: string | null;
}

/** A stream's version before the append: a number (0 = the stream must not exist yet) or 'any'. */
export type ExpectedVersion = number | 'any';

/**
 * What a projection may remember from one event to the next while a rebuild replays them all in one
 * transaction (`rebuildReadModels`): keys of rows it has written, so as not to send them again. The
 * rebuild forgets what a batch added when it rolls that batch back, so a key it holds names a row
 * that is there. Outside a rebuild there is none: an append's writes may be undone (its savepoint)
 * after its projection ran.
 */
export interface ReplayMemo {
  has(key: string): boolean;
  add(key: string): void;
}

/**
 * Read model updated in the same transaction as the append; sees personal fields in plain text.
 * Typed by the events it handles and the service's database (the kit passes it the service's own).
 * `memo` is given by a rebuild only (see `ReplayMemo`), one per projection.
 */
export interface Projection<Event extends StoredEvent = StoredEvent, Db extends PlatformDatabase = PlatformDatabase> {
  readonly name: string;
  readonly handles: readonly Event['type'][];
  apply(event: Event, db: Kysely<Db>, memo?: ReplayMemo): Promise<void>;
  /**
   * The one statement that is all `apply` does with the event (an UPDATE, say), if it is one: an
   * append of a single such event, outside a caller's transaction, then runs it in its own statement,
   * atomic without a transaction (one round trip instead of four). It must not write a row another
   * projection of the event writes.
   */
  statementOf?(event: AppendingEvent<Event>, db: Kysely<Db>): OperationNodeSource | undefined;
  /**
   * A rebuild reads every event's data whole, unless the projection, the only one of the event's type,
   * says here what of it it can do without once its memo holds keys: a SQL expression over the stored
   * `data` (jsonb) giving the data to replay, where `known` are keys its memo held before the batch
   * (rows written by earlier batches, which stay). Only for what `apply` then does not read (an event
   * whose key it remembers); sealed personal fields must come through as stored.
   */
  readonly replayData?: { readonly [Type in Event['type']]?: (data: RawBuilder<unknown>, known: readonly string[]) => RawBuilder<unknown> };
}

/** Stream ids are `<type>-<id>`; the type names the JetStream subject segment. */
export const streamTypeOf = (streamId: string) => {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
};
