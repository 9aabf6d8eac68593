import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { BillingEvents, email as emailField, Roles } from '@app/contracts';
import { causedBy, type BusMessage, type EventHandlerDefinition, type PlatformRuntime } from '@app/platform';
import { decide, userDecider } from '../users/user.decide.js';
import { evolve, initialState, userStreamId } from '../users/user.js';
import { UserDirectory } from '../users/user-directory.js';
import type { IdentityDatabase } from '../identity-database.js';

/** Durable consumer of billing's events that decide who is a subscriber. */
export const BILLING_ROLES_HANDLER = 'identity-billing-roles';
export const BILLING_ROLE_EVENTS = ['SubscriptionPurchased', 'EnterpriseMemberAdded', 'EnterpriseMemberRemoved'] as const;

// Only the fields used here are read: the rest of billing's payload may grow without stopping this.
const Purchased = BillingEvents.SubscriptionPurchased.pick({ userId: true, firstName: true, lastName: true });
const MemberAdded = BillingEvents.EnterpriseMemberAdded.pick({ subscriptionId: true, memberId: true });
const MemberAddress = z.object({ email: emailField() });
const MemberRemoved = BillingEvents.EnterpriseMemberRemoved.pick({ memberId: true, removedUserId: true, userIds: true, otherActiveSubscription: true });

/**
 * Billing's events -> roles and enterprise accounts, all written in the consumer's transaction
 * (with its inbox row, so a redelivered event changes nothing):
 *
 * - `SubscriptionPurchased` -> Subscriber granted to the purchaser (no event when already held), and the
 *   name given at purchase put on an account that has none yet (`UserProfileChanged`; the top bar shows it).
 * - `EnterpriseMemberAdded` -> the account with the member's address, or a new one without a password
 *   (`UserRegistered`, source 'enterprise', role Subscriber; the notification service mails the
 *   welcome, and the member sets a password through a reset request); Subscriber granted when
 *   missing; then `EnterpriseMembershipLinked` (billing's answer). An address erased before it was
 *   read (null) is skipped.
 * - `EnterpriseMemberRemoved` with `removedUserId` -> Subscriber revoked (no event when not held),
 *   unless billing still counts that user among the subscription's `userIds`, or the user has an
 *   active subscription of their own (`otherActiveSubscription`).
 *
 * One consumer for the three, so they apply in the order billing recorded them (a member removed and
 * added again ends up a subscriber). A user erased meanwhile is skipped; an unknown user id is an error
 * (redelivered, then dead-lettered). A concurrent write to the same user (say, a login) fails the
 * transaction with a version conflict and JetStream delivers the event again.
 */
export function billingEventsReaction(runtime: PlatformRuntime<IdentityDatabase>): EventHandlerDefinition<IdentityDatabase> {
  const directory = new UserDirectory(runtime);
  return {
    name: BILLING_ROLES_HANDLER,
    source: 'billing',
    types: BILLING_ROLE_EVENTS,
    opens: ['firstName', 'lastName', 'email'],
    maxDeliver: 10,
    async handle(event, trx) {
      switch (event.type) {
        case 'SubscriptionPurchased': {
          const { userId, firstName, lastName } = Purchased.parse(event.data);
          await changeSubscriberRole(runtime, event, trx, userId, 'GrantRoles');
          return nameUnnamedAccount(runtime, event, trx, userId, firstName ?? null, lastName ?? null);
        }
        case 'EnterpriseMemberRemoved': {
          const { removedUserId, userIds, otherActiveSubscription } = MemberRemoved.parse(event.data);
          // No account linked to the member yet: nothing to take away. Still among the subscription's
          // users (another membership of the same person), or paying for their own: the access stays.
          if (removedUserId === null || userIds.includes(removedUserId) || otherActiveSubscription) return;
          return changeSubscriberRole(runtime, event, trx, removedUserId, 'RevokeRoles');
        }
        case 'EnterpriseMemberAdded':
          return addEnterpriseMember(runtime, directory, event, trx);
      }
    },
  };
}

/** The purchaser's name on their account, unless it has one (or the name was erased before it was read). */
async function nameUnnamedAccount(
  { commands }: PlatformRuntime<IdentityDatabase>,
  event: BusMessage,
  trx: Kysely<IdentityDatabase>,
  userId: string,
  firstName: string | null,
  lastName: string | null,
): Promise<void> {
  if (!firstName && !lastName) return;
  const account = await trx.selectFrom('users').select(['first_name', 'last_name', 'erased']).where('id', '=', userId).executeTakeFirst();
  if (!account || account.erased || account.first_name || account.last_name) return;
  await commands.handle(userStreamId(userId), { type: 'NameAccount', firstName: firstName ?? '', lastName: lastName ?? '' }, userDecider, { context: causedBy(event), trx });
}

async function changeSubscriberRole(
  { commands, logger }: PlatformRuntime<IdentityDatabase>,
  event: BusMessage,
  trx: Kysely<IdentityDatabase>,
  userId: string,
  type: 'GrantRoles' | 'RevokeRoles',
): Promise<void> {
  const { state } = await commands.load(userStreamId(userId), userDecider, trx);
  if (state.status === 'erased') {
    logger.info({ eventId: event.metadata.eventId, type: event.type, userId }, 'identity: billing event for an erased user skipped');
    return;
  }
  await commands.handle(userStreamId(userId), { type, roles: [Roles.Subscriber] }, userDecider, { context: causedBy(event), trx });
}

async function addEnterpriseMember(
  { store, commands, logger }: PlatformRuntime<IdentityDatabase>,
  directory: UserDirectory,
  event: BusMessage,
  trx: Kysely<IdentityDatabase>,
): Promise<void> {
  const { subscriptionId, memberId } = MemberAdded.parse(event.data);
  if (event.data.email === null) {
    // Billing erased the member before identity read the address: there is nobody to make an account for.
    logger.info({ eventId: event.metadata.eventId, memberId }, 'identity: enterprise member skipped, address erased');
    return;
  }
  const { email } = MemberAddress.parse(event.data);
  const context = causedBy(event);
  const link = { type: 'LinkEnterpriseMembership', subscriptionId, memberId } as const;

  // Read in the transaction: an account created earlier in this same batch counts.
  const existing = await directory.findByEmail(email, trx);
  if (existing) {
    await commands.handle(userStreamId(existing.id), link, userDecider, { context, trx });
    return;
  }
  // A new account: registered and linked in one append. A concurrent sign-up with the same address
  // fails this transaction on the unique email; the redelivery then finds that account.
  const userId = randomUUID();
  const registered = decide({ type: 'RegisterUser', userId, email, passwordHash: null, roles: [Roles.Subscriber], source: 'enterprise' }, initialState());
  const linked = decide(link, registered.reduce(evolve, initialState()));
  await store.append(userStreamId(userId), [...registered, ...linked], { expectedVersion: 0, context }, trx);
}
