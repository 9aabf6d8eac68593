import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { ApplicationUserIncludes, AccountMessages, type ApplicationUser, type Role } from '@app/contracts';
import { DomainError, isUuid, listColumn, parseListQuery, PlatformRuntime, runListQuery, type ListPage, type ListSpec } from '@app/platform';
import type { Selectable } from 'kysely';
import type { IdentityDatabase, SubscriptionsTable, UserRow } from '../../identity-database.js';

/** The admin user list's allowlist (spec 01 §7). `userName` is the email, as at sign-up. */
export const applicationUserList: ListSpec = {
  columns: {
    id: listColumn.id('id'),
    userName: listColumn.text('email'),
    email: listColumn.text('email'),
    firstName: listColumn.text('first_name'),
    lastName: listColumn.text('last_name'),
    phoneNumber: listColumn.text('phone_number'),
    /** The roles as one text ("Site Admin, Subscriber"): filter with Contains. */
    roles: listColumn.text('roles_text'),
    twoFactorEnabled: listColumn.boolean('two_factor_enabled'),
    disabled: listColumn.boolean('disabled'),
    created: listColumn.date('created'),
  },
  includes: ApplicationUserIncludes,
  defaultOrder: { column: 'email', direction: 'asc' },
};

/** A user with their roles as text and, for a client's account, their subscriber's names (null otherwise). */
type ApplicationUserRow = UserRow & {
  roles_text: string;
  subscriber_first_name: string | null;
  subscriber_last_name: string | null;
  subscriber_email: string | null;
};

const displayName = (names: { first_name: string | null; last_name: string | null; email: string | null }) =>
  [names.first_name, names.last_name].filter(Boolean).join(' ') || names.email;

/** An include asked for, or one below it (`Client.SubscriptionUser` is part of `Client.SubscriptionUser.ApplicationUser`). */
const includes = (asked: readonly string[], name: string) => asked.some((include) => include === name || include.startsWith(`${name}.`));

/** A subscription as the `Client.SubscriptionUser.Subscription` include answers it (spec 01 §3's Subscription fields identity keeps). */
type SubscriptionPart = Record<string, unknown>;

function subscriptionPart(row: Selectable<SubscriptionsTable>): SubscriptionPart {
  return {
    id: row.id,
    displayName: row.display_name,
    priceName: row.price_name,
    isActive: row.is_active,
    isEnterprise: row.is_enterprise,
    stripeStatus: row.stripe_status,
    stripeExpiration: row.stripe_expiration ? new Date(row.stripe_expiration).toISOString() : null,
    created: new Date(row.created).toISOString(),
  };
}

/**
 * The client part of a client's account (spec 01 §3), from identity's own tables: the client's id, their
 * subscriber, who is a user here too, and the subscriber's subscription (billing's, as identity keeps it from
 * billing's events: the active one, else the latest to end; null when they have none).
 */
function clientOf(row: ApplicationUserRow, asked: readonly string[], subscriptions: ReadonlyMap<string, SubscriptionPart>): Record<string, unknown> | null {
  if (!row.client_id || !includes(asked, 'Client')) return null;
  if (!includes(asked, 'Client.SubscriptionUser')) return { id: row.client_id };
  const subscriber = { first_name: row.subscriber_first_name, last_name: row.subscriber_last_name, email: row.subscriber_email };
  return {
    id: row.client_id,
    subscriptionUser: {
      applicationUserId: row.subscriber_id,
      ...(includes(asked, 'Client.SubscriptionUser.ApplicationUser') && {
        applicationUser: { id: row.subscriber_id, displayName: displayName(subscriber), firstName: subscriber.first_name, lastName: subscriber.last_name },
      }),
      ...(includes(asked, 'Client.SubscriptionUser.Subscription') && { subscription: (row.subscriber_id && subscriptions.get(row.subscriber_id)) ?? null }),
    },
  };
}

function toApplicationUser(row: ApplicationUserRow, asked: readonly string[], subscriptions: ReadonlyMap<string, SubscriptionPart> = new Map()): ApplicationUser {
  return {
    id: row.id,
    userName: row.email,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: displayName(row),
    phoneNumber: row.phone_number,
    roles: row.roles as Role[],
    twoFactorEnabled: row.two_factor_enabled,
    disabled: row.disabled,
    timeZone: row.time_zone,
    created: new Date(row.created).toISOString(),
    client: clientOf(row, asked, subscriptions),
  };
}

@Injectable()
export class ApplicationUserQuery {
  constructor(private readonly runtime: PlatformRuntime<IdentityDatabase>) {}

  private get db(): Kysely<IdentityDatabase> {
    return this.runtime.db;
  }

  /** Every user as a list row (one join for the subscribers of clients' accounts, never a query per row). */
  private rows() {
    return this.db
      .selectFrom('users as u')
      .leftJoin('users as subscriber', 'subscriber.id', 'u.subscriber_id')
      .selectAll('u')
      .select([
        sql<string>`array_to_string(u.roles, ', ')`.as('roles_text'),
        'subscriber.first_name as subscriber_first_name',
        'subscriber.last_name as subscriber_last_name',
        'subscriber.email as subscriber_email',
      ])
      .as('u');
  }

  /** The live accounts; an erased one stays readable by its id. */
  async list(query: Record<string, unknown>): Promise<ListPage<ApplicationUser>> {
    const parsed = parseListQuery(query, applicationUserList);
    // An erased account (a deleted client, a closed account) has no name or email left: not a row of the list (issue 36, item 11).
    const base = this.db.selectFrom(this.rows()).selectAll().where('erased', '=', false);
    const { rows: found, total } = await runListQuery<ApplicationUserRow>(base, parsed, 'id');
    const subscriptions = await this.subscriptionsOf(found, parsed.includes);
    return { items: found.map((row) => toApplicationUser(row, parsed.includes, subscriptions)), total };
  }

  async get(id: string, query: Record<string, unknown>): Promise<ApplicationUser> {
    const { includes: asked } = parseListQuery({ includes: query.includes }, applicationUserList);
    const row = isUuid(id) ? await this.db.selectFrom(this.rows()).selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw new DomainError(404, AccountMessages.userNotFound);
    return toApplicationUser(row, asked, await this.subscriptionsOf([row], asked));
  }

  /** Each client's subscriber's subscription, when the include asks for it: one query for all the rows. */
  private async subscriptionsOf(rows: readonly ApplicationUserRow[], asked: readonly string[]): Promise<Map<string, SubscriptionPart>> {
    const subscriberIds = [...new Set(rows.filter((row) => row.client_id && row.subscriber_id).map((row) => row.subscriber_id!))];
    if (subscriberIds.length === 0 || !includes(asked, 'Client.SubscriptionUser.Subscription')) return new Map();
    const found = await this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where(sql<boolean>`user_ids && ${sql.val(subscriberIds)}::text[]`)
      .orderBy('is_active', 'desc')
      .orderBy(sql`stripe_expiration desc nulls last`)
      .orderBy('created', 'desc')
      .execute();
    const bySubscriber = new Map<string, SubscriptionPart>();
    for (const subscription of found) {
      for (const userId of subscription.user_ids) if (subscriberIds.includes(userId) && !bySubscriber.has(userId)) bySubscriber.set(userId, subscriptionPart(subscription));
    }
    return bySubscriber;
  }
}
