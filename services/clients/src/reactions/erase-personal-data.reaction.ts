import { personalDataErasureHandler, type PlatformRuntime } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';

/**
 * Identity erased a person: their name and address leave `user_names` (a subscriber's display name
 * then reads as null), with this service's key of them, in one transaction.
 */
export const erasePersonalDataReaction = (runtime: PlatformRuntime<ClientsDatabase>) =>
  personalDataErasureHandler<ClientsDatabase>(runtime.service, runtime.vault, async (userId, trx) => {
    await trx.deleteFrom('user_names').where('user_id', '=', userId).execute();
  });
