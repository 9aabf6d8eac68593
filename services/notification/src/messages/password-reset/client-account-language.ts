import type { Kysely } from 'kysely';
import type { Language } from '@app/contracts';
import type { NotificationDatabase } from '../../notification-database.js';

/**
 * The language of the client whose account this is (the invitation's, then the client's choice), or
 * undefined for any other account, or a client invited before issue 37 (their messages go out in English).
 */
export async function clientAccountLanguage(userId: string, db: Kysely<NotificationDatabase>): Promise<Language | undefined> {
  const row = await db.selectFrom('client_reminders').select('language').where('application_user_id', '=', userId).executeTakeFirst();
  return row?.language;
}
