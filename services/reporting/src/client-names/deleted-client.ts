import type { Kysely } from 'kysely';
import type { ReportingDatabase } from '../reporting-database.js';

/** Whether clients deleted the client already: their late events add nothing back. */
export async function isClientDeleted(clientId: string, trx: Kysely<ReportingDatabase>): Promise<boolean> {
  const client = await trx.selectFrom('clients').select('deleted').where('id', '=', clientId).executeTakeFirst();
  return client?.deleted ?? false;
}
