import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { jetstream, jetstreamManager, type JetStreamClient, type PubAck } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { streamNameOf, subjectOf } from '@app/contracts';
import type { PlatformDatabase } from '../db/platform-database.js';
import type { EventStore } from '../event-store/event-store.js';
import { streamTypeOf, type StoredEvent } from '../event-store/types.js';
import type { Logger } from '../logger.js';
import { toBusMessage, type BusMessage } from './bus-message.js';
import { ensureServiceStream } from './nats.js';
import { RelayCheckpoints, type RelayCheckpoint } from './relay-checkpoint.js';

export interface RelayOptions {
  service: string;
  prefix: string;
  databaseUrl: string;
  /** Replicas of the service's stream in a NATS cluster (`BUS_STREAM_REPLICAS`, see `ensureServiceStream`). */
  streamReplicas?: number;
  batchSize?: number;
  /** Longest wait between looks at the log when no append of this process wakes the relay. */
  pollMs?: number;
  logger: Logger;
}

/** The session advisory lock the active relay holds: one relay per service database at a time. */
export const RELAY_LOCK_KEY = 0x6576_6e74;
/** JetStream's answer when the stream's last sequence is not the one the message expects. */
const WRONG_LAST_SEQUENCE = 10071;
/**
 * While events keep coming, the checkpoint is saved at most this often (and whenever the relay catches
 * up or stops): one write per batch would be one per event under load. A crash in between leaves it
 * behind what JetStream holds, which the next leader realigns with, as after any crash.
 */
const CHECKPOINT_SAVE_MS = 100;
/** How long the relay under load waits for more events before it reads the next batch. */
const GATHER_MS = 25;
/**
 * How soon the relay looks again at committed events held back by a transaction of its database still
 * running (doubling while they stay held, up to `pollMs`): its commit wakes nothing here when it is
 * another process's, or this one's within a caller's transaction.
 */
const HELD_BACK_LOOK_MS = 10;

/**
 * Publishes every committed event to JetStream in global order. Each message carries
 * `Nats-Msg-Id` = event id (JetStream drops duplicates) and expects the stream's last sequence to
 * be the one of the event before it, so a message lost in a reconnect can never be overtaken by the
 * next one. (Not the last message id: nats-server 2.9 forgets it on a restart once the duplicate
 * window has passed, and would refuse every publish after.) The checkpoint advances only past
 * acknowledged messages; while publishing fails, the checkpoint row says so (see `/health`).
 */
export class Relay {
  private running = false;
  /** The session holding the leader lock. */
  private leader?: pg.Client;
  /** A standby's session, asking for the lock again each time (not a new connection each time). */
  private candidate?: pg.Client;
  private unsubscribe?: () => void;
  private wake?: () => void;
  /** Set by an append that happens while a batch is being published. */
  private signalled = false;
  private loop?: Promise<void>;
  private readonly js: JetStreamClient;
  private readonly checkpoints: RelayCheckpoints;
  private readonly batchSize: number;
  private readonly pollMs: number;
  /** The current run of failures (each retry fails the same way, mostly), until a publish succeeds. */
  private failure?: { message: string; recorded: boolean };
  /** How far this relay has published: only the leader writes the checkpoint, so it is read only on becoming leader and after a failure. */
  private checkpoint?: RelayCheckpoint;
  /** The checkpoint as last saved, and when. */
  private saved?: { checkpoint: RelayCheckpoint; at: number };
  /** How long to wait before looking again at events held back since the last look(s). */
  private heldBackWait?: number;

  constructor(
    private readonly db: Kysely<PlatformDatabase>,
    private readonly store: EventStore,
    private readonly nc: NatsConnection,
    private readonly options: RelayOptions,
  ) {
    this.js = jetstream(nc, { timeout: 5_000 });
    this.checkpoints = new RelayCheckpoints(db);
    this.batchSize = options.batchSize ?? 1000;
    this.pollMs = options.pollMs ?? 100;
  }

  async start(): Promise<void> {
    await ensureServiceStream(await jetstreamManager(this.nc), this.options.prefix, this.options.service, { replicas: this.options.streamReplicas });
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
        const { published, heldBack } = await this.publishBatch();
        if (this.failure !== undefined) await this.recovered();
        this.heldBackWait = heldBack ? Math.min(this.pollMs, (this.heldBackWait ?? HELD_BACK_LOOK_MS / 2) * 2) : undefined;
        if (published > 0 && published < this.batchSize && this.signalled) {
          // Under load (appended meanwhile): a moment's events make the next batch, one read for them all.
          await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
        } else if (published < this.batchSize) {
          // Caught up, with nothing appended meanwhile: the saved checkpoint shows it (health, metrics).
          if (!this.signalled && !heldBack) await this.saveCheckpoint();
          await this.sleep(this.heldBackWait ?? this.pollMs);
        }
      } catch (error) {
        this.checkpoint = undefined;
        await this.failed(error as Error);
        await this.dropLeadershipIfBroken();
        await this.sleep(250);
      }
    }
    await this.saveCheckpoint().catch(() => undefined);
    await this.leader?.end().catch(() => undefined);
    await this.candidate?.end().catch(() => undefined);
    this.leader = undefined;
    this.candidate = undefined;
  }

  private async failed(error: Error): Promise<void> {
    const { message } = error;
    if (this.failure?.message === message && this.failure.recorded) return;
    if (this.failure?.message !== message) this.options.logger.warn({ err: message }, 'relay: publish failed, retrying');
    // With the database down this cannot be written (/health then reports the database): try again next time.
    const recorded = await this.checkpoints.markFailing(message.slice(0, 500)).then(
      () => true,
      () => false,
    );
    this.failure = { message, recorded };
  }

  private async recovered(): Promise<void> {
    await this.checkpoints.markWorking();
    this.options.logger.info('relay: publishing again');
    this.failure = undefined;
  }

  /**
   * Holds a session advisory lock: one active relay per database; the others stand by, each asking
   * again on the session it keeps (a new connection every `pollMs` would cost Postgres a backend
   * and, with TLS, a handshake, ten times a second for every standing-by instance).
   */
  private async becomeLeader(): Promise<void> {
    if (!this.candidate) {
      const client = new pg.Client({ connectionString: this.options.databaseUrl });
      client.on('error', () => undefined);
      await client.connect();
      this.candidate = client;
    }
    const candidate = this.candidate;
    try {
      const { rows } = await candidate.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [RELAY_LOCK_KEY]);
      if (!rows[0].locked) return;
    } catch (error) {
      this.candidate = undefined; // a broken session: the next try opens another
      await candidate.end().catch(() => undefined);
      throw error;
    }
    this.leader = candidate;
    this.candidate = undefined;
    this.checkpoint = undefined; // another leader may have published meanwhile: read where it stopped
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

  /** Publishes the next batch; answers how many events were published, and whether committed ones wait behind a running transaction. */
  private async publishBatch(): Promise<{ published: number; heldBack: boolean }> {
    let checkpoint = this.checkpoint ?? (await this.checkpoints.load());
    if (checkpoint.streamSeq === null) checkpoint = await this.realignWithStream(checkpoint);
    const { events, heldBack } = await this.store.readAll(checkpoint, this.batchSize);
    if (events.length === 0) return { published: 0, heldBack };
    const streamSeq = checkpoint.streamSeq!;
    const results = await Promise.allSettled(events.map((event, i) => this.publish(event, streamSeq + i)));
    const failedAt = results.findIndex((r) => r.status === 'rejected');
    const acknowledged = failedAt === -1 ? events.length : failedAt;
    if (acknowledged > 0) {
      const last = events[acknowledged - 1];
      const ack = (results[acknowledged - 1] as PromiseFulfilledResult<PubAck>).value;
      checkpoint = { txId: last.txId, position: last.position, eventId: last.metadata.eventId, streamSeq: ack.seq };
      this.checkpoint = checkpoint;
    }
    if (failedAt !== -1 || Date.now() - (this.saved?.at ?? 0) >= CHECKPOINT_SAVE_MS) await this.saveCheckpoint();
    if (failedAt !== -1) {
      const reason = (results[failedAt] as PromiseRejectedResult).reason as Error;
      if ((reason as { code?: unknown }).code === WRONG_LAST_SEQUENCE) await this.realignWithStream(checkpoint);
      throw reason;
    }
    return { published: events.length, heldBack };
  }

  /** Saves the checkpoint if it moved since it was last saved. */
  private async saveCheckpoint(): Promise<void> {
    const { checkpoint } = this;
    if (!checkpoint || checkpoint === this.saved?.checkpoint) return;
    await this.checkpoints.save(checkpoint);
    this.saved = { checkpoint, at: Date.now() };
  }

  private publish(event: StoredEvent, expectedLastSequence: number): Promise<PubAck> {
    const subject = subjectOf(this.options.prefix, this.options.service, streamTypeOf(event.streamId), event.type);
    return this.js.publish(subject, JSON.stringify(toBusMessage(this.options.service, event)), {
      msgID: event.metadata.eventId,
      expect: { lastSequence: expectedLastSequence },
    });
  }

  /**
   * The stream's last sequence is not the checkpoint's: the checkpoint lags behind what JetStream
   * holds (a crash between ack and checkpoint, beyond the duplicate window), JetStream lost messages,
   * or the checkpoint predates sequences. Continue after the event JetStream holds last; if that
   * message cannot be matched to an event, keep the checkpoint's position (republishing rather
   * than skipping anything).
   */
  private async realignWithStream(checkpoint: RelayCheckpoint): Promise<RelayCheckpoint> {
    const jsm = await jetstreamManager(this.nc);
    const stream = streamNameOf(this.options.prefix, this.options.service);
    const { state } = await jsm.streams.info(stream);
    const last = state.messages > 0 ? await jsm.streams.getMessage(stream, { seq: state.last_seq }).catch(() => null) : null;
    const lastEvent = last ? await this.storedEventOf(parseBusMessage(last.string())) : undefined;
    const aligned = { ...(lastEvent ?? checkpoint), streamSeq: state.last_seq };
    const moves = { from: { position: checkpoint.position, streamSeq: checkpoint.streamSeq }, to: { position: aligned.position, streamSeq: aligned.streamSeq } };
    if (checkpoint.streamSeq === null) this.options.logger.info(moves, 'relay: aligned with the stream');
    else this.options.logger.warn(moves, 'relay: realigned with the stream');
    this.checkpoint = aligned;
    await this.saveCheckpoint();
    return aligned;
  }

  /** The event a message of this relay carries, if it is in this service's log. */
  private async storedEventOf(message: BusMessage | undefined): Promise<Omit<RelayCheckpoint, 'streamSeq'> | undefined> {
    if (typeof message?.position !== 'string' || typeof message.metadata?.eventId !== 'string') return undefined;
    const row = await this.db
      .selectFrom('events')
      .select(['position', 'tx_id'])
      .where('position', '=', message.position)
      .where(sql`metadata->>'eventId'`, '=', message.metadata.eventId)
      .executeTakeFirst();
    return row ? { txId: String(row.tx_id), position: String(row.position), eventId: message.metadata.eventId } : undefined;
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

function parseBusMessage(text: string): BusMessage | undefined {
  try {
    return JSON.parse(text) as BusMessage;
  } catch {
    return undefined;
  }
}
