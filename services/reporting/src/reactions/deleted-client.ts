import type { Kysely } from 'kysely';
import type { ReportingDatabase } from '../reporting-database.js';

/** Whether clients deleted the client already: their late events add nothing back. */
export async function isClientDeleted(clientId: string, trx: Kysely<ReportingDatabase>): Promise<boolean> {
  return (await deletedClientsAmong([clientId], trx)).has(clientId);
}

/** `isClientDeleted` for several clients at once: those of them clients deleted already. */
export async function deletedClientsAmong(clientIds: readonly string[], trx: Kysely<ReportingDatabase>): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('clients')
    .select('id')
    .where('id', 'in', [...new Set(clientIds)])
    .where('deleted', '=', true)
    .execute();
  return new Set(rows.map((row) => row.id));
}
