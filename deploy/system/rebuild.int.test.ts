/**
 * `npm run rebuild -- <service>` on the whole system: a history made through the gateway as users make
 * it (a subscriber pays; three clients are invited, two of them given case details; one accepts, answers every page, lists a supporter
 * who writes and signs a letter, and completes the questionnaire, which the attorney has rewritten by
 * the AI adjuster; one accepts, saves a page, is reminded and is then deleted; one is only invited).
 * Once every event is published and consumed and no job is left, each service in turn is stopped, the
 * checksum of every table of its database taken, its read models rebuilt, and the checksums taken again:
 * they are equal (the columns its plan names as not derived from events left out), read models, inbox
 * and kept tables alike. Left out, a projection (or a handler) shows as a difference.
 */
import { sql, type Kysely } from 'kysely';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { streamNameOf, SUPPORTERS_TEMPLATE_KEY, supporterSlotKeys, type Client, type LocalMail, type ServiceName } from '@app/contracts';
import { createDatabase, publicTablesOf, rebuildReadModels, tableChecksums, type RebuildReport, type TableChecksum } from '@app/platform';
import { TEST_NATS_URL, waitFor } from '@app/platform/testing';
import { clientsService } from '@app/clients';
import { surveyService } from '@app/survey';
import { rebuildPlans, rebuildService } from '../local/rebuild.js';
import { acceptAndOpenForm, answerEveryPage, answersTo, invitationMessages, invite, personToInvite, saveAnswers, subscribe, uniqueEmail, waitUntil } from './client-journey.js';
import type { Session } from './client-journey.js';
import { servicesUnderTest } from './services-behind-gateway.js';

/** A test's time: the history takes a minute or so on two cores; each rebuild a few seconds. */
const TIMEOUT = 180_000;

const admin = { email: 'rebuild-admin@example.com', password: 'Quartz-Meadow-5182' };
const { api, system } = servicesUnderTest('sys_rebuild', { admin, withBilling: true, notificationEnv: { DEV_PAGES: 'on' } });

/** Each service's database, read apart from the service (which is stopped to be rebuilt). */
const databases: Partial<Record<ServiceName, Kysely<any>>> = {};
const databaseOf = (service: ServiceName) => (databases[service] ??= createDatabase(system().databaseUrls[service], 2));
afterAll(async () => {
  for (const db of Object.values(databases)) await db.destroy();
});

/** The settings the running service was started with that a rebuild reads (its database, bus, master key). */
const envs: Partial<Record<ServiceName, NodeJS.ProcessEnv>> = {};
function rememberEnv(service: ServiceName): NodeJS.ProcessEnv {
  const config = system().services[service].runtime.config;
  return (envs[service] ??= {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: config.DATABASE_URL,
    NATS_URL: config.NATS_URL,
    BUS_PREFIX: config.BUS_PREFIX,
    PERSONAL_DATA_MASTER_KEY: config.PERSONAL_DATA_MASTER_KEY,
  });
}

async function checksumsOf(service: ServiceName): Promise<Record<string, TableChecksum>> {
  const db = databaseOf(service);
  return tableChecksums(db, await publicTablesOf(db), rebuildPlans[service]);
}

/** Not settled while any service has an event its relay did not publish, a consumer has messages to take, or a job is waiting or running. */
async function activity(): Promise<{ busy: boolean; signature: string }> {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    const parts: string[] = [];
    let busy = false;
    for (const service of Object.keys(system().databaseUrls)) {
      const db = databaseOf(service as ServiceName);
      const events = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM events`.execute(db)).rows[0].n);
      const hasJobs = (await sql<{ found: boolean }>`SELECT to_regclass('pgboss.job') IS NOT NULL AS found`.execute(db)).rows[0].found;
      const jobs = hasJobs ? (await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`.execute(db)).rows[0].n : 0;
      const stream = await jsm.streams.info(streamNameOf(system().busPrefix, service)).catch(() => undefined);
      const published = stream?.state.messages ?? 0;
      if (published < events || Number(jobs) > 0) busy = true;
      parts.push(`${service}:${events}/${published}/${jobs}`);
      if (!stream) continue;
      for await (const consumer of jsm.consumers.list(stream.config.name)) {
        if (consumer.num_pending > 0 || consumer.num_ack_pending > 0) busy = true;
        parts.push(`${consumer.name}:${consumer.delivered.stream_seq}`);
      }
    }
    return { busy, signature: parts.join(' ') };
  } finally {
    await nc.close();
  }
}

/** Waits until nothing has moved for a second with nothing left to do. */
async function settled(): Promise<void> {
  let last = '';
  await waitFor(
    async () => {
      const { busy, signature } = await activity();
      const still = !busy && signature === last;
      last = signature;
      return still;
    },
    120_000,
    1_000,
  );
}

/** Stops the service (it stays stopped: the system's close passes it by) and answers its table checksums. */
async function stop(service: ServiceName): Promise<Record<string, TableChecksum>> {
  rememberEnv(service);
  await system().services[service].close();
  return checksumsOf(service);
}

const nonEmpty = (sums: Record<string, TableChecksum>, tables: string[]) => tables.filter((table) => !(sums[table].rows > 0));

describe('rebuilding each service’s read models from its events', () => {
  const reports: Partial<Record<ServiceName, RebuildReport>> = {};

  it(
    'makes a history: subscriptions, invitations, answers, a finalize with a signed letter, an AI variant, reminders and a deletion',
    async () => {
      const subscriber: Session = await subscribe(api, 'rebuild-attorney');

      const finisher = personToInvite('Araminta', 'Castellanos-Beauchamp', '555-402-7781');
      const quitter = personToInvite('Bartholomew', 'Nakagawa-Oyelowo', '555-402-7782');
      const waiting = personToInvite('Cordelia', 'Fitzwilliam-Adeyemi', '555-402-7783');
      const finisherClient: Client = await invite(api, subscriber, finisher, undefined, { enableSupporters: true });
      const quitterClient: Client = await invite(api, subscriber, quitter);
      await invite(api, subscriber, waiting);
      await invitationMessages(api, finisher);
      await invitationMessages(api, quitter);
      // The attorney gives both their case details (the quitter's are erased with them below).
      for (const client of [finisherClient, quitterClient]) {
        const saved = await api('PUT', `/api/client/${client.id}/caseDetails`, {
          token: subscriber.token,
          body: { court: 'Harbour County Court', caseNumber: '2025 CR 00777', firm: 'Lighthouse Defenders' },
        });
        expect(saved.status).toBe(200);
      }

      // The finisher answers every page, lists a supporter, completes; the supporter signs a letter.
      const { session: finisherSession, form: finisherForm } = await acceptAndOpenForm(api, finisherClient, finisher.password);
      const finisherFormId = finisherForm.id;
      // They look ahead and go back first: where they were (survey's PageOpened) comes back with the rest.
      const finisherPages = finisherForm.pages!;
      for (const page of [finisherPages[2], finisherPages[0]]) {
        expect((await api('PUT', `/api/form/${finisherFormId}/position`, { token: finisherSession.token, body: { pageId: page.id } })).status).toBe(204);
      }
      const form = await answerEveryPage(api, finisherSession, finisherFormId, 'Grew up near the old lighthouse');
      const letters = form.pages!.find((page) => page.template!.key === SUPPORTERS_TEMPLATE_KEY)!;
      const slot = supporterSlotKeys(1);
      const supporterEmail = uniqueEmail('supporter');
      const listed = {
        [slot.firstName]: 'Ignatius',
        [slot.lastName]: 'Okonkwo-Lindqvist',
        [slot.clientRelationship]: 'Uncle',
        [slot.email]: supporterEmail,
        [supporterSlotKeys(2).add]: 'No',
      };
      await saveAnswers(api, finisherSession, (await api('GET', `/api/answerSet/${letters.answerSetId}`, { token: finisherSession.token })).body, listed);
      expect((await api('POST', `/api/form/${finisherFormId}/finalize`, { token: finisherSession.token })).status).toBe(200);
      const invitation = await waitUntil(async () => (await api('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(supporterEmail)}`)).body[0] as LocalMail | undefined);
      const supporterCode = /\/p\/([A-Za-z0-9]{13})/.exec(invitation.text!)![1];
      const signed = await api('POST', '/api/supporter/submit', {
        body: { shortCode: supporterCode, supportText: 'A steady hand in every storm.', signatureName: 'Ignatius Okonkwo-Lindqvist', isComplete: true, eSignConsent: true },
      });
      expect(signed.status).toBe(200);

      // The attorney has the completed questionnaire rewritten in the third person (offline rules).
      const adjusted = await waitUntil(async () => {
        const answer = await api('POST', `/api/form/${finisherFormId}/adjust`, { token: subscriber.token, body: { adjuster: 'ThirdPerson' } });
        return answer.status === 404 ? undefined : answer;
      });
      expect(adjusted.status).toBe(200);
      await waitUntil(
        async () =>
          (await sql<{ status: string }>`SELECT status FROM adjusted_reports WHERE id = ${adjusted.body.id}`.execute(databaseOf('reporting'))).rows[0]?.status === 'Completed',
        60_000,
      );

      // The quitter saves one page, is reminded, and is deleted by the attorney.
      const { session: quitterSession, form: quitterForm } = await acceptAndOpenForm(api, quitterClient, quitter.password);
      const quitterFormId = quitterForm.id;
      const firstPage = quitterForm.pages![0];
      await saveAnswers(api, quitterSession, firstPage.answerSet!, answersTo(firstPage.template!, 'Left the town at sixteen'));
      const reminder = await waitUntil(async () => {
        const sent = await api('POST', `/api/form/${quitterFormId}/reminder`, { token: subscriber.token });
        return sent.status === 404 ? undefined : sent;
      });
      expect(reminder.status).toBe(204);
      await waitUntil(async () => (await api('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(quitter.email)}`)).body.length === 2);
      // Clients' view of the quitter's progress (from survey's events) before the deletion.
      await waitUntil(async () => (await api('GET', `/api/client/${quitterClient.id}`, { token: subscriber.token })).body.formStatus === 'Started');
      expect((await api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: quitterClient.id } })).status).toBe(204);

      await settled();
    },
    TIMEOUT,
  );

  it(
    'reporting: its projections of four services’ events, its AI variants’ own events',
    async () => {
      const live = await stop('reporting');
      expect(
        nonEmpty(live, [
          'clients',
          'forms',
          'answer_sets',
          'supporters',
          'stat_counts',
          'stat_subscriptions',
          'stat_users',
          'stat_subscribers',
          'stat_clients',
          'stat_forms',
          'stat_form_pages',
          'adjusted_reports',
          'adjusted_sections',
          'inbox',
        ]),
      ).toEqual([]);
      reports.reporting = await rebuildService('reporting', rememberEnv('reporting'));
      expect(reports.reporting.ownEvents).toBeGreaterThan(0);
      expect(await checksumsOf('reporting')).toEqual(live);
    },
    TIMEOUT,
  );

  it(
    'notification: its messages and content blocks, the forms of its reminders; what it queued and sent is not done again',
    async () => {
      const live = await stop('notification');
      expect(nonEmpty(live, ['messages', 'content_blocks', 'client_forms', 'client_reminders', 'local_mailbox', 'local_outbox', 'inbox'])).toEqual([]);
      reports.notification = await rebuildService('notification', rememberEnv('notification'));
      expect(await checksumsOf('notification')).toEqual(live);
      // Nothing was queued again: no job waits to send anything.
      expect(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND name = 'send-message'`.execute(databaseOf('notification')))
          .rows[0].n,
      ).toBe('0');
    },
    TIMEOUT,
  );

  it(
    'clients and survey, stopped together: the client rows written by both their own events and survey’s come back as they were',
    async () => {
      const liveClients = await stop('clients');
      const liveSurvey = await stop('survey');
      expect(nonEmpty(liveClients, ['clients', 'forms', 'client_events', 'subscriptions', 'subscription_users', 'user_names', 'templates', 'supporters', 'inbox'])).toEqual([]);
      expect(nonEmpty(liveSurvey, ['templates', 'forms', 'pages', 'template_versions', 'answer_sets', 'inbox'])).toEqual([]);
      // The deleted client was started: their row keeps the status survey's events gave it before the deletion.
      expect((await sql<{ form_status: string }>`SELECT form_status FROM clients WHERE deleted`.execute(databaseOf('clients'))).rows).toEqual([{ form_status: 'Started' }]);

      reports.clients = await rebuildService('clients', rememberEnv('clients'));
      reports.survey = await rebuildService('survey', rememberEnv('survey'));
      expect(await checksumsOf('clients')).toEqual(liveClients);
      expect(await checksumsOf('survey')).toEqual(liveSurvey);
      // In small batches, as in a long history: a FormCreated whose template versions an earlier batch
      // stored is read without their snapshots (the forms projection's replayData); the same tables.
      await rebuildReadModels(surveyService(), rememberEnv('survey'), { plan: rebuildPlans.survey, batchSize: 3 });
      expect(await checksumsOf('survey')).toEqual(liveSurvey);
      expect(reports.survey.handlers.find((handler) => handler.name === 'survey-adjusted-variants')).toMatchObject({ status: 'replayed', handled: expect.any(Number) });
      expect(reports.clients.handlers.find((handler) => handler.name === 'clients-supporters-listed')).toMatchObject({ status: 'skipped' });
    },
    TIMEOUT,
  );

  it(
    'would show a projection or a handler left out: its tables differ, until a full rebuild',
    async () => {
      const live = await checksumsOf('survey');
      const survey = surveyService();
      await rebuildReadModels({ ...survey, projections: survey.projections!.filter((projection) => projection.name !== 'forms') }, rememberEnv('survey'), {
        plan: rebuildPlans.survey,
      });
      const withoutForms = await checksumsOf('survey');
      for (const table of ['forms', 'pages', 'template_versions', 'answer_sets']) expect({ table, ...withoutForms[table] }).not.toEqual({ table, ...live[table] });
      await rebuildService('survey', rememberEnv('survey'));
      expect(await checksumsOf('survey')).toEqual(live);

      const liveClients = await checksumsOf('clients');
      const skipProgress = { ...rebuildPlans.clients, skipHandlers: { ...rebuildPlans.clients.skipHandlers, 'clients-survey-progress': 'left out on purpose' } };
      await rebuildReadModels(clientsService(), rememberEnv('clients'), { plan: skipProgress });
      expect((await checksumsOf('clients')).forms).not.toEqual(liveClients.forms);
      await rebuildService('clients', rememberEnv('clients'));
      expect(await checksumsOf('clients')).toEqual(liveClients);
    },
    TIMEOUT,
  );

  it(
    'identity and billing: users, subscriptions and members from their own events; the handlers that only ran commands are left as they were',
    async () => {
      for (const service of ['identity', 'billing'] as const) {
        const live = await stop(service);
        expect(nonEmpty(live, service === 'identity' ? ['users', 'signing_keys', 'client_invitations'] : ['subscriptions', 'subscription_users'])).toEqual([]);
        reports[service] = await rebuildService(service, rememberEnv(service));
        expect({ service, ...(await checksumsOf(service)) }).toEqual({ service, ...live });
      }
    },
    TIMEOUT,
  );

  it(
    'reports what it did: events per second, the tables kept and the handlers not run again, with their reasons',
    () => {
      for (const report of Object.values(reports)) {
        expect(report.eventsPerSecond).toBeGreaterThan(0);
        for (const { reason } of report.kept) expect(reason.length).toBeGreaterThan(20);
        for (const handler of report.handlers) if (handler.status === 'skipped') expect(handler.reason!.length).toBeGreaterThan(20);
      }
      expect(Object.keys(reports).sort()).toEqual(['billing', 'clients', 'identity', 'notification', 'reporting', 'survey']);
    },
    TIMEOUT,
  );
});
