import type { Kysely } from 'kysely';
import type { BusMessage } from './bus-message.js';

/** How a handler takes the events of one frequent type several at once, and every other event one by one. */
export interface RunHandlers<Db> {
  /** The frequent type (an autosave, say): a run of consecutive such events is handled by `run`. */
  type: string;
  /** Handles consecutive events of `type` as if `one` handled each in turn, in a few statements for all. */
  run(events: BusMessage[], trx: Kysely<Db>): Promise<void>;
  one(event: BusMessage, trx: Kysely<Db>): Promise<void>;
}

/**
 * An `EventHandlerDefinition.handleBatch` for a handler one type of whose events comes far more often
 * than the others: the events in their order, each run of that type at once. Order is kept across
 * types (a deletion after a save still comes after it).
 */
export function handleInRuns<Db>({ type, run, one }: RunHandlers<Db>) {
  return async (events: BusMessage[], trx: Kysely<Db>): Promise<void> => {
    for (let start = 0; start < events.length;) {
      let end = start;
      while (end < events.length && events[end].type === type) end++;
      if (end > start) {
        await run(events.slice(start, end), trx);
        start = end;
      } else {
        await one(events[start], trx);
        start++;
      }
    }
  };
}
