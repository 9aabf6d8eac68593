import { sql, type Kysely } from 'kysely';
import type { PlatformDatabase } from '../db/platform-database.js';
import { START_OF_LOG, type GlobalCheckpoint } from '../event-store/event-store.js';

/** How far the relay has published: the last event JetStream acknowledged, and its stream sequence. */
export interface RelayCheckpoint extends GlobalCheckpoint {
  eventId: string | null;
  /** The stream's sequence of that event; null until the relay first compared notes with the stream. */
  streamSeq: number | null;
}

/** How far the relay lags behind the event log, as /health reports it. */
export interface RelayLag {
  /** Committed events not yet acknowledged by JetStream. */
  pendingEvents: number;
  /** Age of the oldest of them (0 when none wait). */
  lagSeconds: number;
  /** Since when every attempt to publish failed; null while the relay works. */
  failingSince: string | null;
  lastError: string | null;
}

const NAME = 'relay';

/** The relay's row in `relay_checkpoints`: its position and whether it is failing. */
export class RelayCheckpoints {
  constructor(private readonly db: Kysely<PlatformDatabase>) {}

  async load(): Promise<RelayCheckpoint> {
    const row = await this.db.selectFrom('relay_checkpoints').selectAll().where('name', '=', NAME).executeTakeFirst();
    if (!row) return { ...START_OF_LOG, eventId: null, streamSeq: null };
    return {
      txId: String(row.tx_id),
      position: String(row.position),
      eventId: row.event_id,
      streamSeq: row.stream_seq === null ? null : Number(row.stream_seq),
    };
  }

  async save(checkpoint: RelayCheckpoint): Promise<void> {
    await sql`
      INSERT INTO relay_checkpoints (name, tx_id, position, event_id, stream_seq)
      VALUES (${NAME}, ${checkpoint.txId}::xid8, ${checkpoint.position}, ${checkpoint.eventId}, ${checkpoint.streamSeq})
      ON CONFLICT (name) DO UPDATE
      SET tx_id = excluded.tx_id, position = excluded.position, event_id = excluded.event_id, stream_seq = excluded.stream_seq`.execute(this.db);
  }

  /** Notes that publishing fails, keeping the time of the first failure in a row. */
  async markFailing(error: string): Promise<void> {
    await sql`
      INSERT INTO relay_checkpoints (name, tx_id, position, failing_since, last_error)
      VALUES (${NAME}, ${START_OF_LOG.txId}::xid8, ${START_OF_LOG.position}, now(), ${error})
      ON CONFLICT (name) DO UPDATE
      SET failing_since = coalesce(relay_checkpoints.failing_since, now()), last_error = excluded.last_error`.execute(this.db);
  }

  async markWorking(): Promise<void> {
    await this.db.updateTable('relay_checkpoints').set({ failing_since: null, last_error: null }).where('name', '=', NAME).execute();
  }

  /** The relay's lag, read from the database: any process of the service can answer it. */
  async lag(): Promise<RelayLag> {
    const row = await this.db.selectFrom('relay_checkpoints').select(['tx_id', 'position', 'failing_since', 'last_error']).where('name', '=', NAME).executeTakeFirst();
    const after = row ? { txId: String(row.tx_id), position: String(row.position) } : START_OF_LOG;
    const { rows } = await sql<{ pending: string; oldest: Date | null }>`
      SELECT count(*) AS pending, min((metadata->>'occurredAt')::timestamptz) AS oldest FROM events
      WHERE (tx_id, position) > (${after.txId}::xid8, ${after.position}::bigint)`.execute(this.db);
    const { pending, oldest } = rows[0];
    return {
      pendingEvents: Number(pending),
      lagSeconds: oldest ? Math.max(0, Math.round((Date.now() - oldest.getTime()) / 1000)) : 0,
      failingSince: row?.failing_since ? row.failing_since.toISOString() : null,
      lastError: row?.last_error ?? null,
    };
  }
}
