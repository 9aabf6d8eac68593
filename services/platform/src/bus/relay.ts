import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { headers, type NatsConnection } from '@nats-io/transport-node';
import { streamNameOf, subjectOf } from '@app/contracts';
import { START_OF_LOG, type EventStore, type GlobalCheckpoint } from '../event-store/event-store.js';
import { streamTypeOf, type StoredEvent } from '../event-store/types.js';
import type { Logger } from '../logger.js';
import { toBusMessage } from './bus-message.js';
import { ensureServiceStream } from './nats.js';

export interface RelayOptions {
  service: string;
  prefix: string;
  databaseUrl: string;
  batchSize?: number;
  /** Longest wait between looks at the log when no append of this process wakes the relay. */
  pollMs?: number;
  logger: Logger;
}

interface Checkpoint extends GlobalCheckpoint {
  eventId: string | null;
}

const RELAY_LOCK_KEY = 0x6576_6e74; // one relay per service database at a time
const CHECKPOINT_NAME = 'relay';

/**
 * Publishes every committed event to JetStream in global order. Each message carries
 * `Nats-Msg-Id` = event id (JetStream drops duplicates) and expects the previous event's id as the
 * stream's last message, so a message lost in a reconnect can never be overtaken by the next one.
 * The checkpoint advances only past acknowledged messages.
 */
export class Relay {
  private running = false;
  /** The session holding the leader lock. */
  private leader?: pg.Client;
  private unsubscribe?: () => void;
  private wake?: () => void;
  /** Set by an append that happens while a batch is being published. */
  private signalled = false;
  private loop?: Promise<void>;
  private readonly js: JetStreamClient;
  private readonly batchSize: number;
  private readonly pollMs: number;

  constructor(
    private readonly db: Kysely<any>,
    private readonly store: EventStore,
    private readonly nc: NatsConnection,
    private readonly options: RelayOptions,
  ) {
    this.js = jetstream(nc, { timeout: 5_000 });
    this.batchSize = options.batchSize ?? 1000;
    this.pollMs = options.pollMs ?? 100;
  }

  async start(): Promise<void> {
    await ensureServiceStream(await jetstreamManager(this.nc), this.options.prefix, this.options.service);
    this.running = true;
    this.unsubscribe = this.store.onAppended(() => this.signal());
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.signal();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (!this.leader) await this.becomeLeader();
        if (!this.leader) {
          await this.sleep(this.pollMs);
          continue;
        }
        const published = await this.publishBatch();
        if (published < this.batchSize) await this.sleep(this.pollMs);
      } catch (error) {
        this.options.logger.warn({ err: (error as Error).message }, 'relay: publish failed, retrying');
        await this.dropLeadershipIfBroken();
        await this.sleep(250);
      }
    }
    await this.leader?.end().catch(() => undefined);
    this.leader = undefined;
  }

  /** Holds a session advisory lock: one active relay per database; the others stand by. */
  private async becomeLeader(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [RELAY_LOCK_KEY]);
    if (!rows[0].locked) {
      await client.end();
      return;
    }
    this.leader = client;
  }

  private async dropLeadershipIfBroken(): Promise<void> {
    if (!this.leader) return;
    try {
      await this.leader.query('SELECT 1');
    } catch {
      await this.leader.end().catch(() => undefined);
      this.leader = undefined;
    }
  }

  /** Publishes the next batch; returns how many events were published. */
  async publishBatch(): Promise<number> {
    const checkpoint = await this.loadCheckpoint();
    const events = await this.store.readAll(checkpoint, this.batchSize);
    if (events.length === 0) return 0;
    let previousId = checkpoint.eventId;
    const acks = events.map((event) => {
      const expectLast = previousId;
      previousId = event.metadata.eventId;
      return this.publish(event, expectLast);
    });
    const results = await Promise.allSettled(acks);
    const failedAt = results.findIndex((r) => r.status === 'rejected');
    const acknowledged = failedAt === -1 ? events : events.slice(0, failedAt);
    if (acknowledged.length > 0) await this.saveCheckpoint(acknowledged[acknowledged.length - 1]);
    if (failedAt !== -1) {
      const reason = (results[failedAt] as PromiseRejectedResult).reason as Error;
      if (/wrong last msg ?id/i.test(reason.message)) await this.realignWithStream();
      throw reason;
    }
    return events.length;
  }

  private publish(event: StoredEvent, expectLastId: string | null) {
    const subject = subjectOf(this.options.prefix, this.options.service, streamTypeOf(event.streamId), event.type);
    const h = headers();
    h.set('Nats-Msg-Id', event.metadata.eventId);
    if (expectLastId) h.set('Nats-Expected-Last-Msg-Id', expectLastId);
    return this.js.publish(subject, JSON.stringify(toBusMessage(this.options.service, event)), { headers: h });
  }

  /**
   * The stream's last message is not the event before our checkpoint: the checkpoint lags behind
   * what JetStream holds (a crash between ack and checkpoint, beyond the duplicate window).
   * Move the checkpoint to the event JetStream holds last.
   */
  private async realignWithStream(): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    const stream = streamNameOf(this.options.prefix, this.options.service);
    const info = await jsm.streams.info(stream);
    if (info.state.messages === 0) return;
    const last = await jsm.streams.getMessage(stream, { seq: info.state.last_seq });
    const eventId = last?.header.get('Nats-Msg-Id');
    if (!eventId) return;
    const row = await this.db
      .selectFrom('events')
      .select(['position', 'tx_id', 'metadata'])
      .where(sql`metadata->>'eventId'`, '=', eventId)
      .executeTakeFirst();
    if (row) await this.writeCheckpoint({ txId: String(row.tx_id), position: String(row.position), eventId });
  }

  private async loadCheckpoint(): Promise<Checkpoint> {
    const row = await this.db.selectFrom('relay_checkpoints').selectAll().where('name', '=', CHECKPOINT_NAME).executeTakeFirst();
    if (!row) return { ...START_OF_LOG, eventId: null };
    return { txId: String(row.tx_id), position: String(row.position), eventId: row.event_id };
  }

  private saveCheckpoint(event: StoredEvent): Promise<void> {
    return this.writeCheckpoint({ txId: event.txId, position: event.position, eventId: event.metadata.eventId });
  }

  private async writeCheckpoint(checkpoint: Checkpoint): Promise<void> {
    await sql`
      INSERT INTO relay_checkpoints (name, tx_id, position, event_id)
      VALUES (${CHECKPOINT_NAME}, ${checkpoint.txId}::xid8, ${checkpoint.position}, ${checkpoint.eventId})
      ON CONFLICT (name) DO UPDATE SET tx_id = excluded.tx_id, position = excluded.position, event_id = excluded.event_id`.execute(this.db);
  }

  private signal(): void {
    this.signalled = true;
    this.wake?.();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        this.signalled = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      if (this.signalled) done();
      else this.wake = done;
    });
  }
}
