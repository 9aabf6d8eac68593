import { IdentityEvents } from '@app/contracts';
import type { EventHandlerDefinition, PlatformRuntime } from '@app/platform';
import type { BillingDatabase } from '../billing-database.js';

export const PERSONAL_DATA_ERASURE_HANDLER = 'billing-personal-data-erasure';

/**
 * Identity's `PersonalDataErased`: billing forgets the person too. Their keys are deleted (billing
 * addresses sealed under their user id; the email of each enterprise membership, sealed under the
 * member id) and the member rows lose the address, in one transaction. Events and hashes stay.
 */
export function erasePersonalDataHandler(runtime: PlatformRuntime<BillingDatabase>): EventHandlerDefinition<BillingDatabase> {
  return {
    name: PERSONAL_DATA_ERASURE_HANDLER,
    source: 'identity',
    types: ['PersonalDataErased'],
    async handle(event, trx) {
      const { userId } = IdentityEvents.PersonalDataErased.parse(event.data);
      const memberships = await trx.selectFrom('enterprise_members').select('id').where('application_user_id', '=', userId).execute();
      await runtime.vault.erase(userId, trx);
      for (const { id } of memberships as { id: string }[]) await runtime.vault.erase(id, trx);
      await trx.updateTable('enterprise_members').set({ email: null }).where('application_user_id', '=', userId).execute();
    },
  };
}
