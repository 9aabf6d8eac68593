import type { Kysely } from 'kysely';
import { DeadLetterMessages, type DeadLetter } from '@app/contracts';
import { platformTablesOf, type PlatformDatabase } from '../db/platform-database.js';
import type { BusMessage } from '../bus/bus-message.js';
import type { EventConsumer } from '../bus/consumer.js';
import { isDependencyUnavailable } from '../bus/unavailable.js';
import { ConflictError, DomainError, NotFoundError } from '../http/errors.js';
import { listDeadLetters, reasonOf } from './dead-letter-store.js';

/** The events this service's consumers gave up on: listed for site admins, and replayed on request. */
export class DeadLetters<Db extends PlatformDatabase = PlatformDatabase> {
  private readonly consumers: ReadonlyMap<string, EventConsumer<Db>>;
  private readonly db: Kysely<PlatformDatabase>;

  constructor(
    private readonly serviceDb: Kysely<Db>,
    consumers: readonly EventConsumer<Db>[],
  ) {
    this.db = platformTablesOf(serviceDb);
    this.consumers = new Map(consumers.map((consumer) => [consumer.name, consumer]));
  }

  list(): Promise<DeadLetter[]> {
    return listDeadLetters(this.db);
  }

  /**
   * Runs the consumer's handler again on the stored message, exactly once (through the inbox,
   * under a lock on the dead letter), and removes the dead letter in the same transaction. When
   * the handler fails again, the dead letter stays with the new reason (409).
   */
  async replay(id: string): Promise<void> {
    const letter = await this.db.selectFrom('dead_letters').select(['consumer', 'payload']).where('id', '=', id).executeTakeFirst();
    if (!letter) throw new NotFoundError('The dead letter');
    const consumer = this.consumers.get(letter.consumer);
    if (!consumer || typeof letter.payload !== 'object') throw new ConflictError(DeadLetterMessages.unknownConsumer);
    try {
      const event = await consumer.open(letter.payload as BusMessage);
      await this.serviceDb.transaction().execute(async (trx) => {
        const locked = await platformTablesOf(trx).selectFrom('dead_letters').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!locked) throw new NotFoundError('The dead letter'); // replayed meanwhile
        await consumer.handleAgain(event, trx);
        await platformTablesOf(trx).deleteFrom('dead_letters').where('id', '=', id).execute();
      });
    } catch (error) {
      if (error instanceof DomainError || isDependencyUnavailable(error)) throw error;
      const reason = reasonOf(error);
      await this.db.updateTable('dead_letters').set({ error: reason, failed_at: new Date() }).where('id', '=', id).execute();
      throw new DomainError(409, DeadLetterMessages.replayFailed, [reason]);
    }
  }
}
