import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { NotificationTemplates, notificationPersonalData, surveyPersonalData, type PersonalDataMap } from '@app/contracts';
import { DEFAULT_TEMPLATES, fullAnswers } from '@app/contracts/default-templates';
import { notificationService } from '@app/notification';
import {
  EventStore,
  PersonalDataVault,
  publicTablesOf,
  readModelTablesOf,
  rebuildReadModels,
  tableChecksums,
  type NewEvent,
  type PlatformDatabase,
  type Projection,
  type RebuildPlan,
  type ServiceDefinition,
} from '@app/platform';
import { createTestDatabase, TEST_NATS_URL, testBus } from '@app/platform/testing';
import { surveyService } from '@app/survey';
import { rebuildPlans } from '../local/rebuild.js';
import { fmt } from './stats.js';

const TARGET_EVENTS_PER_SECOND = 10_000;

/**
 * `npm run rebuild -- <service>` on two large histories, written through the service's own event store
 * and inline projections (which make the live read models the rebuild must give back):
 *
 * - survey: `forms` clients' questionnaires of the real default templates (21 pages, 590 questions:
 *   each FormCreated carries the pages' template snapshots, ~150 kB, of the same 21 template versions,
 *   as forms made from the seeded templates do), each created, started, every page saved (its sealed
 *   answers; one page in three twice) and completed: 31 events each.
 * - notification: `messages` messages sent or failed (EmailSent ... SmsFailed, the recipient sealed),
 *   one small event and one row each.
 *
 * For each, the rebuild's events per second against baselines measured in the same run on the same
 * database: the same rebuild sending every statement on its own (as the service writes), reading the
 * same events whole in the same batches and nothing more (the floor of a replay that reads them whole:
 * survey's reads a FormCreated without the snapshots of template versions it has stored, see
 * `Projection.replayData`), and copying the rebuilt rows with one INSERT ... SELECT per table (no
 * events at all). The rebuilt tables must equal the live ones. Target: at least 10,000 events a second.
 */
export async function rebuildBench(forms = 1_700, messages = 50_000): Promise<string[]> {
  return [
    ...(await measure('survey', surveyService(), surveyPersonalData, rebuildPlans.survey, forms, (i) => ({ streamId: `form-${randomUUID()}`, events: questionnaire(i) }))),
    ...(await measure('notification', notificationService(), notificationPersonalData, rebuildPlans.notification, messages, (i) => ({
      streamId: `message-${randomUUID()}`,
      events: [message(i)],
    }))),
  ];
}

async function measure(
  service: string,
  definition: ServiceDefinition<any, any>,
  personalData: PersonalDataMap,
  plan: RebuildPlan,
  streams: number,
  history: (i: number) => { streamId: string; events: NewEvent<string, object>[] },
): Promise<string[]> {
  const testDb = await createTestDatabase(`bench_rebuild_${service}`, definition.migrations);
  const bus = testBus(`bench_rebuild_${service}`);
  try {
    const masterKey = randomBytes(32);
    const store = new EventStore(testDb.db, new PersonalDataVault(testDb.db, service, masterKey, personalData), definition.projections as readonly Projection[]);
    const writeStarted = process.hrtime.bigint();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < streams) {
          const { streamId, events } = history(next++);
          await store.append(streamId, events, { expectedVersion: 0 });
        }
      }),
    );
    const writeSeconds = Number(process.hrtime.bigint() - writeStarted) / 1e9;

    const tables = await publicTablesOf(testDb.db);
    const readModels = await readModelTablesOf(testDb.db, plan);
    const live = await tableChecksums(testDb.db, tables, plan);
    const rows = readModels.reduce((sum, table) => sum + live[table].rows, 0);
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDb.url,
      NATS_URL: TEST_NATS_URL,
      BUS_PREFIX: bus.prefix,
      PERSONAL_DATA_MASTER_KEY: masterKey.toString('base64'),
    };
    const unchanged = async () => JSON.stringify(await tableChecksums(testDb.db, tables, plan)) === JSON.stringify(live);

    const oneByOne = await rebuildReadModels(definition, env, { plan, deferWrites: false });
    const oneByOneSame = await unchanged();
    const report = await rebuildReadModels(definition, env, { plan });
    const same = await unchanged();
    const readRate = await plainReadRate(testDb.db, report.ownEvents);
    const copyRate = await plainCopyRate(testDb.db, readModels);
    const rate = report.eventsPerSecond;
    return [
      `${service}: ${fmt(report.ownEvents)} events of ${fmt(streams)} streams (${fmt(rows)} read-model rows), written with their projections in ${writeSeconds.toFixed(1)} s`,
      `  rebuild: ${report.replaySeconds.toFixed(2)} s = ${fmt(rate)} events/s (target >= ${fmt(TARGET_EVENTS_PER_SECOND)}) ${rate >= TARGET_EVENTS_PER_SECOND ? 'OK' : 'BELOW TARGET'}; ` +
        `${fmt(report.roundTrips)} round trips, ${fmt(report.deferredWrites)} writes batched, ${report.batchesRunAgain} batch(es) run again; read models ${same && oneByOneSame ? 'equal to the live ones' : 'DIFFERENT FROM THE LIVE ONES'}`,
      `  vs the same rebuild, each statement on its own: ${fmt(oneByOne.eventsPerSecond)} events/s (${fmt(oneByOne.roundTrips)} round trips) = ${fmt(rate / oneByOne.eventsPerSecond, 2)}x`,
      `  vs a plain read of the same events (batches of 500, rows parsed, nothing applied): ${fmt(readRate)} events/s = ${fmt(rate / readRate, 2)}x`,
      `  vs a plain INSERT ... SELECT of the rebuilt rows: ${fmt(copyRate)} rows/s; the rebuild makes ${fmt(rows / report.replaySeconds)} rows/s = ${fmt(rows / report.replaySeconds / copyRate, 2)}x`,
    ];
  } finally {
    await testDb.drop();
    await bus.removeStreams();
  }
}

/** Each default template's id, as seeded (one for every form). */
const templateIds = new Map(DEFAULT_TEMPLATES.map((template) => [template.key, randomUUID()]));

/** One questionnaire's events as a client leaves them: created, started, every page saved (one in three twice), completed. */
function questionnaire(i: number): NewEvent<string, object>[] {
  const ids = { formId: randomUUID(), clientId: randomUUID(), subscriberId: `00000000-0000-4000-8000-${String(i % 50).padStart(12, '0')}` };
  const pages = DEFAULT_TEMPLATES.filter((template) => template.isDefault).map((template) => {
    const { instrument: _published, ...fields } = template;
    return {
      pageId: randomUUID(),
      answerSetId: randomUUID(),
      displayWeight: template.defaultWeight,
      templateVersion: 1,
      template: { templateId: templateIds.get(template.key)!, ...fields },
    };
  });
  const saves = pages.flatMap((page, n) => {
    const answers = fullAnswers(page.template.questions);
    return Array.from({ length: n % 3 === 0 ? 2 : 1 }, (_, v) => ({
      type: 'AnswersSaved',
      data: { formId: ids.formId, clientId: ids.clientId, pageId: page.pageId, answerSetId: page.answerSetId, version: v + 1, answers },
    }));
  });
  const person = {
    applicationUserId: randomUUID(),
    isProctored: false,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    email: `client${i}@example.org`,
    phoneNumber: '555-010-0000',
  };
  return [{ type: 'FormCreated', data: { ...ids, ...person, key: 'Default', pages } }, { type: 'FormStarted', data: ids }, ...saves, { type: 'FormCompleted', data: ids }];
}

/** A message notification sent or failed (one in ten failed; half of them texts). */
function message(i: number): NewEvent<string, object> {
  const text = i % 2 === 1;
  const failed = i % 10 === 0;
  const data = {
    messageId: randomUUID(),
    personId: `00000000-0000-4000-9000-${String(i % 2_000).padStart(12, '0')}`, // 2,000 people, 25 messages each
    to: text ? '+15550100000' : `person${i}@example.org`,
    template: text ? NotificationTemplates.clientInvitationSms : NotificationTemplates.clientInvitationEmail,
    causationEventId: randomUUID(),
    ...(failed ? { error: 'The recipient does not answer' } : { providerMessageId: `<${randomUUID()}@localhost>` }),
  };
  return { type: `${text ? 'Sms' : 'Email'}${failed ? 'Failed' : 'Sent'}`, data };
}

/** Events per second of reading them all in the rebuild's order and batch size, each row parsed, nothing applied. */
async function plainReadRate(db: Kysely<PlatformDatabase>, events: number): Promise<number> {
  const started = process.hrtime.bigint();
  let after = { txId: '0', position: '0' };
  for (;;) {
    const { rows } = await sql<{ tx_id: string; position: string }>`
      SELECT position, stream_id, version, type, data, metadata, prev_hash, hash, tx_id FROM events
      WHERE (tx_id, position) > (${after.txId}::xid8, ${after.position}::bigint) ORDER BY tx_id, position LIMIT 500`.execute(db);
    if (rows.length === 0) break;
    const last = rows[rows.length - 1];
    after = { txId: String(last.tx_id), position: String(last.position) };
  }
  return events / (Number(process.hrtime.bigint() - started) / 1e9);
}

/** Rows per second of copying the read-model tables as they are, one INSERT ... SELECT each (into copies, dropped after). */
async function plainCopyRate(db: Kysely<PlatformDatabase>, tables: readonly string[]): Promise<number> {
  let rows = 0;
  let seconds = 0;
  for (const table of tables) {
    const copy = `plain_copy_${table}`;
    await sql`CREATE TABLE ${sql.table(copy)} (LIKE ${sql.table(table)} INCLUDING ALL)`.execute(db);
    const started = process.hrtime.bigint();
    const result = await sql`INSERT INTO ${sql.table(copy)} SELECT * FROM ${sql.table(table)}`.execute(db);
    seconds += Number(process.hrtime.bigint() - started) / 1e9;
    rows += Number(result.numAffectedRows ?? 0);
    await sql`DROP TABLE ${sql.table(copy)}`.execute(db);
  }
  return rows / seconds;
}
