import { createRequire } from 'node:module';
import {
  InsertQueryNode,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  UpdateQueryNode,
  ValuesNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type pg from 'pg';

/** node-postgres' own conversion of a parameter to the text it sends (Dates, arrays, objects as JSON). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): string | Buffer | null };

/** A deferred write did not change as many rows as was assumed when its caller went on: the batch runs again, unbatched. */
export class DeferredWriteMismatch extends Error {
  constructor(sql: string, assumed: number, actual: number | null) {
    super(`A deferred write changed ${actual} row(s), not ${assumed}: ${sql.slice(0, 120)}`);
    this.name = 'DeferredWriteMismatch';
  }
}

interface DeferredWrite {
  sql: string;
  /** Its parameters as literals. */
  literals: string[];
  /** The row count its caller was told. */
  assumed: number;
}

/**
 * One connection in one transaction, for a rebuild's projections and handlers (`kysely()`), which
 * may defer their writes: while `deferring`, an INSERT ... VALUES or an UPDATE without RETURNING is
 * not sent but kept, and its caller told it changed as many rows as it names (an UPDATE: one). The
 * writes kept go to Postgres together, in one round trip (each prepared once, then EXECUTEd with its
 * parameters as node-postgres would send them), every `maxDeferred` writes (or `maxBatchChars`
 * characters) without waiting for the answer, so that Postgres runs them while the caller goes on
 * (the connection keeps the order), and at `flush()`, which waits for every batch sent and checks it;
 * so does any other statement first (a read sees every write before it). A write that changed another
 * number of rows (its caller may have gone another way on the real count) or failed throws from
 * `flush`: the caller rolls back to a savepoint and runs the same work again with `deferring` off.
 */
export class WriteBatchingSession {
  deferring = false;
  private buffer: DeferredWrite[] = [];
  /** Characters of the statements kept: a batch goes once it holds `maxBatchChars`. */
  private bufferedChars = 0;
  /** Batches sent whose answer is not checked yet, in order: each settles with its failure, if any. */
  private sent: Promise<Error | undefined>[] = [];
  /** The last round trip asked for: the next waits for it (one query at a time on the connection). */
  private last: Promise<unknown> = Promise.resolve();
  private readonly prepared = new Map<string, string>();
  /** Names of statements prepared by a batch that failed may or may not exist: a new generation never meets them. */
  private generation = 0;
  /** Round trips made, and writes that went in a batch. */
  readonly counts = { roundTrips: 0, deferredWrites: 0 };

  constructor(
    private readonly client: pg.ClientBase,
    private readonly maxDeferred = 100,
    private readonly maxBatchChars = 250_000,
  ) {}

  /** A Kysely on this session's connection and transaction (it cannot begin or end one itself). */
  kysely<Db>(): Kysely<Db> {
    const connection: DatabaseConnection = {
      executeQuery: <R>(compiled: CompiledQuery) => this.execute(compiled) as Promise<QueryResult<R>>,
      streamQuery: () => {
        throw new Error('Streaming is not offered during a rebuild');
      },
    };
    const refuse = async () => {
      throw new Error('The rebuild holds the transaction: a projection or handler cannot begin or end one');
    };
    const driver: Driver = {
      init: async () => undefined,
      acquireConnection: async () => connection,
      beginTransaction: refuse,
      commitTransaction: refuse,
      rollbackTransaction: refuse,
      releaseConnection: async () => undefined,
      destroy: async () => undefined,
    };
    return new Kysely<Db>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => driver,
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
  }

  /** Sends a statement of the rebuild's own (after the writes kept). */
  async query(text: string): Promise<void> {
    await this.flush();
    this.counts.roundTrips++;
    await this.client.query(text);
  }

  /**
   * Forgets the writes kept and the batches sent but not checked (they are rolled back: the caller's
   * ROLLBACK TO SAVEPOINT follows them on the connection).
   */
  discard(): void {
    this.buffer = [];
    this.bufferedChars = 0;
    if (this.sent.length > 0) this.forgetPrepared();
    this.sent = [];
  }

  /** Sends the writes kept and waits for every batch sent; throws if a write failed or changed another number of rows than its caller was told. */
  async flush(): Promise<void> {
    this.send();
    const sent = this.sent;
    this.sent = [];
    const failures = (await Promise.all(sent)).filter((failure) => failure !== undefined);
    // Batches discarded before they were answered too: nothing is left running when the caller goes on.
    await this.last;
    if (failures.length > 0) throw failures[0];
  }

  /** Sends the writes kept, in one round trip, without waiting: the answer is checked by `flush`. */
  private send(): void {
    if (this.buffer.length === 0) return;
    const writes = this.buffer;
    this.buffer = [];
    this.bufferedChars = 0;
    const statements: string[] = [];
    const executes: number[] = [];
    for (const write of writes) {
      let name = this.prepared.get(write.sql);
      if (!name) {
        // Prepared from now on for the batches sent after this one; should this one fail, all fail with it (the transaction is aborted).
        name = `rebuild_${this.generation}_${this.prepared.size}`;
        this.prepared.set(write.sql, name);
        statements.push(`PREPARE ${name} AS ${write.sql}`);
      }
      executes.push(statements.length);
      statements.push(write.literals.length > 0 ? `EXECUTE ${name}(${write.literals.join(', ')})` : `EXECUTE ${name}`);
    }
    this.counts.roundTrips++;
    this.counts.deferredWrites += writes.length;
    const text = statements.join(';\n');
    const answer = this.last.then(() => this.client.query(text) as unknown as Promise<pg.QueryResult | pg.QueryResult[]>);
    this.last = answer.catch(() => undefined);
    const checked = answer.then(
      (answer) => {
        const results = Array.isArray(answer) ? answer : [answer];
        for (const [i, write] of writes.entries()) {
          const actual = results[executes[i]]?.rowCount ?? null;
          if (actual !== write.assumed) return new DeferredWriteMismatch(write.sql, write.assumed, actual);
        }
        return undefined;
      },
      (error: Error | undefined) => {
        this.forgetPrepared();
        return error ?? new Error('A batch of deferred writes failed');
      },
    );
    this.sent.push(checked);
  }

  /** The statements prepared so far may or may not exist (a batch failed or was abandoned): a new generation never meets them. */
  private forgetPrepared(): void {
    this.generation++;
    this.prepared.clear();
  }

  private async execute(compiled: CompiledQuery): Promise<QueryResult<unknown>> {
    const assumed = this.deferring ? assumedRowCount(compiled) : undefined;
    if (assumed !== undefined) {
      const literals = compiled.parameters.map(literalOf);
      this.buffer.push({ sql: compiled.sql, literals, assumed });
      this.bufferedChars += literals.reduce((sum, literal) => sum + literal.length, 0);
      if (this.buffer.length >= this.maxDeferred || this.bufferedChars >= this.maxBatchChars) this.send();
      return { rows: [], numAffectedRows: BigInt(assumed) };
    }
    await this.flush();
    this.counts.roundTrips++;
    // As Kysely's Postgres driver answers.
    const { command, rowCount, rows } = await this.client.query(compiled.sql, [...compiled.parameters]);
    const writes = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
    return { numAffectedRows: writes ? BigInt(rowCount ?? 0) : undefined, rows: rows ?? [] };
  }
}

/** The rows a write may be assumed to change: an INSERT its VALUES rows, an UPDATE one; undefined for anything else (not deferred). */
function assumedRowCount({ query }: CompiledQuery): number | undefined {
  if (InsertQueryNode.is(query) && !query.returning && query.values && ValuesNode.is(query.values)) return query.values.values.length;
  if (UpdateQueryNode.is(query) && !query.returning && query.where) return 1;
  return undefined;
}

/** A parameter as a literal Postgres takes exactly as the same value sent as a parameter (text; bytea as hex). */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : prepareValue(value);
  if (text === null) return 'NULL';
  return quoted(String(text));
}

/**
 * The text as a string literal, as node-postgres' escapeLiteral makes it (quotes doubled; with a
 * backslash, every one doubled in an E'' string), without its character-by-character concatenation
 * (a template snapshot of a form is 150 kB).
 */
function quoted(text: string): string {
  const inner = text.replaceAll("'", "''");
  return text.includes('\\') ? ` E'${inner.replaceAll('\\', '\\\\')}'` : `'${inner}'`;
}
