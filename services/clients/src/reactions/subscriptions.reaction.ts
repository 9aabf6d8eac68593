import type { Kysely } from 'kysely';
import { subscriptionStatesReaction, type BusMessage } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';

export const SUBSCRIPTIONS_HANDLER = 'clients-subscriptions';

/**
 * Billing's subscription events -> `subscriptions` (active, enterprise, expiration) and
 * `subscription_users` (exactly the state's `userIds`): whether a subscriber may invite. An event
 * older than the row (by stream version) changes nothing.
 */
export const subscriptionsReaction = subscriptionStatesReaction<ClientsDatabase>(SUBSCRIPTIONS_HANDLER, async (state, event, trx) => {
  if (await applied(state.subscriptionId, event, trx)) return;
  const columns = { is_active: state.isActive, is_enterprise: state.isEnterprise, expiration: state.stripeExpiration, version: event.version };
  await trx
    .insertInto('subscriptions')
    .values({ id: state.subscriptionId, ...columns })
    .onConflict((oc) => oc.column('id').doUpdateSet(columns))
    .execute();
  await trx.deleteFrom('subscription_users').where('subscription_id', '=', state.subscriptionId).execute();
  const userIds = [...new Set(state.userIds)];
  if (userIds.length > 0) {
    await trx
      .insertInto('subscription_users')
      .values(userIds.map((userId) => ({ subscription_id: state.subscriptionId, user_id: userId })))
      .execute();
  }
});

async function applied(subscriptionId: string, event: BusMessage, trx: Kysely<ClientsDatabase>): Promise<boolean> {
  const row = await trx.selectFrom('subscriptions').select('version').where('id', '=', subscriptionId).forUpdate().executeTakeFirst();
  return !!row && row.version >= event.version;
}
