import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import pg from 'pg';

/** The SQL texts run as prepared statements, each by the name connections prepare it under. */
const statementNames = new Map<string, string>();

/**
 * Runs `query` as a prepared statement: each connection parses and plans it once, then only binds
 * parameters (Postgres takes longer to plan a query of a few joins than to run it). For a query whose
 * text is fixed (its parameters vary) and that runs at a high rate: every connection keeps each one.
 */
export function executePrepared<Row>(db: Pick<Kysely<unknown>, 'executeQuery'>, query: CompiledQuery<Row>): Promise<QueryResult<Row>> {
  if (!statementNames.has(query.sql)) statementNames.set(query.sql, `prepared_${statementNames.size + 1}`);
  return db.executeQuery(query);
}

/** The pool's pg client (see `createDatabase`): what `executePrepared` runs, it runs as a named statement. */
export class PreparingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- it stands in for every one of pg's query overloads, whose results differ (a promise, nothing, the stream given)
  override query(...args: unknown[]): any {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
      const name = statementNames.get(text);
      if (name) return super.query({ name, text, values });
    }
    return super.query(...(args as Parameters<pg.Client['query']>));
  }
}
