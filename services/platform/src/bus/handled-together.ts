import type { Kysely } from 'kysely';
import type { PlatformDatabase } from '../db/platform-database.js';
import type { FieldsToOpen } from '../personal-data/remote-vault.js';
import type { BusMessage } from './bus-message.js';
import type { EventHandlerDefinition } from './consumer.js';

/** One of the reactions `handledTogether` joins: a handler without a consumer of its own. */
export type EventHandlerPart<Db extends PlatformDatabase = PlatformDatabase> = Pick<EventHandlerDefinition<Db>, 'types' | 'opens' | 'handle' | 'handleBatch'>;

/**
 * Several reactions to one source's events as one consumer: an event they share is delivered, parsed,
 * claimed and acked once for all of them, rather than once each (worth it for events as frequent as an
 * autosave). Each part gets the events of its types in their order and writes through the same
 * transaction, so a failure of one part rolls back and retries the others' writes with it. The parts
 * must open the same sealed fields: none may see personal data opened only for another.
 */
export function handledTogether<Db extends PlatformDatabase>(
  consumer: Pick<EventHandlerDefinition<Db>, 'name' | 'source' | 'streamType' | 'maxDeliver' | 'ackWaitMs'>,
  parts: readonly EventHandlerPart<Db>[],
): EventHandlerDefinition<Db> {
  const takesEvery = parts.some((part) => !part.types);
  return {
    ...consumer,
    types: takesEvery ? undefined : [...new Set(parts.flatMap((part) => part.types ?? []))],
    opens: openedByEvery(consumer.name, parts),
    async handleBatch(events: BusMessage[], trx: Kysely<Db>): Promise<void> {
      for (const part of parts) {
        const { types } = part;
        const its = types ? events.filter((event) => types.includes(event.type)) : events;
        if (its.length === 0) continue;
        if (part.handleBatch) await part.handleBatch(its, trx);
        else for (const event of its) await part.handle!(event, trx);
      }
    },
  };
}

function openedByEvery<Db extends PlatformDatabase>(name: string, parts: readonly EventHandlerPart<Db>[]): FieldsToOpen {
  const keyOf = (opens: FieldsToOpen) => (opens === 'all' ? 'all' : [...opens].sort().join(','));
  const [first] = parts;
  if (!first || parts.some((part) => keyOf(part.opens) !== keyOf(first.opens))) throw new Error(`${name}: its parts must open the same sealed fields`);
  return first.opens;
}
