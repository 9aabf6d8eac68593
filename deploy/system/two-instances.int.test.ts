/**
 * Two instances each of clients, survey and notification, as deploy/k8s runs every service (two replicas
 * on one database, one bus prefix), behind a round-robin balancer each (a Kubernetes Service), with
 * identity, billing and the real gateway in front; started at the same moment, as a Deployment starts its
 * pods (migrations, seeding and stream creation race). Subscribers invite clients and the clients answer
 * their pages, each request going to either instance. Then nothing was done twice:
 *
 * - each event reached JetStream once: every service's stream holds exactly its database's events, in
 *   order, each under its own Nats-Msg-Id, and one relay per database held the leader's lock;
 * - each consumer applied each event once: its inbox holds exactly the source's events of its types, no
 *   dead letters, and the read models count one form, one client, one account per invitation;
 * - each pg-boss job ran once: one send job per message, each completed, one mail and one text per
 *   client in the local mailbox and outbox; a cron occurrence makes at most one job across the instances.
 */
import { createServer, request, type Server } from 'node:http';
import { sql, type Kysely } from 'kysely';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { billingService } from '@app/billing';
import { clientsService } from '@app/clients';
import { streamNameOf } from '@app/contracts';
import { DEFAULT_TEMPLATES } from '@app/contracts/default-templates';
import { createGateway, loadConfig, type Gateway } from '@app/gateway';
import { identityService } from '@app/identity';
import { notificationService } from '@app/notification';
import { createDatabase, dropDatabase, RELAY_LOCK_KEY, startService, type EventHandlerDefinition, type RunningService, type ServiceDefinition } from '@app/platform';
import { surveyService } from '@app/survey';
import { apiOf, testBus, testServiceEnv, TEST_NATS_URL, waitFor } from '@app/platform/testing';
import { startPaymentStandIn, type PaymentStandIn } from '../local/payment-stand-in.js';
import { acceptInvitation, answersTo, formOf, invitationMessages, invite, landingWithForm, personToInvite, saveAnswers, subscribe } from './client-journey.js';

const admin = { email: 'two-instances-admin@example.com', password: 'Copper-Lantern-4471' };
const bus = testBus('sys_two');
/** Three pages each (the questionnaire's first default templates): both survey instances seed them at once. */
const templates = DEFAULT_TEMPLATES.filter((template) => template.isDefault).slice(0, 3);
const CLIENTS = 6;
const twice = ['clients', 'survey', 'notification'] as const;
type Twice = (typeof twice)[number];
type Name = 'identity' | 'billing' | Twice;

/** A Kubernetes Service in miniature: each request to the next instance in turn; counts what each got. */
function roundRobin(targets: string[]) {
  let next = 0;
  const writes = targets.map(() => 0);
  const server: Server = createServer((req, res) => {
    const index = next++ % targets.length;
    if (req.method !== 'GET' && req.method !== 'HEAD') writes[index]++;
    const target = new URL(targets[index]);
    const upstream = request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  return {
    writes,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const instances: Partial<Record<Name, RunningService[]>> = {};
const definitions: Partial<Record<Name, ServiceDefinition<any, any>>> = {};
const envs: Partial<Record<Name, NodeJS.ProcessEnv>> = {};
const dbs: Partial<Record<Name, Kysely<any>>> = {};
const balancers: Partial<Record<Twice, ReturnType<typeof roundRobin>>> = {};
let payments: PaymentStandIn | undefined;
let gateway: Gateway | undefined;
let nc: NatsConnection;
let jsm: JetStreamManager;
const gatewayServer = createServer();
const api = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(gatewayUrl)(...args);
let gatewayUrl = '';

/** Starts `count` instances of one service on one database and one master key, all at once. */
async function start(name: Name, make: () => ServiceDefinition<any, any>, count: number, extra: Record<string, string>) {
  const env = testServiceEnv(`sys_two_${name}`, bus.prefix, { LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '2', ...extra });
  envs[name] = env;
  definitions[name] = make();
  instances[name] = [];
  const started = await Promise.allSettled(Array.from({ length: count }, () => startService(make(), env)));
  for (const result of started) if (result.status === 'fulfilled') instances[name].push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  dbs[name] = createDatabase<any>(env.DATABASE_URL!, 1);
}

beforeAll(async () => {
  nc = await connect({ servers: TEST_NATS_URL });
  jsm = await jetstreamManager(nc);
  await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gatewayServer.address() as { port: number }).port}`;

  await start('identity', identityService, 1, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  const identityUrl = instances.identity![0].url;
  payments = await startPaymentStandIn({ LOCAL_BILLING_INTERVAL_SECONDS: '0' }, undefined);
  await start('billing', billingService, 1, { IDENTITY_URL: identityUrl, ...payments.billingEnv });
  await Promise.all([
    start('clients', clientsService, 2, { IDENTITY_URL: identityUrl, PUBLIC_URL: gatewayUrl, LANDING_LOOKUPS_PER_ADDRESS: '100000' }),
    start('survey', () => surveyService(templates), 2, { IDENTITY_URL: identityUrl }),
    start('notification', notificationService, 2, { IDENTITY_URL: identityUrl, LOCAL_SMTP_PORT: '0', PUBLIC_URL: gatewayUrl, DEV_PAGES: 'on' }),
  ]);
  const upstreams: Record<string, string> = { IDENTITY_URL: identityUrl, BILLING_URL: instances.billing![0].url };
  for (const name of twice) {
    balancers[name] = roundRobin(instances[name]!.map((running) => running.url));
    upstreams[`${name.toUpperCase()}_URL`] = await balancers[name].start();
  }
  const config = loadConfig({
    ...upstreams,
    GATEWAY_SERVICES: 'identity,billing,clients,survey,notification',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  gateway = createGateway(config);
  gatewayServer.on('request', gateway.app);
}, 60_000);

afterAll(async () => {
  gatewayServer.closeAllConnections();
  await new Promise((resolve) => gatewayServer.close(resolve));
  await gateway?.close();
  for (const balancer of Object.values(balancers)) await balancer.close();
  for (const name of ['notification', 'survey', 'clients', 'billing', 'identity'] as const) {
    for (const running of instances[name] ?? []) await running.close();
    await dbs[name]?.destroy();
    if (envs[name]) await dropDatabase(envs[name].DATABASE_URL!);
  }
  await payments?.simulator.close();
  await nc?.close();
  await bus.removeStreams();
}, 60_000);

const count = async (db: Kysely<any>, query: ReturnType<typeof sql>) => Number(((await query.execute(db)).rows[0] as { count: string | number }).count);
const eventIdsOf = async (name: Name, types?: readonly string[]) =>
  (
    await dbs[name]!.selectFrom('events')
      .select(sql<string>`metadata->>'eventId'`.as('id'))
      .$if(!!types, (q) => q.where('type', 'in', types!))
      .orderBy('tx_id')
      .orderBy('position')
      .execute()
  ).map((row: { id: string }) => row.id);
const eventCount = (name: Name, type: string) => count(dbs[name]!, sql`SELECT count(*) FROM events WHERE type = ${type}`);

/** Every durable consumer of every stream of this run has everything its stream holds acknowledged. */
async function consumersCaughtUp(): Promise<boolean> {
  for (const name of Object.keys(instances) as Name[]) {
    const stream = streamNameOf(bus.prefix, name);
    const { state } = await jsm.streams.info(stream);
    if (state.messages !== (await count(dbs[name]!, sql`SELECT count(*) FROM events`))) return false;
    for await (const consumer of jsm.consumers.list(stream)) {
      // Pending counts only what its filter takes (its types), so this holds for every consumer.
      if (consumer.num_pending > 0 || consumer.num_ack_pending > 0) return false;
    }
  }
  return true;
}

describe('two instances of a service on one database and one bus', () => {
  const people = ['Ada', 'Brook', 'Cyrus', 'Delia', 'Emrys', 'Fenna'].slice(0, CLIENTS).map((first, i) => personToInvite(first, 'Twofold', `555-31${i}-70${i}${i}`));
  let pagesSaved = 0;

  it('starts both instances of each, each relay standing by but one', async () => {
    for (const name of twice) {
      expect(instances[name]).toHaveLength(2);
      const leaders = await count(
        dbs[name]!,
        sql`SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND objid = ${RELAY_LOCK_KEY} AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect({ name, leaders }).toEqual({ name, leaders: 1 });
    }
    // Both survey instances seeded the same templates at the same moment: each made once.
    expect(await eventCount('survey', 'TemplateCreated')).toBe(templates.length);
  });

  it('invites clients and saves their answers, through either instance', async () => {
    const subscriber = await subscribe(api, 'two-instances');
    await Promise.all(
      people.map(async (person) => {
        const client = await invite(api, subscriber, person);
        await invitationMessages(api, person);
        const session = await acceptInvitation(api, client.shortCodeUrl, person.password);
        const { activeFormId } = await landingWithForm(api, client.shortCodeUrl, session);
        const form = await formOf(api, session, activeFormId!);
        for (const page of form.pages!) {
          // Saved three times, so that an instance saves a page the other one saved since its own last save of it.
          let saved = page.answerSet!;
          for (const round of ['first', 'again', 'once more']) saved = await saveAnswers(api, session, saved, answersTo(page.template!, `${person.firstName} ${round}`));
          expect(saved.concurrencyCheck).toBe(3);
          for (const stale of [1, 2]) {
            const refused = await api('PUT', `/api/answerSet/${saved.id}`, {
              token: session.token,
              body: { answers: answersTo(page.template!, 'stale'), concurrencyCheck: stale },
            });
            expect(refused.status).toBe(409);
          }
          expect((await api('GET', `/api/answerSet/${saved.id}`, { token: session.token })).body).toEqual(saved);
          pagesSaved++;
        }
      }),
    );
    expect(pagesSaved).toBe(CLIENTS * templates.length);
    // Each instance took a share of the writes (invites, answer saves, dev pages' reads aside).
    for (const name of ['clients', 'survey'] as const) expect(balancers[name]!.writes.every((writes) => writes >= 2)).toBe(true);
    await waitFor(consumersCaughtUp, 30_000, 200);
  }, 60_000);

  it('put each event on JetStream once, in order, under its own message id', async () => {
    for (const name of Object.keys(instances) as Name[]) {
      const stream = streamNameOf(bus.prefix, name);
      const { state } = await jsm.streams.info(stream);
      const ids: string[] = [];
      for (let seq = 1; seq <= state.last_seq; seq++) ids.push((await jsm.streams.getMessage(stream, { seq }))!.header.get('Nats-Msg-Id'));
      expect({ name, first: state.first_seq, ids }).toEqual({ name, first: 1, ids: await eventIdsOf(name) });
    }
    expect(await eventCount('clients', 'ClientInvited')).toBe(CLIENTS);
    expect(await eventCount('survey', 'AnswersSaved')).toBe(3 * pagesSaved);
  });

  it('delivered each event once to each durable consumer, to one instance or the other', async () => {
    for (const name of Object.keys(instances) as Name[]) {
      const stream = streamNameOf(bus.prefix, name);
      for await (const consumer of jsm.consumers.list(stream)) {
        // A delivery counts in consumer_seq, a redelivery too: as many as the stream holds of its filter's subjects, no redelivery.
        const filters = consumer.config.filter_subjects ?? [consumer.config.filter_subject!];
        let matching = 0;
        for (const filter of filters) {
          const { state } = await jsm.streams.info(stream, { subjects_filter: filter });
          matching += Object.values(state.subjects ?? {}).reduce((sum, messages) => sum + messages, 0);
        }
        expect({ consumer: consumer.name, deliveries: consumer.delivered.consumer_seq }).toEqual({ consumer: consumer.name, deliveries: matching });
      }
    }
  });

  it('had every consumer apply each event of its types once', async () => {
    for (const name of Object.keys(instances) as Name[]) {
      const running = instances[name]![0];
      const handlers: EventHandlerDefinition[] = definitions[name]!.handlers?.(running.runtime, running.runtime.config) ?? [];
      for (const handler of handlers) {
        const inbox = await dbs[name]!.selectFrom('inbox').select('event_id').where('consumer', '=', handler.name).execute();
        const handled = inbox.map((row: { event_id: string }) => row.event_id).sort();
        // A source not started here (reporting) has had no events.
        const published = handler.source in dbs ? await eventIdsOf(handler.source as Name, handler.types) : [];
        expect({ consumer: handler.name, handled }).toEqual({ consumer: handler.name, handled: published.sort() });
      }
      expect({ name, deadLetters: await count(dbs[name]!, sql`SELECT count(*) FROM dead_letters`) }).toEqual({ name, deadLetters: 0 });
    }
    // The read models: one form per invitation in survey and in clients, one account in identity.
    expect(await count(dbs.survey!, sql`SELECT count(*) FROM forms`)).toBe(CLIENTS);
    expect(await eventCount('survey', 'FormCreated')).toBe(CLIENTS);
    expect(await count(dbs.clients!, sql`SELECT count(*) FROM forms`)).toBe(CLIENTS);
    expect(await count(dbs.clients!, sql`SELECT count(*) FROM forms WHERE jsonb_array_length(saved_page_ids) = ${templates.length}`)).toBe(CLIENTS);
    expect(await count(dbs.identity!, sql`SELECT count(*) FROM users WHERE 'Client' = ANY(roles)`)).toBe(CLIENTS);
  });

  it('ran each pg-boss job once: one mail and one text per client', async () => {
    const notification = dbs.notification!;
    await waitFor(async () => (await count(notification, sql`SELECT count(*) FROM pgboss.job WHERE name = 'send-message' AND state <> 'completed'`)) === 0, 15_000, 200);
    const jobs = await count(notification, sql`SELECT count(*) FROM pgboss.job WHERE name = 'send-message'`);
    expect(jobs).toBe(2 * CLIENTS);
    expect(await count(notification, sql`SELECT count(*) FROM messages WHERE status = 'sent'`)).toBe(jobs);
    expect(await eventCount('notification', 'EmailSent')).toBe(CLIENTS);
    expect(await eventCount('notification', 'SmsSent')).toBe(CLIENTS);
    for (const person of people) {
      expect({ to: person.email, mails: await count(notification, sql`SELECT count(*) FROM local_mailbox WHERE "to" ILIKE ${`%${person.email}%`}`) }).toEqual({
        to: person.email,
        mails: 1,
      });
    }
    expect(await count(notification, sql`SELECT count(*) FROM local_outbox`)).toBe(CLIENTS);
    // The reminders' cron (every minute) across both instances: never two jobs for one minute.
    const doubled = await count(
      notification,
      sql`SELECT count(*) FROM (SELECT 1 FROM pgboss.job WHERE name = 'client-reminders' GROUP BY date_trunc('minute', created_on) HAVING count(*) > 1) doubled`,
    );
    expect(doubled).toBe(0);
  });
});
