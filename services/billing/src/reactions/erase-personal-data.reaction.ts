import { personalDataErasureHandler, personalDataErasureHandlerName, type EventHandlerDefinition, type PlatformRuntime } from '@app/platform';
import type { BillingDatabase } from '../billing-database.js';

export const PERSONAL_DATA_ERASURE_HANDLER = personalDataErasureHandlerName('billing');

/**
 * Identity's `PersonalDataErased`: billing forgets the person too. Besides their key (billing
 * addresses sealed under their user id), the key of each of their enterprise memberships (the email,
 * sealed under the member id) goes, and the member rows lose the address, in the same transaction; so
 * does their name and address kept for the admin's subscription list.
 */
export function erasePersonalDataReaction(runtime: PlatformRuntime<BillingDatabase>): EventHandlerDefinition<BillingDatabase> {
  return personalDataErasureHandler<BillingDatabase>('billing', runtime.vault, async (userId, trx) => {
    const memberships = await trx.selectFrom('enterprise_members').select('id').where('application_user_id', '=', userId).execute();
    for (const { id } of memberships) await runtime.vault.erase(id, trx);
    await trx.updateTable('enterprise_members').set({ email: null }).where('application_user_id', '=', userId).execute();
    await trx.deleteFrom('account_contacts').where('user_id', '=', userId).execute();
  });
}
