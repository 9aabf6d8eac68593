import { sql, type Kysely } from 'kysely';
import type { StatsExportName } from '@app/contracts';
import type { ReportingDatabase } from '../../reporting-database.js';
import { ALL_TIME, Metric } from '../stat-counts.js';

type Cell = string | number | Date | null;

export interface StatsExport {
  header: readonly string[];
  /** The rows in pages of `PAGE_SIZE`, so no export holds its whole table in memory. */
  rows(db: Kysely<ReportingDatabase>): AsyncIterable<Cell[]>;
}

const PAGE_SIZE = 500;

/** Runs `page(offset, limit)` until a page comes back short. The queries order by a unique key. */
async function* paged<Row>(page: (offset: number, limit: number) => Promise<Row[]>, toCells: (row: Row) => Cell[]): AsyncIterable<Cell[]> {
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const rows = await page(offset, PAGE_SIZE);
    for (const row of rows) yield toCells(row);
    if (rows.length < PAGE_SIZE) return;
  }
}

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
const percentage = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10).toFixed(1);
const planOf = (row: { price_name: string | null; display_name: string | null; is_enterprise: boolean | null }) =>
  row.is_enterprise ? `Enterprise: ${row.display_name}` : (row.price_name ?? row.display_name ?? '');
const statusOf = (row: { is_active: boolean | null; stripe_status: string | null }) =>
  row.is_active === null ? '' : `${row.is_active ? 'Active' : 'Inactive'}${row.stripe_status ? ` (${row.stripe_status})` : ''}`;

/** The admin's five exports (spec 01 §7); what each column means is in docs/operations.md ("Admin exports"). */
export const STATS_EXPORTS: Record<StatsExportName, StatsExport> = {
  usageByUser: {
    header: ['Subscriber Email', 'Name', 'Subscription Plan', 'Subscription Status', 'Clients Invited', 'Surveys Started', 'Surveys Completed', 'Last Activity'],
    rows: (db) =>
      paged(
        (offset, limit) =>
          db
            .selectFrom('stat_subscribers as b')
            .leftJoin('stat_users as u', 'u.id', 'b.id')
            .leftJoin('stat_subscriptions as s', 's.id', 'b.subscription_id')
            .select(['b.id', 'u.email', 'u.first_name', 'u.last_name', 's.price_name', 's.display_name', 's.is_enterprise', 's.is_active', 's.stripe_status'])
            .select(['b.clients_invited', 'b.surveys_started', 'b.surveys_completed', 'b.last_activity'])
            .orderBy('u.email')
            .orderBy('b.id')
            .offset(offset)
            .limit(limit)
            .execute(),
        (row) => [row.email, nameOf(row.first_name, row.last_name), planOf(row), statusOf(row), row.clients_invited, row.surveys_started, row.surveys_completed, row.last_activity],
      ),
  },
  enterpriseSubscriptionUsersSummary: {
    header: ['Subscription', 'Display Name', 'Members', 'Active Members', 'Clients', 'Completed Surveys'],
    rows: (db) =>
      paged(
        (offset, limit) =>
          db
            .selectFrom('stat_subscriptions as s')
            .select(['s.id', 's.display_name'])
            .select((eb) => [
              eb
                .selectFrom('stat_enterprise_members as m')
                .select(eb.fn.countAll<string>().as('n'))
                .whereRef('m.subscription_id', '=', 's.id')
                .where('m.removed', '=', false)
                .as('members'),
              eb
                .selectFrom('stat_enterprise_members as m')
                .select(eb.fn.countAll<string>().as('n'))
                .whereRef('m.subscription_id', '=', 's.id')
                .where('m.removed', '=', false)
                .where('m.user_id', 'is not', null)
                .as('active_members'),
              eb
                .selectFrom('stat_subscribers as b')
                .select(sql<string>`coalesce(sum(b.clients_invited), 0)`.as('n'))
                .whereRef('b.subscription_id', '=', 's.id')
                .as('clients'),
              eb
                .selectFrom('stat_subscribers as b')
                .select(sql<string>`coalesce(sum(b.surveys_completed), 0)`.as('n'))
                .whereRef('b.subscription_id', '=', 's.id')
                .as('completed'),
            ])
            .where('s.is_enterprise', '=', true)
            .orderBy('s.display_name')
            .orderBy('s.id')
            .offset(offset)
            .limit(limit)
            .execute(),
        (row) => [row.id, row.display_name, Number(row.members), Number(row.active_members), Number(row.clients), Number(row.completed)],
      ),
  },
  enterpriseSubscriptionUsers: {
    header: ['Subscription', 'Member Email', 'Name', 'Clients', 'Completed Surveys'],
    rows: (db) =>
      paged(
        (offset, limit) =>
          db
            .selectFrom('stat_enterprise_members as m')
            .innerJoin('stat_subscriptions as s', 's.id', 'm.subscription_id')
            .leftJoin('stat_users as u', 'u.id', 'm.user_id')
            .leftJoin('stat_subscribers as b', 'b.id', 'm.user_id')
            .select(['m.id', 's.display_name', 'm.email as member_email', 'u.email', 'u.first_name', 'u.last_name', 'b.clients_invited', 'b.surveys_completed'])
            .where('m.removed', '=', false)
            .orderBy('s.display_name')
            .orderBy('m.email')
            .orderBy('m.id')
            .offset(offset)
            .limit(limit)
            .execute(),
        (row) => [row.display_name, row.email ?? row.member_email, nameOf(row.first_name, row.last_name), row.clients_invited ?? 0, row.surveys_completed ?? 0],
      ),
  },
  clientCompletionByPage: {
    header: ['Template', 'Page Order', 'Forms That Reached the Page', 'Forms That Saved It', 'Percentage'],
    rows: (db) =>
      paged(
        (offset, limit) =>
          db
            .with('furthest', (qb) =>
              qb
                .selectFrom('stat_form_pages')
                .select(['form_id', sql<number | null>`max(position) FILTER (WHERE saved)`.as('furthest')])
                .groupBy('form_id'),
            )
            .selectFrom('stat_form_pages as p')
            .innerJoin('furthest as f', 'f.form_id', 'p.form_id')
            .select(['p.template_title', 'p.position'])
            .select([sql<string>`count(*) FILTER (WHERE p.position <= f.furthest)`.as('reached'), sql<string>`count(*) FILTER (WHERE p.saved)`.as('saved')])
            .groupBy(['p.template_title', 'p.position'])
            .orderBy('p.position')
            .orderBy('p.template_title')
            .offset(offset)
            .limit(limit)
            .execute(),
        (row) => [row.template_title, row.position, Number(row.reached), Number(row.saved), percentage(Number(row.saved), Number(row.reached))],
      ),
  },
  activityByMonth: {
    header: ['Month', 'Surveys Created', 'Surveys Started', 'Surveys Completed'],
    rows: (db) =>
      paged(
        (offset, limit) =>
          db
            .selectFrom('stat_counts')
            .select('period')
            .select([
              sql<string>`coalesce(sum(count) FILTER (WHERE metric = ${Metric.surveysSent}), 0)`.as('created'),
              sql<string>`coalesce(sum(count) FILTER (WHERE metric = ${Metric.surveysStarted}), 0)`.as('started'),
              sql<string>`coalesce(sum(count) FILTER (WHERE metric = ${Metric.surveysCompleted}), 0)`.as('completed'),
            ])
            .where('metric', 'in', [Metric.surveysSent, Metric.surveysStarted, Metric.surveysCompleted])
            .where('period', '!=', ALL_TIME)
            .where(sql<boolean>`length(period) = 7`)
            .groupBy('period')
            .orderBy('period')
            .offset(offset)
            .limit(limit)
            .execute(),
        (row) => [row.period, Number(row.created), Number(row.started), Number(row.completed)],
      ),
  },
};
