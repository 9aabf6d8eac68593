import type { Kysely } from 'kysely';
import type { NatsConnection } from '@nats-io/transport-node';
import type { PlatformConfig } from './config.js';
import type { PlatformDatabase } from './db/platform-database.js';
import type { CommandHandler } from './decider/decider.js';
import type { EventStore } from './event-store/event-store.js';
import type { JwtVerifier } from './http/auth.js';
import type { JobRunner } from './jobs/job-runner.js';
import type { Logger } from './logger.js';
import type { SealedFieldOpener } from './personal-data/remote-vault.js';
import type { PersonalDataVault } from './personal-data/vault.js';

/**
 * Everything a service's code gets from the platform; injectable in Nest by this class. `Db` is the
 * service's database (its read models and the platform's tables): `PlatformRuntime<BillingDatabase>`.
 */
export class PlatformRuntime<Db extends PlatformDatabase = PlatformDatabase> {
  constructor(
    readonly service: string,
    readonly config: PlatformConfig,
    readonly db: Kysely<Db>,
    readonly store: EventStore,
    readonly commands: CommandHandler<Db>,
    readonly vault: PersonalDataVault,
    /** Opens sealed fields of any service: this one's with its vault, the others' by asking their owner. */
    readonly opener: SealedFieldOpener,
    readonly nc: NatsConnection,
    readonly logger: Logger,
    readonly verifier: JwtVerifier,
    /** Background jobs (pg-boss) of the queues the service declares. */
    readonly jobs: JobRunner,
  ) {}
}
