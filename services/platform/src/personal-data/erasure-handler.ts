import type { Kysely } from 'kysely';
import { IdentityEvents } from '@app/contracts';
import type { EventHandlerDefinition } from '../bus/consumer.js';
import type { PersonalDataVault } from './vault.js';
import type { PlatformDatabase } from '../db/platform-database.js';

/**
 * Identity's `PersonalDataErased`, handled by a service that keeps data about people: deletes this
 * service's key of that person (every field sealed under it, in events here and on the bus, reads
 * as erased), then runs `alsoForget` (more keys, plaintext in read models) in the same transaction.
 * Events and hashes stay. The handler is named `<service>-personal-data-erasure`.
 */
export function personalDataErasureHandler<Db extends PlatformDatabase>(
  service: string,
  vault: PersonalDataVault,
  alsoForget?: (userId: string, trx: Kysely<Db>) => Promise<void>,
): EventHandlerDefinition<Db> {
  return {
    name: personalDataErasureHandlerName(service),
    source: 'identity',
    types: ['PersonalDataErased'],
    opens: [],
    async handle(event, trx) {
      const { userId } = IdentityEvents.PersonalDataErased.parse(event.data);
      await vault.erase(userId, trx);
      await alsoForget?.(userId, trx);
    },
  };
}

export const personalDataErasureHandlerName = (service: string) => `${service}-personal-data-erasure`;
