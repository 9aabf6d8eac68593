import { Controller, Get, Res } from '@nestjs/common';
import { sql } from 'kysely';
import type { Response } from 'express';
import { ServicePaths } from '@app/contracts';
import { RelayCheckpoints, type RelayLag } from './bus/relay-checkpoint.js';
import { Public } from './http/auth.js';
import { PlatformRuntime } from './runtime.js';

/** Longest wait for one check: a dependency that does not answer in time is down. */
const CHECK_TIMEOUT_MS = 2_000;

const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref())]);

const check = (work: () => Promise<unknown>): Promise<'ok' | 'error'> =>
  within(work()).then(
    () => 'ok',
    () => 'error',
  );

/**
 * `ok` (200); `degraded` (200) while the relay fails to publish events that wait, so other
 * services do not hear of them (the lag says how many and since when); `error` (503) when Postgres
 * or NATS does not answer, named in `checks`.
 */
@Controller()
export class HealthController {
  constructor(private readonly runtime: PlatformRuntime) {}

  @Public()
  @Get(ServicePaths.health)
  async health(@Res() res: Response): Promise<void> {
    const { db, nc } = this.runtime;
    const [postgres, nats] = await Promise.all([check(() => sql`SELECT 1`.execute(db)), nc.isClosed() ? ('error' as const) : check(() => nc.flush())]);
    const lag: RelayLag | undefined = postgres === 'ok' ? await within(new RelayCheckpoints(db).lag()).catch(() => undefined) : undefined;
    const stalled = !!lag && lag.pendingEvents > 0 && lag.failingSince !== null;
    const status = postgres !== 'ok' || nats !== 'ok' ? 'error' : stalled ? 'degraded' : 'ok';
    res.status(status === 'error' ? 503 : 200).json({
      status,
      service: this.runtime.service,
      checks: { postgres, nats },
      ...(lag ? { relay: { status: stalled ? 'stalled' : 'ok', ...lag } } : {}),
    });
  }
}
