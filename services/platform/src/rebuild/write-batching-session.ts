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
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

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
 * not sent but kept, and its caller told it changed as many rows as it names (an UPDATE: one); the
 * writes kept go to Postgres in one round trip (each prepared once, then EXECUTEd with its parameters
 * as node-postgres would send them), before any other statement (a read sees every write before it),
 * every `maxDeferred` writes (or `maxBatchChars` characters) and at `flush()`. A write that then changes another number of rows (its
 * caller may have gone another way on the real count) or fails throws from `flush`: the caller rolls
 * back to a savepoint and runs the same work again with `deferring` off.
 */
export class WriteBatchingSession {
  deferring = false;
  private buffer: DeferredWrite[] = [];
  /** Characters of the statements kept: a batch goes once it holds `maxBatchChars`. */
  private bufferedChars = 0;
  private readonly prepared = new Map<string, string>();
  /** Names of statements prepared by a batch that failed may or may not exist: a new generation never meets them. */
  private generation = 0;
  /** Round trips made, and writes that went in a batch. */
  readonly counts = { roundTrips: 0, deferredWrites: 0 };

  constructor(
    private readonly client: pg.ClientBase,
    private readonly maxDeferred = 1_000,
    private readonly maxBatchChars = 1_000_000,
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

  /** Forgets the writes kept (their batch is rolled back). */
  discard(): void {
    this.buffer = [];
    this.bufferedChars = 0;
  }

  /** Sends the writes kept, in one round trip; throws if one fails or changes another number of rows than its caller was told. */
  async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const writes = this.buffer;
    this.discard();
    const statements: string[] = [];
    const executes: number[] = [];
    const preparing = new Map<string, string>();
    for (const write of writes) {
      let name = this.prepared.get(write.sql) ?? preparing.get(write.sql);
      if (!name) {
        name = `rebuild_${this.generation}_${this.prepared.size + preparing.size}`;
        preparing.set(write.sql, name);
        statements.push(`PREPARE ${name} AS ${write.sql}`);
      }
      executes.push(statements.length);
      statements.push(write.literals.length > 0 ? `EXECUTE ${name}(${write.literals.join(', ')})` : `EXECUTE ${name}`);
    }
    let results: pg.QueryResult[];
    try {
      this.counts.roundTrips++;
      const answer = (await this.client.query(statements.join(';\n'))) as unknown as pg.QueryResult | pg.QueryResult[];
      results = Array.isArray(answer) ? answer : [answer];
    } catch (error) {
      this.generation++;
      this.prepared.clear();
      throw error;
    }
    for (const [sql, name] of preparing) this.prepared.set(sql, name);
    this.counts.deferredWrites += writes.length;
    writes.forEach((write, i) => {
      const actual = results[executes[i]!]?.rowCount ?? null;
      if (actual !== write.assumed) throw new DeferredWriteMismatch(write.sql, write.assumed, actual);
    });
  }

  private async execute(compiled: CompiledQuery): Promise<QueryResult<unknown>> {
    const assumed = this.deferring ? assumedRowCount(compiled) : undefined;
    if (assumed !== undefined) {
      const literals = compiled.parameters.map(literalOf);
      this.buffer.push({ sql: compiled.sql, literals, assumed });
      this.bufferedChars += literals.reduce((sum, literal) => sum + literal.length, 0);
      if (this.buffer.length >= this.maxDeferred || this.bufferedChars >= this.maxBatchChars) await this.flush();
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
  if (text === null || text === undefined) return 'NULL';
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
