/**
 * Lists over many clients: survey's `forms` and clients' `clients` read models filled to 100,000 rows
 * each by bulk INSERT ... SELECT (much faster than inviting them; the rows are what the projections
 * write), 10,000 of them the bench subscriber's, names drawn from common surnames and a long tail of
 * made-up ones. Then, through the gateway, one request at a time:
 * - My Clients: the subscriber's `GET /api/form`, their questionnaires (`originalFormId = null`)
 *   filtered by last name `Contains`, ordered by last name, a page of 25 (target p99 < 50 ms);
 * - the site admin's `GET /api/client` over all 100,000, the same filter and order (and the first
 *   page unfiltered, newest first) (target p99 < 150 ms);
 * each with the plans Postgres chose (EXPLAIN ANALYZE) of the statements the service ran.
 */
import { CompiledQuery, Kysely, PostgresDialect, sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { parseListQuery, runListQuery, type ListSpec } from '@app/platform';
import { fmt, percentile } from './stats.js';
import type { SurveySystem } from './survey-system.js';

const TOTAL_ROWS = 100_000;
const SUBSCRIBERS_CLIENTS = 10_000;
const OTHER_SUBSCRIBERS = 900;
/** Enough that the p99 is the tenth-slowest request, not the second (one pause elsewhere on the machine decided it). */
const REQUESTS_PER_QUERY = 1_000;
/** What people type into the name filter: parts of common surnames (and of made-up ones). */
const SEARCHES = ['son', 'mart', 'rob', 'ander', 'will', 'lee', 'gar', 'ton'];

const COMMON_LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
];
const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Maria',
  'Luis',
  'Ana',
  'Daniel',
  'Karen',
  'Anthony',
  'Nancy',
  'Kevin',
  'Lisa',
];
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ven',
  'dor',
  'bel',
  'sto',
  'mar',
  'tin',
  'ro',
  'gan',
  'del',
  'fi',
  'no',
  'sha',
  'quin',
  'bar',
  'ell',
  'ton',
  'wes',
  'ham',
  'ly',
  'cor',
  'pe',
  'la',
  'vi',
  'son',
  'ber',
  'ge',
  'ash',
  'ur',
  'dak',
  'zo',
  'ril',
  'mo',
];

/** One of `values`, the same for the same row number `i` in every table. */
const pick = (values: string[], salt: string): RawBuilder<string> => sql`(${values}::text[])[1 + abs(hashtext(${salt} || i)) % ${values.length}]`;
/** 40% common surnames, the rest made of three syllables. */
const lastName = sql<string>`CASE WHEN abs(hashtext('kind' || i)) % 10 < 4 THEN ${pick(COMMON_LAST_NAMES, 'last')}
  ELSE initcap(${pick(SYLLABLES, 's1')} || ${pick(SYLLABLES, 's2')} || ${pick(SYLLABLES, 's3')}) END`;
const firstName = pick(FIRST_NAMES, 'first');
const subscriberOf = (subscriberId: string, mine: number) =>
  sql<string>`CASE WHEN i <= ${mine} THEN ${subscriberId}::uuid ELSE md5('subscriber' || (i % ${OTHER_SUBSCRIBERS}))::uuid END`;
const created = sql<Date>`now() - interval '2 years' * (abs(hashtext('created' || i)) / 2147483647.0)`;
const email = sql<string>`'client' || i || '@example.com'`;
const phoneNumber = sql<string>`'555-' || lpad((i % 1000)::text, 3, '0') || '-' || lpad((i % 10000)::text, 4, '0')`;
const status = pick(['Created', 'Started', 'Completed'], 'status');

async function seed(system: SurveySystem): Promise<string> {
  const survey = system.database('survey');
  const clients = system.database('clients');
  const count = (db: Kysely<any>, table: string, where = sql`true`) =>
    sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${where}`.execute(db).then((r) => r.rows[0].n);
  const subscriberId = system.subscriber.id;
  const began = Date.now();

  const formRows = TOTAL_ROWS - (await count(survey, 'forms'));
  const myForms = SUBSCRIBERS_CLIENTS - (await count(survey, 'forms', sql`subscriber_id = ${subscriberId}`));
  await sql`
    INSERT INTO forms (id, client_id, subscriber_id, application_user_id, key, status, first_name, last_name, email, phone_number, is_proctored, created)
    SELECT md5('form' || i)::uuid, md5('client' || i)::uuid, ${subscriberOf(subscriberId, myForms)}, md5('user' || i)::uuid, 'Default',
      ${status}, ${firstName}, ${lastName}, ${email}, ${phoneNumber}, i % 10 = 0, ${created}
    FROM generate_series(1, ${formRows}) AS i`.execute(survey);

  const clientRows = TOTAL_ROWS - (await count(clients, 'clients'));
  const myClients = SUBSCRIBERS_CLIENTS - (await count(clients, 'clients', sql`subscriber_id = ${subscriberId}`));
  await sql`
    INSERT INTO clients (id, application_user_id, subscriber_id, first_name, last_name, email, phone_number, use_email, use_sms, reminder_days,
      enable_supporters, is_proctored, short_code_hash, link_event_position, form_status, created)
    SELECT md5('client' || i)::uuid, md5('user' || i)::uuid, ${subscriberOf(subscriberId, myClients)}, ${firstName}, ${lastName},
      ${email}, ${phoneNumber}, true, true, 7, true, i % 10 = 0, md5('seed' || i), 0, ${status}, ${created}
    FROM generate_series(1, ${clientRows}) AS i`.execute(clients);
  await sql`
    INSERT INTO user_names (user_id, email, first_name, last_name)
    SELECT md5('subscriber' || i)::uuid, 'attorney' || i || '@example.com', ${firstName}, ${pick(COMMON_LAST_NAMES, 'last')}
    FROM generate_series(0, ${OTHER_SUBSCRIBERS - 1}) AS i`.execute(clients);
  // As autovacuum leaves a table that grew over time: statistics and the visibility map (index-only counts) up to date.
  await sql`VACUUM ANALYZE forms`.execute(survey);
  await sql`VACUUM ANALYZE clients`.execute(clients);
  await sql`VACUUM ANALYZE user_names`.execute(clients);
  // The seed's pages written out now, not by the checkpointer while the lists are measured.
  await sql`CHECKPOINT`.execute(survey);
  return `seeded ${fmt(formRows)} forms and ${fmt(clientRows)} clients by bulk INSERT ... SELECT into the read models, then VACUUM ANALYZE and CHECKPOINT, in ${fmt((Date.now() - began) / 1000, 1)} s (100,000 each, 10,000 the subscriber's)`;
}

interface ListCase {
  name: string;
  service: 'survey' | 'clients';
  token: string;
  /** The name searches the list is requested with, in turn (none: unfiltered). */
  searches: string[];
  query: (search: string) => Record<string, string>;
  path: string;
  /** The service's list statement, built as the service builds it (list-query over the same base select). */
  base: (db: Kysely<any>) => any;
  spec: ListSpec;
  tieBreaker: string;
  targetMs: number;
}

function listCases(system: SurveySystem): ListCase[] {
  const subscriberId = system.subscriber.id;
  const byLastName = (search: string) => ({ filter: `lastName.Contains("${search}")`, order: 'lastName', limit: '25' });
  const clientsBase = (db: Kysely<any>) =>
    db
      .selectFrom('clients as c')
      .leftJoin('user_names as un', 'un.user_id', 'c.subscriber_id')
      .selectAll('c')
      .select('un.display_name as subscriber_display_name')
      .where('c.deleted', '=', false);
  const clientsSpec: ListSpec = {
    columns: { lastName: { type: 'text', column: 'c.last_name' }, created: { type: 'date', column: 'c.created' } },
    defaultOrder: { column: 'created', direction: 'desc' },
  };
  return [
    {
      name: `My Clients: the subscriber's GET /api/form over their ${fmt(SUBSCRIBERS_CLIENTS)} (of ${fmt(TOTAL_ROWS)}), originalFormId = null AND lastName.Contains, ordered by lastName, 25`,
      service: 'survey',
      token: system.subscriber.jwtToken,
      path: '/api/form',
      searches: SEARCHES,
      query: (search) => ({ ...byLastName(search), filter: `originalFormId = null AND lastName.Contains("${search}")` }),
      base: (db) =>
        db
          .selectFrom('forms as f')
          .leftJoin('forms as o', 'o.id', 'f.original_form_id')
          .selectAll('f')
          .where('f.deleted', '=', false)
          .where((eb: any) => eb.or([eb('f.subscriber_id', '=', subscriberId)])),
      spec: {
        columns: {
          lastName: { type: 'text', column: 'f.last_name' },
          originalFormId: { type: 'id', column: 'f.original_form_id' },
          created: { type: 'date', column: 'f.created' },
        },
        defaultOrder: { column: 'created', direction: 'desc' },
      },
      tieBreaker: 'f.id',
      targetMs: 50,
    },
    {
      name: `the admin's GET /api/client over ${fmt(TOTAL_ROWS)}, lastName.Contains, ordered by lastName, 25`,
      service: 'clients',
      token: system.admin.jwtToken,
      path: '/api/client',
      searches: SEARCHES,
      query: byLastName,
      base: clientsBase,
      spec: clientsSpec,
      tieBreaker: 'c.id',
      targetMs: 150,
    },
    {
      name: `the admin's GET /api/client over ${fmt(TOTAL_ROWS)}, first page unfiltered (newest first), 25`,
      service: 'clients',
      token: system.admin.jwtToken,
      path: '/api/client',
      searches: [''],
      query: () => ({ limit: '25' }),
      base: clientsBase,
      spec: clientsSpec,
      tieBreaker: 'c.id',
      targetMs: 150,
    },
  ];
}

/** One request of the list through the gateway; answers its latency (ms) and how many rows match. */
async function request(system: SurveySystem, list: ListCase, search: string): Promise<{ ms: number; total: number }> {
  const query = new URLSearchParams(list.query(search)).toString();
  const sentAt = performance.now();
  const answer = await fetch(`${system.base}${list.path}?${query}`, { headers: { authorization: `Bearer ${list.token}` } });
  await answer.arrayBuffer();
  const ms = performance.now() - sentAt;
  if (answer.status !== 200) throw new Error(`${list.path}?${query}: ${answer.status}`);
  return { ms, total: Number(answer.headers.get('x-total-count')) };
}

/** The statements running on `db`'s database (pg_stat_activity, polled back to back) while `work` runs. */
async function statementsRunDuring(db: Kysely<any>, work: Promise<unknown>): Promise<Set<string>> {
  const seen = new Set<string>();
  let done = false;
  const finished = work.finally(() => (done = true));
  while (!done) {
    const { rows } = await sql<{ query: string }>`
      SELECT query FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`.execute(db);
    for (const row of rows) seen.add(row.query);
  }
  await finished;
  return seen;
}

/**
 * The plans (EXPLAIN ANALYZE) of the statements the list runs for `search`: built by the platform's
 * list query over the list's base select and captured from Kysely, each checked against what the
 * service's sessions were seen running while the list was requested.
 */
async function plans(system: SurveySystem, list: ListCase, search: string): Promise<string[]> {
  const statements: CompiledQuery[] = [];
  const db = new Kysely<any>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: system.databaseUrl(list.service), max: 1 }) }),
    log: (event) => void (event.level === 'query' && statements.push(event.query)),
  });
  try {
    await runListQuery(list.base(db), parseListQuery(list.query(search), list.spec), list.tieBreaker);
    const built = [...statements];
    const seen = await statementsRunDuring(
      db,
      (async () => {
        for (let i = 0; i < 50; i++) await request(system, list, search);
      })(),
    );
    const table = list.service === 'survey' ? 'forms' : 'clients';
    const lines: string[] = [];
    for (const statement of built) {
      lines.push(`  ${seen.has(statement.sql) ? 'the service ran' : "NOT SEEN in the service (the bench's copy of the list is out of date)"}: ${statement.sql}`);
      lines.push(`    parameters: ${JSON.stringify(statement.parameters)}`);
      const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN (ANALYZE) ${statement.sql}`, [...statement.parameters]));
      const plan = rows.map((row) => row['QUERY PLAN']);
      const seqScan = plan.some((line) => new RegExp(`Seq Scan on ${table}\\b`).test(line));
      const indexes = [...new Set(plan.flatMap((line) => /(?:Index Scan|Index Only Scan|Bitmap Index Scan) (?:using|on) (\w+)/.exec(line)?.[1] ?? []))];
      lines.push(`    indexes used: ${indexes.join(', ') || 'none'}; Seq Scan on ${table}: ${seqScan ? 'YES' : 'none'}`);
      lines.push(...plan.map((line) => `    | ${line}`));
    }
    return lines;
  } finally {
    await db.destroy();
  }
}

async function timeList(system: SurveySystem, list: ListCase): Promise<string> {
  // One request per search first, not counted: a running service has its statements planned and the index pages read.
  for (const search of list.searches) await request(system, list, search);
  const latencies: number[] = [];
  let matches = 0;
  for (let i = 0; i < REQUESTS_PER_QUERY; i++) {
    const { ms, total } = await request(system, list, list.searches[i % list.searches.length]);
    latencies.push(ms);
    matches += total;
  }
  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  const searches = list.searches.length > 1 ? `searches ${list.searches.join(', ')}, ` : '';
  return (
    `${list.name}: ${fmt(REQUESTS_PER_QUERY)} requests one at a time after one per search to warm up (${searches}${fmt(matches / REQUESTS_PER_QUERY)} matching rows on average), ` +
    `p50 ${fmt(percentile(latencies, 50), 1)} ms, p99 ${fmt(p99, 1)} ms (target p99 < ${list.targetMs} ms) ${p99 < list.targetMs ? 'OK' : 'BELOW TARGET'}`
  );
}

export async function listBench(system: SurveySystem): Promise<string[]> {
  const lines = [await seed(system)];
  for (const list of listCases(system)) {
    lines.push(await timeList(system, list));
    // The first search has the most matches: the most rows to read and order.
    lines.push(...(await plans(system, list, list.searches[0])));
  }
  return lines;
}
