import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { PriceName, type EnterpriseMember, type Subscription, type SubscriptionOwner, type SubscriptionSummary, type SubscriptionUser } from '@app/contracts';
import { DomainError, ForbiddenError, isSiteAdmin, isUuid, listColumn, parseListQuery, PlatformRuntime, runListQuery } from '@app/platform';
import type { ListPage, ListSpec, Principal } from '@app/platform';
import { BillingMessages } from './subscription.decide.js';
import type { BillingDatabase, EnterpriseMemberRow, SubscriptionRow } from '../billing-database.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toSummary(row: SubscriptionRow): SubscriptionSummary {
  return {
    id: row.id,
    displayName: row.display_name,
    priceName: row.price_name as PriceName | null,
    isActive: row.is_active,
    stripeStatus: row.stripe_status,
    stripeExpiration: iso(row.stripe_expiration),
    isEnterprise: row.is_enterprise,
  };
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    ...toSummary(row),
    stripeSubscriptionId: row.stripe_subscription_id,
    stripeCustomerId: row.stripe_customer_id,
    stripePriceId: row.stripe_price_id,
    stripePromotionCodeId: row.stripe_promotion_code_id,
    created: iso(row.created)!,
    concurrencyCheck: row.version,
  };
}

export const toEnterpriseMember = (row: EnterpriseMemberRow): EnterpriseMember => ({
  id: row.id,
  subscriptionId: row.subscription_id,
  email: row.email,
  applicationUserId: row.application_user_id,
  added: iso(row.added)!,
});

/** The admin list /subscription (spec 01 §7): its filterable and sortable columns. */
export const subscriptionList: ListSpec = {
  columns: {
    id: listColumn.id('id'),
    displayName: listColumn.text('display_name'),
    priceName: listColumn.select('price_name', PriceName.options),
    stripeStatus: listColumn.text('stripe_status'),
    stripeExpiration: listColumn.date('stripe_expiration'),
    stripeCustomerId: listColumn.text('stripe_customer_id'),
    stripeSubscriptionId: listColumn.text('stripe_subscription_id'),
    stripePriceId: listColumn.text('stripe_price_id'),
    stripePromotionCodeId: listColumn.text('stripe_promotion_code_id'),
    isActive: listColumn.boolean('is_active'),
    isEnterprise: listColumn.boolean('is_enterprise'),
    created: listColumn.date('created'),
  },
  defaultOrder: { column: 'created', direction: 'asc' },
};

/** GET /api/subscriptionUser (spec 02 §7): who shares which subscription; active ones first by default. */
export const subscriptionUserList: ListSpec = {
  columns: {
    id: listColumn.id('su.id'),
    applicationUserId: listColumn.id('su.application_user_id'),
    subscriptionId: listColumn.id('su.subscription_id'),
    created: listColumn.date('su.created'),
    isActive: listColumn.boolean('s.is_active'),
  },
  includes: ['subscription'],
  defaultOrder: { column: 'isActive', direction: 'desc' },
};

type SubscriptionUserListRow = SubscriptionRow & { su_id: string; application_user_id: string; subscription_id: string };

/** Reads of billing's read models. */
@Injectable()
export class SubscriptionQuery {
  constructor(private readonly runtime: PlatformRuntime<BillingDatabase>) {}

  private get db(): Kysely<BillingDatabase> {
    return this.runtime.db;
  }

  async find(id: string, db: Kysely<BillingDatabase> = this.db): Promise<SubscriptionRow | undefined> {
    if (!isUuid(id)) return undefined;
    return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async get(id: string): Promise<SubscriptionRow> {
    const row = await this.find(id);
    if (!row) throw new DomainError(404, BillingMessages.subscriptionNotFound);
    return row;
  }

  /**
   * The subscription, if `user` may act on it: one of its users, or a site admin. 404 for an unknown id, then 403.
   */
  async getFor(user: Principal, id: string): Promise<SubscriptionRow> {
    const row = await this.get(id);
    if (isSiteAdmin(user)) return row;
    const member = await this.db.selectFrom('subscription_users').select('id').where('subscription_id', '=', row.id).where('application_user_id', '=', user.id).executeTakeFirst();
    if (!member) throw new ForbiddenError();
    return row;
  }

  async list(query: Record<string, unknown>): Promise<ListPage<Subscription>> {
    const parsed = parseListQuery(query, subscriptionList);
    const { rows, total } = await runListQuery<SubscriptionRow>(this.db.selectFrom('subscriptions').selectAll(), parsed, 'id');
    const owners = await this.ownersOf(rows);
    return { items: rows.map((row) => ({ ...toSubscription(row), owner: owners.get(row.id) ?? null })), total };
  }

  /** The admin editor's subscription, with its owner. */
  async forAdmin(id: string): Promise<Subscription> {
    const row = await this.get(id);
    const owners = await this.ownersOf([row]);
    return { ...toSubscription(row), owner: owners.get(row.id) ?? null };
  }

  /** Whose each card subscription is (issue 36): its user (the purchaser) with the name and address identity gave. */
  async ownersOf(rows: SubscriptionRow[]): Promise<Map<string, SubscriptionOwner>> {
    const ids = rows.filter((row) => !row.is_enterprise).map((row) => row.id);
    if (ids.length === 0) return new Map();
    const found = await this.db
      .selectFrom('subscription_users as su')
      .leftJoin('account_contacts as ac', 'ac.user_id', 'su.application_user_id')
      .select(['su.subscription_id', 'su.application_user_id', 'ac.email', 'ac.first_name', 'ac.last_name'])
      .where('su.subscription_id', 'in', ids)
      .orderBy('su.created')
      .execute();
    const owners = new Map<string, SubscriptionOwner>();
    for (const row of found) {
      if (owners.has(row.subscription_id)) continue;
      const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || null;
      owners.set(row.subscription_id, { applicationUserId: row.application_user_id, name, email: row.email ?? null });
    }
    return owners;
  }

  /** Anyone but a site admin only ever gets their own rows, whatever the filter says. */
  async subscriptionUsers(user: Principal, query: Record<string, unknown>): Promise<ListPage<SubscriptionUser>> {
    const parsed = parseListQuery(query, subscriptionUserList);
    if (!isSiteAdmin(user)) {
      parsed.filter.push({
        column: subscriptionUserList.columns.applicationUserId,
        condition: { kind: 'compare', path: 'applicationUserId', op: '=', value: user.id },
      });
    }
    const base = this.db
      .selectFrom('subscription_users as su')
      .innerJoin('subscriptions as s', 's.id', 'su.subscription_id')
      .selectAll('s')
      .select(['su.id as su_id', 'su.application_user_id', 'su.subscription_id']);
    const { rows, total } = await runListQuery<SubscriptionUserListRow>(base, parsed, 'su.id');
    const withSubscription = parsed.includes.includes('subscription');
    return {
      items: rows.map((row) => ({
        id: row.su_id,
        applicationUserId: row.application_user_id,
        subscriptionId: row.subscription_id,
        ...(withSubscription ? { subscription: toSummary(row) } : {}),
      })),
      total,
    };
  }

  /** Another subscription giving `userId` access now (an enterprise membership, say). */
  async otherActiveSubscription(userId: string, exceptId: string, db: Kysely<BillingDatabase> = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('subscription_users as su')
      .innerJoin('subscriptions as s', 's.id', 'su.subscription_id')
      .select('s.id')
      .where('su.application_user_id', '=', userId)
      .where('s.id', '<>', exceptId)
      .where('s.is_active', '=', true)
      .executeTakeFirst();
    return !!row;
  }

  async byStripeSubscriptionId(stripeSubscriptionId: string, db: Kysely<BillingDatabase> = this.db): Promise<string | undefined> {
    const row = await db.selectFrom('subscriptions').select('id').where('stripe_subscription_id', '=', stripeSubscriptionId).orderBy('created', 'desc').executeTakeFirst();
    return row?.id;
  }

  async members(subscriptionId: string): Promise<EnterpriseMember[]> {
    const rows = await this.db.selectFrom('enterprise_members').selectAll().where('subscription_id', '=', subscriptionId).orderBy('added').orderBy('id').execute();
    return rows.map(toEnterpriseMember);
  }

  /** Active subscriptions whose period (plus the grace, for card ones) ended before `now`. */
  async dueForExpiry(now: Date, graceMs: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select('id')
      .where('is_active', '=', true)
      .where('stripe_expiration', 'is not', null)
      .where(sql<boolean>`stripe_expiration + CASE WHEN is_enterprise THEN interval '0' ELSE ${`${graceMs} milliseconds`}::interval END <= ${now.toISOString()}::timestamptz`)
      .orderBy('stripe_expiration')
      .limit(500)
      .execute();
    return rows.map((r) => r.id);
  }
}
