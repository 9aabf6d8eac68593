import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import pg from 'pg';

/** The SQL texts run as prepared statements, each by the name connections prepare it under. */
const statementNames = new Map<string, string>();

/**
 * Runs `query` as a prepared statement: each connection parses and plans it once, then only binds
 * parameters (Postgres takes longer to plan a query of a few joins than to run it). For a query whose
 * text is fixed (its parameters vary) and that runs at a high rate: every connection keeps each one.
 */
export function executePrepared<Row>(db: Kysely<any>, query: CompiledQuery<Row>): Promise<QueryResult<Row>> {
  if (!statementNames.has(query.sql)) statementNames.set(query.sql, `prepared_${statementNames.size + 1}`);
  return db.executeQuery(query);
}

/** The pool's pg client (see `createDatabase`): what `executePrepared` runs, it runs as a named statement. */
export class PreparingClient extends pg.Client {
  override query(...args: any[]): any {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' ? statementNames.get(text) : undefined;
    return name ? super.query({ name, text, values }) : super.query(...(args as Parameters<pg.Client['query']>));
  }
}
