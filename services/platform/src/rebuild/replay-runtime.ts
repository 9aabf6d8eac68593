import type { Kysely } from 'kysely';
import type { NatsConnection } from '@nats-io/transport-node';
import type { PlatformConfig } from '../config.js';
import { platformTablesOf, type PlatformDatabase } from '../db/platform-database.js';
import { CommandHandler } from '../decider/decider.js';
import { EventStore, type AppendResult } from '../event-store/event-store.js';
import type { ExpectedVersion, NewEvent } from '../event-store/types.js';
import { JwtVerifier } from '../http/auth.js';
import { JobRunner } from '../jobs/job-runner.js';
import type { Logger } from '../logger.js';
import { SealedFieldOpener } from '../personal-data/remote-vault.js';
import { PersonalDataVault } from '../personal-data/vault.js';
import { PlatformRuntime } from '../runtime.js';
import { EndedSessions } from '../sessions/ended-sessions.js';
import type { PersonalDataMap } from '@app/contracts';

/** A handler replayed by a rebuild tried to do something only its first run may do. */
export class RebuildSideEffectError extends Error {
  constructor(what: string) {
    super(`${what} during a rebuild: a handler that does so must be named in the service's rebuild plan (skipHandlers), ` + 'its effects left as its first run made them.');
    this.name = 'RebuildSideEffectError';
  }
}

/** Appends nothing: a replayed handler's commands were decided and stored by its first run. */
class ReplayEventStore extends EventStore {
  override async append<Db extends PlatformDatabase>(
    streamId: string,
    events: readonly NewEvent<string, object>[],
    _options: { expectedVersion: ExpectedVersion },
    _trx?: Kysely<Db>,
  ): Promise<AppendResult> {
    throw new RebuildSideEffectError(`Appending ${events.map((e) => e.type).join(', ')} to ${streamId}`);
  }
}

/** Queues nothing: a job a handler queued ran (or runs) from its first queueing. */
class ReplayJobRunner extends JobRunner {
  override async enqueue(queue: string): Promise<void> {
    throw new RebuildSideEffectError(`Queueing a job on ${queue}`);
  }
}

/**
 * The vault as a replayed handler gets it: it opens, but erases nothing (the first run erased the
 * key; repeating it later could only delete a key made since) and seals nothing (a sealed value is
 * new ciphertext each time, never the row the first run wrote, and could make a key again).
 */
export class ReplayVault extends PersonalDataVault {
  override async erase(): Promise<void> {}

  override async sealEvent(type: string): Promise<Record<string, unknown>> {
    throw new RebuildSideEffectError(`Sealing personal data (${type})`);
  }
}

export interface ReplayRuntimeParts<Db extends PlatformDatabase> {
  service: string;
  config: PlatformConfig;
  /** For handlers that read outside their transaction (none should): a pool of its own. */
  db: Kysely<Db>;
  nc: NatsConnection;
  logger: Logger;
  masterKey: Buffer;
  personalData: PersonalDataMap;
}

/**
 * The runtime a service's handlers are made with for a rebuild: what they read works as in the
 * service; what only a first run may do (append events, queue jobs, seal or erase personal data)
 * throws `RebuildSideEffectError` (erasing is a no-op), which rolls the whole rebuild back.
 */
export function replayRuntime<Db extends PlatformDatabase>(parts: ReplayRuntimeParts<Db>): PlatformRuntime<Db> {
  const kitDb = platformTablesOf(parts.db);
  const vault = new ReplayVault(kitDb, parts.service, parts.masterKey, parts.personalData);
  const store = new ReplayEventStore(kitDb, vault);
  const refuseTokens = new JwtVerifier(async () => {
    throw new RebuildSideEffectError('Verifying an access token');
  }, new EndedSessions());
  return new PlatformRuntime<Db>(
    parts.service,
    parts.config,
    parts.db,
    store,
    new CommandHandler<Db>(store, parts.db),
    vault,
    new SealedFieldOpener(parts.nc, parts.config.BUS_PREFIX, { service: parts.service, vault }),
    parts.nc,
    parts.logger,
    refuseTokens,
    new ReplayJobRunner(parts.config.DATABASE_URL, parts.service, parts.logger),
  );
}
