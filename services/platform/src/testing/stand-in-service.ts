import { Module } from '@nestjs/common';
import type { PersonalDataMap } from '@app/contracts';
import type { Kysely } from 'kysely';
import { startService } from '../bootstrap.js';
import { dropDatabase } from '../db/database.js';
import type { PlatformDatabase } from '../db/platform-database.js';
import type { StoredEvent } from '../event-store/types.js';
import { testServiceEnv } from './index.js';

/** No test sends this service an access token, so the key set is never fetched. */
export const UNUSED_JWKS_URL = 'http://127.0.0.1:9/.well-known/jwks.json';

@Module({})
class StandInModule {}

/**
 * Stands in for the service `name` on the bus: same name, same sealed fields, its own event store,
 * relay and vault; no endpoints, no rules. Its events reach the service under test through the real
 * relay, JetStream and its vault.
 */
export async function startStandInService(name: string, personalData: PersonalDataMap, label: string, busPrefix: string) {
  const env = testServiceEnv(label, busPrefix, { JWKS_URL: UNUSED_JWKS_URL });
  const running = await startService({ name, module: StandInModule, personalData }, env);
  return {
    running,
    /** Appends one event (in `trx` when given) and returns it as stored. */
    async append(streamId: string, type: string, data: object, trx?: Kysely<PlatformDatabase>): Promise<StoredEvent> {
      const { events } = await running.runtime.store.append(streamId, [{ type, data }], { expectedVersion: 'any' }, trx);
      return events[0];
    },
    async close() {
      await running.close();
      await dropDatabase(env.DATABASE_URL!);
    },
  };
}
