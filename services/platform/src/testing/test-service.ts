import { startService, type ServiceDefinition } from '../bootstrap.js';
import type { PlatformConfig } from '../config.js';
import type { PlatformDatabase } from '../db/platform-database.js';
import { dropDatabase } from '../db/database.js';
import { testBus, testServiceEnv } from './index.js';

export type TestService<Db extends PlatformDatabase = PlatformDatabase> = Awaited<ReturnType<typeof startTestService<PlatformConfig, Db>>>;

/** Starts `definition` on its own database and bus prefix (`testServiceEnv` plus `extraEnv`); `close` removes both. */
export async function startTestService<Config extends PlatformConfig, Db extends PlatformDatabase>(
  definition: ServiceDefinition<Config, Db>,
  label: string,
  extraEnv: Record<string, string> = {},
) {
  const bus = testBus(label);
  const env = testServiceEnv(label, bus.prefix, extraEnv);
  const running = await startService(definition, env);
  return {
    running,
    env,
    bus,
    async close() {
      await running.close();
      await dropDatabase(env.DATABASE_URL!);
      await bus.removeStreams();
    },
  };
}
