import { sql, type Kysely } from 'kysely';
import type { ReportingDatabase } from '../reporting-database.js';

/** The counters behind the admin dashboard (`stat_counts.metric`). */
export const Metric = {
  subscriptions: 'subscriptions',
  clients: 'clients',
  surveysSent: 'surveysSent',
  surveysStarted: 'surveysStarted',
  surveysCompleted: 'surveysCompleted',
} as const;
export type Metric = (typeof Metric)[keyof typeof Metric];

export const ALL_TIME = 'all';
/** The UTC day of an instant, YYYY-MM-DD. */
export const dayOf = (at: Date | string) => new Date(at).toISOString().slice(0, 10);
/** The UTC month of an instant, YYYY-MM. */
export const monthOf = (at: Date | string) => new Date(at).toISOString().slice(0, 7);

/** Adds `by` to `metric`'s all-time count and to the count of the day and the month of `at`. */
export async function countFact(trx: Kysely<ReportingDatabase>, metric: Metric, at: Date | string, by = 1): Promise<void> {
  await trx
    .insertInto('stat_counts')
    .values([ALL_TIME, dayOf(at), monthOf(at)].map((period) => ({ metric, period, count: by })))
    .onConflict((oc) => oc.columns(['metric', 'period']).doUpdateSet({ count: sql`stat_counts.count + excluded.count` }))
    .execute();
}

/** A subscriber's counts, made when first needed; `last_activity` moves forward only. */
export async function touchSubscriber(
  trx: Kysely<ReportingDatabase>,
  subscriberId: string,
  at: Date | string,
  add: Partial<Record<'clients_invited' | 'surveys_started' | 'surveys_completed', number>> = {},
): Promise<void> {
  await trx
    .insertInto('stat_subscribers')
    .values({ id: subscriberId, subscription_id: null, last_activity: at, ...add })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        last_activity: eb.fn('greatest', [eb.ref('stat_subscribers.last_activity'), eb.ref('excluded.last_activity')]),
        ...Object.fromEntries(Object.keys(add).map((column) => [column, sql`${sql.ref(`stat_subscribers.${column}`)} + ${sql.ref(`excluded.${column}`)}`])),
      })),
    )
    .execute();
}
