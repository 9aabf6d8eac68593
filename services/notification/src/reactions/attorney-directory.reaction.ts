import type { Kysely } from 'kysely';
import { keepAccountContacts } from '@app/platform';
import type { NotificationDatabase } from '../notification-database.js';

export const ATTORNEY_DIRECTORY_HANDLER = 'notification-attorney-directory';

/**
 * Identity's accounts -> `attorneys`: the address and name the notices to an attorney and the billing mails
 * go to (issue 36). Clients' accounts are not kept: nothing is sent to them this way. A corrected address
 * (`UserContactChanged`) replaces the old one; the erasure removes the row (erase-personal-data.reaction.ts).
 */
export const attorneyDirectoryReaction = () => keepAccountContacts<NotificationDatabase>(ATTORNEY_DIRECTORY_HANDLER, 'attorneys');

/** The person was erased: their address, name and settings go (their key goes with the platform's handler). */
export async function forgetAttorney(userId: string, trx: Kysely<NotificationDatabase>): Promise<void> {
  await trx.deleteFrom('attorneys').where('user_id', '=', userId).execute();
  await trx.deleteFrom('attorney_settings').where('user_id', '=', userId).execute();
}
