import type { Kysely } from 'kysely';
import { IdentityEvents } from '@app/contracts';
import type { BusMessage } from '../bus/bus-message.js';
import type { EventHandlerDefinition } from '../bus/consumer.js';
import type { PlatformDatabase } from '../db/platform-database.js';

/** Identity's `AccountClosed` (issue 36): `close` runs with the closed account's user id, in the consumer's transaction. */
export function accountClosedReaction<Db extends PlatformDatabase>(
  name: string,
  close: (userId: string, event: BusMessage, trx: Kysely<Db>) => Promise<void>,
): EventHandlerDefinition<Db> {
  return {
    name,
    source: 'identity',
    types: ['AccountClosed'],
    opens: [],
    async handle(event, trx) {
      const { userId } = IdentityEvents.AccountClosed.parse(event.data);
      await close(userId, event, trx);
    },
  };
}
