import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { PlatformRuntime } from '@app/platform';
import { ClientsSettings } from '../config.js';
import type { ClientsDatabase } from '../clients-database.js';

/** What clients knows of subscribers from billing's and identity's events. */
@Injectable()
export class SubscriberQuery {
  constructor(
    private readonly runtime: PlatformRuntime<ClientsDatabase>,
    private readonly settings: ClientsSettings,
  ) {}

  /**
   * One of the subscriptions the user shares is active and its period has not ended (a card
   * subscription keeps the grace billing gives a renewal; an enterprise one ends at its expiration).
   */
  async hasActiveSubscription(userId: string, now = new Date()): Promise<boolean> {
    const grace = `${this.settings.graceMs} milliseconds`;
    const row = await this.runtime.db
      .selectFrom('subscription_users as su')
      .innerJoin('subscriptions as s', 's.id', 'su.subscription_id')
      .select('s.id')
      .where('su.user_id', '=', userId)
      .where('s.is_active', '=', true)
      .where(sql<boolean>`(s.expiration IS NULL OR s.expiration + CASE WHEN s.is_enterprise THEN interval '0' ELSE ${grace}::interval END > ${now.toISOString()}::timestamptz)`)
      .executeTakeFirst();
    return !!row;
  }

  /** "First Last", else the email; null when identity's events have not told (or the person was erased). */
  async displayNameOf(userId: string): Promise<string | null> {
    const row = await this.runtime.db.selectFrom('user_names').select('display_name').where('user_id', '=', userId).executeTakeFirst();
    return row?.display_name ?? null;
  }

  /** Each subscriber's subscription (an active one first), for `Client.subscriptionUser`. */
  async subscriptionIdsOf(userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.runtime.db
      .selectFrom('subscription_users as su')
      .innerJoin('subscriptions as s', 's.id', 'su.subscription_id')
      .select(['su.user_id', 's.id'])
      .where('su.user_id', 'in', [...new Set(userIds)])
      .orderBy('su.user_id')
      .orderBy('s.is_active', 'desc')
      .orderBy('s.expiration', (ob) => ob.desc().nullsFirst())
      .execute();
    const ids = new Map<string, string>();
    for (const row of rows) if (!ids.has(row.user_id)) ids.set(row.user_id, row.id);
    return ids;
  }
}
