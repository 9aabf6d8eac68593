import { sql, type Kysely } from 'kysely';
import type { RebuildPlan } from './rebuild-plan.js';

/**
 * The platform kit's own tables in every service's database (`PlatformDatabase`, made by the kit's
 * migrations in db/migrations.ts), with Kysely's migration bookkeeping: never a read model. `inbox`
 * is the kit's, but part of what a rebuild makes again (see `rebuildReadModels`).
 */
export const PLATFORM_TABLES: readonly string[] = [
  'events',
  'streams',
  'relay_checkpoints',
  'inbox',
  'dead_letters',
  'personal_keys',
  'spent_tokens',
  'kysely_migration',
  'kysely_migration_lock',
];

/** Every ordinary table of the database's `public` schema (pg-boss keeps its own schema, `pgboss`), by name. */
export async function publicTablesOf<Db>(db: Kysely<Db>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * The service's read models: every table of its `public` schema but the kit's own and those its plan
 * keeps (not derived from events). A table named in `plan.keep` that does not exist is an error (a
 * plan out of date would otherwise leave a new table of the same purpose to be emptied).
 */
export async function readModelTablesOf<Db>(db: Kysely<Db>, plan: RebuildPlan = {}): Promise<string[]> {
  const tables = await publicTablesOf(db);
  const missing = Object.keys(plan.keep ?? {}).filter((table) => !tables.includes(table));
  if (missing.length > 0) throw new Error(`The rebuild plan keeps tables the database does not have: ${missing.join(', ')}`);
  return tables.filter((table) => !PLATFORM_TABLES.includes(table) && !(table in (plan.keep ?? {})));
}

export interface TableChecksum {
  rows: number;
  md5: string;
}

/**
 * A checksum of each table's rows: md5 of every row as JSON (its columns by name, those of
 * `plan.notDerivedColumns` left out), sorted byte-wise, so that the same rows give the same sum in
 * any physical order. `inbox` rows count whole: their `handled_at` is kept by a rebuild.
 */
export async function tableChecksums<Db>(db: Kysely<Db>, tables: readonly string[], plan: RebuildPlan = {}): Promise<Record<string, TableChecksum>> {
  const sums: Record<string, TableChecksum> = {};
  for (const table of tables) {
    const leftOut = [...(plan.notDerivedColumns?.[table]?.columns ?? [])];
    const { rows } = await sql<{ rows: number; md5: string }>`
      SELECT count(*)::int AS rows, md5(coalesce(string_agg(r, E'\n' ORDER BY r COLLATE "C"), '')) AS md5
      FROM (SELECT (to_jsonb(t) - ${leftOut}::text[])::text AS r FROM ${sql.table(table)} AS t) AS s`.execute(db);
    sums[table] = rows[0]!;
  }
  return sums;
}
