import { sql, type Kysely } from 'kysely';
import type { PlatformDatabase } from '../db/platform-database.js';
import type { VerifiedToken } from '../http/auth.js';

/**
 * Spends a single-use token (a download token, for one file or report): true at its first use, false at
 * any later one. The service keeps the ids of the tokens it has taken (`spent_tokens`, every instance of
 * it sharing them) until they expire, and forgets the expired ones as it goes. A token without an id
 * cannot be told apart from its copies: never spendable.
 */
export async function spendToken(db: Kysely<PlatformDatabase>, token: Pick<VerifiedToken, 'id' | 'expiresAt'>): Promise<boolean> {
  if (!token.id) return false;
  const taken = await db
    .with('forgotten', (q) => q.deleteFrom('spent_tokens').where('expires_at', '<', sql<Date>`now() - interval '1 minute'`))
    .insertInto('spent_tokens')
    .values({ token_id: token.id, expires_at: new Date(token.expiresAt) })
    .onConflict((oc) => oc.column('token_id').doNothing())
    .returning('token_id')
    .executeTakeFirst();
  return taken !== undefined;
}
