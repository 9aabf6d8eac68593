import { Module } from '@nestjs/common';
import type { PersonalDataMap } from '@app/contracts';
import type { Kysely } from 'kysely';
import { startService, type RunningService } from '../bootstrap.js';
import { dropDatabase } from '../db/database.js';
import type { PlatformDatabase } from '../db/platform-database.js';
import type { StoredEvent } from '../event-store/types.js';
import { waitUntilConsumed } from './bus-consumption.js';
import { testServiceEnv, type TestEvent, type testBus } from './index.js';

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
    async append(streamId: string, type: string, data: object, trx?: Kysely<PlatformDatabase>): Promise<TestEvent> {
      const { events } = await running.runtime.store.append(streamId, [{ type, data }], { expectedVersion: 'any' }, trx);
      return events[0];
    },
    async close() {
      await running.close();
      await dropDatabase(env.DATABASE_URL!);
    },
  };
}

type StandIn = Awaited<ReturnType<typeof startStandInService>>;

/**
 * The service under test (`start`, on `env`) among the stand-ins of the services it hears from, on `bus`: the
 * stand-ins are closed if it fails to start; `consumed(source, handler)` answers an event once the service
 * handled it; `close` ends the service, the stand-ins, its database and the bus's streams.
 */
export async function startAmongStandIns<Db extends PlatformDatabase>(
  bus: ReturnType<typeof testBus>,
  standIns: StandIn[],
  env: NodeJS.ProcessEnv,
  start: () => Promise<RunningService<Db>>,
) {
  let running: RunningService<Db>;
  try {
    running = await start();
  } catch (error) {
    for (const standIn of standIns) await standIn.close();
    throw error;
  }
  return {
    running,
    consumed: (source: string, handler: string) => async (event: StoredEvent) => {
      await waitUntilConsumed(bus.prefix, source, handler, event);
      return event;
    },
    async close(): Promise<void> {
      await running.close();
      for (const standIn of standIns) await standIn.close();
      await dropDatabase(env.DATABASE_URL!);
      await bus.removeStreams();
    },
  };
}
