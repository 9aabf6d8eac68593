import type { Kysely } from 'kysely';

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

/** Who and what caused a write; carried into every event's metadata. */
export interface AppendContext {
  correlationId?: string;
  causationId?: string | null;
  actorUserId?: string | null;
}

/** A stream's version before the append: a number (0 = the stream must not exist yet) or 'any'. */
export type ExpectedVersion = number | 'any';

/** Read model updated in the same transaction as the append; sees personal fields in plain text. */
export interface Projection {
  readonly name: string;
  readonly handles: readonly string[];
  apply(event: StoredEvent, db: Kysely<any>): Promise<void>;
}

/** Stream ids are `<type>-<id>`; the type names the JetStream subject segment. */
export const streamTypeOf = (streamId: string) => {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
};
