import { sql, type Kysely } from 'kysely';
import type { ClientsDatabase } from '../clients-database.js';
import type { LinkCodeHashes } from './link-code-hashes.js';

/**
 * Hashes the codes of links given before clients kept only their hashes (issue 32), at each start
 * before the port opens: a client or supporter row without a hash (the migration's rows, or a rebuild's
 * replay of such an invitation) takes it from the code its event carries in plain text (those events
 * stay as they were). Two instances starting at once write the same hashes.
 */
export async function hashLegacyLinkCodes(db: Kysely<ClientsDatabase>, hashes: LinkCodeHashes): Promise<void> {
  const plainCode = sql<string>`e.data->>'shortCode'`;
  const isPlain = sql<boolean>`jsonb_typeof(e.data->'shortCode') = 'string'`;
  const clients = await db
    .selectFrom('clients as c')
    .innerJoin('events as e', 'e.position', 'c.link_event_position')
    .select(['c.id', plainCode.as('code')])
    .where('c.short_code_hash', 'is', null)
    .where(isPlain)
    .execute();
  const supporters = await db
    .selectFrom('supporters as s')
    .innerJoin('events as e', (join) => join.on(sql<boolean>`e.stream_id = 'supporter-' || s.id`).on('e.type', '=', 'SupporterInvited'))
    .select(['s.id', plainCode.as('code')])
    .where('s.short_code_hash', 'is', null)
    .where(isPlain)
    .execute();
  for (const [table, rows] of [
    ['clients', clients],
    ['supporters', supporters],
  ] as const) {
    if (rows.length === 0) continue;
    await sql`
      UPDATE ${sql.table(table)} SET short_code_hash = v.hash
      FROM unnest(${rows.map((row) => row.id)}::uuid[], ${rows.map((row) => hashes.of(row.code))}::text[]) AS v(id, hash)
      WHERE ${sql.table(table)}.id = v.id`.execute(db);
  }
}
