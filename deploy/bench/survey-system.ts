/**
 * The survey bench's system: `npm start`'s own code (deploy/dist/local/start.js: every service and the
 * gateway as their own processes) on the machine's Postgres and NATS with its own databases and bus
 * prefix, a site admin, a subscriber who bought a subscription on the local payment simulator, and the
 * bench's questionnaire page (20 questions) made by the admin. Clients are made by the real flow:
 * invited through the gateway, each accepting their invitation (identity hashes the password) and
 * reading their form.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { Kysely } from 'kysely';
import { Roles, ServiceDirectory, type CreateTemplateRequest, type Question, type ServiceName } from '@app/contracts';
import { createDatabase, dropDatabase } from '@app/platform';
import { databaseUrl, freePort, testBus, uniqueName, waitFor, TEST_NATS_URL, TEST_POSTGRES_URL } from '@app/platform/testing';
import { startChildSystem, type ChildSystem } from '../local/child-system.js';
import { BENCH_PASSWORD, benchPage, call, purchaseOf, type Answer } from './faults-load.js';
import { NO_RATE_LIMITS } from './processes.js';

// Ports 3551-3556, 8630 and 3075: nothing else on the machine or in the tests uses them.
const PORT_OFFSET = 550;
const ADMIN = { email: 'survey-bench-admin@example.com', password: 'Survey-bench-admin-7731' };
const SERVICES: ServiceName[] = ['identity', 'billing', 'clients', 'survey', 'reporting', 'notification'];

export type Answers = Record<string, string | null>;

/** A client who accepted their invitation: their session and their form's one page. */
export interface BenchClient {
  token: string;
  formId: string;
  answerSetId: string;
  /** The answer set's version the next save must name (`concurrencyCheck`). */
  version: number;
}

/** The bench's page: 20 questions of the kinds a real page mixes (text, dates, choices). */
const questions: Question[] = Array.from({ length: 20 }, (_, i): Question => {
  const key = `q${String(i + 1).padStart(2, '0')}`;
  const label = `Question ${i + 1}`;
  if (i < 8) return { key, label, questionType: 'Text', isRequired: true };
  if (i < 12) return { key, label, questionType: 'Textarea', isRequired: false };
  if (i < 14) return { key, label, questionType: 'DatePicker', isRequired: false };
  const options = ['Never', 'Sometimes', 'Often', 'Always'];
  const questionType = (['SelectList', 'RadioButtonList', 'CheckBoxList'] as const)[(i - 14) % 3];
  return { key, label, questionType, options, isRequired: false };
});

const benchTemplate = (): CreateTemplateRequest => benchPage(uniqueName('BenchPage').replace(/[^A-Za-z0-9_]/g, '_'), questions);

/** A full page of answers; `n` changes the typed ones, so every save is a change (an unchanged page writes nothing). */
export function pageAnswers(n: number): Answers {
  return Object.fromEntries(
    questions.map((question, i) => {
      switch (question.questionType) {
        case 'Text':
          return [question.key, `Answer ${i + 1}, edit ${n}: a short line the client typed`];
        case 'Textarea':
          return [question.key, `Edit ${n}. ${'A longer answer about where the client lived and worked at the time. '.repeat(3)}`];
        case 'DatePicker':
          return [question.key, `19${60 + ((n + i) % 40)}-0${1 + (i % 9)}-1${i % 10}`];
        case 'CheckBoxList':
          return [question.key, n % 2 ? 'Never|Often' : 'Sometimes'];
        default:
          return [question.key, question.options![(n + i) % question.options!.length]];
      }
    }),
  );
}

export type SurveySystem = Awaited<ReturnType<typeof startSurveySystem>>;

export async function startSurveySystem() {
  const bus = testBus('bench_survey');
  const databasePrefix = uniqueName('bench_survey');
  const stateDir = mkdtempSync(join(tmpdir(), `${databasePrefix}-`));
  const databaseOf = (service: ServiceName) => databaseUrl(`${databasePrefix}_${service}`);
  const servicePort = (service: ServiceName) => ServiceDirectory[service].port + PORT_OFFSET;
  const pools: Kysely<any>[] = [];
  let child: ChildSystem | undefined;

  const logFile = join(tmpdir(), `${databasePrefix}.log`);
  async function stop(): Promise<void> {
    for (const pool of pools) await pool.destroy();
    const exit = await child?.stop();
    if (child) writeFileSync(logFile, `${child.output()}\n(exit: ${JSON.stringify(exit)})\n`);
    for (const service of SERVICES) await dropDatabase(databaseOf(service));
    await bus.removeStreams();
    rmSync(stateDir, { recursive: true, force: true });
  }

  try {
    child = await startChildSystem({
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT_OFFSET: String(PORT_OFFSET),
      LOCAL_STATE_DIR: stateDir,
      DATABASE_URL: TEST_POSTGRES_URL,
      DATABASE_PREFIX: databasePrefix,
      NATS_URL: TEST_NATS_URL,
      BUS_PREFIX: bus.prefix,
      LOCAL_STRIPE_PORT: String(await freePort()),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...NO_RATE_LIMITS,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const base = child.url.replace('localhost', '127.0.0.1');
  const api = (method: string, path: string, options: { token?: string; body?: unknown } = {}) => call(base, method, path, options);
  const ok = (what: string, answer: Answer, status = 200) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  try {
    const admin = ok('admin login', await api('POST', '/api/account/login', { body: ADMIN }));
    const template = ok('template', await api('POST', '/api/template', { token: admin.jwtToken, body: benchTemplate() }), 201);

    // A subscriber: registered, bought a subscription, signed in again once identity has the Subscriber role.
    const email = `${databasePrefix}-subscriber@example.com`;
    ok('register', await api('POST', '/api/account/register', { body: { email, password: BENCH_PASSWORD } }));
    const firstLogin = ok('login', await api('POST', '/api/account/login', { body: { email, password: BENCH_PASSWORD } }));
    ok('purchase', await api('POST', '/api/subscription/purchase', { token: firstLogin.jwtToken, body: purchaseOf() }));
    const subscriber = await waitFor(
      async () => {
        const login = ok('login', await api('POST', '/api/account/login', { body: { email, password: BENCH_PASSWORD } }));
        return login.roles.includes(Roles.Subscriber) ? (login as { id: string; jwtToken: string }) : undefined;
      },
      30_000,
      200,
    );

    let invites = 0;
    const system = {
      base,
      /** Where npm start's output is written when the system stops. */
      logFile,
      admin: admin as { id: string; jwtToken: string },
      subscriber,
      api,
      servicePort,
      /** A pool on a service's database (closed by `stop`). */
      database(service: ServiceName, max = 2): Kysely<any> {
        const pool = createDatabase(databaseOf(service), max);
        pools.push(pool);
        return pool;
      },
      databaseUrl: databaseOf,
      /** The bus the system's services use, for a bench's own process beside them. */
      natsUrl: TEST_NATS_URL,
      busPrefix: bus.prefix,

      /** POST /api/client/invite of a new client with the bench's page, by email and text (as an attorney invites). */
      invite() {
        const n = ++invites;
        return api('POST', '/api/client/invite', {
          token: subscriber.jwtToken,
          body: {
            firstName: 'Bench',
            lastName: `Client${n}`,
            email: `${databasePrefix}-c${n}@example.com`,
            phoneNumber: `555-${String(100 + (n % 900))}-${String(n % 10_000).padStart(4, '0')}`,
            templateIds: [template.id],
          },
        });
      },

      /** The client of `shortCodeUrl` accepts the invitation, signs in and opens their form. */
      async accept(shortCodeUrl: string): Promise<BenchClient> {
        const shortCode = shortCodeUrl.slice(shortCodeUrl.lastIndexOf('/') + 1);
        // Identity makes the account from ClientInvited; until then the code is unknown to it.
        const session = await waitFor(
          async () => {
            const answer = await api('POST', '/api/client/acceptInvite', { body: { shortCode, password: BENCH_PASSWORD } });
            return answer.status === 200 ? (answer.body as { jwtToken: string }) : undefined;
          },
          30_000,
          200,
        );
        const token = session.jwtToken;
        const [form] = await waitFor(
          async () => {
            const list = ok('forms', await api('GET', '/api/form', { token }));
            return list.length ? (list as { id: string }[]) : undefined;
          },
          30_000,
          100,
        );
        const { pages } = ok('form', await api('GET', `/api/form/${form.id}?includes=pages`, { token }));
        return { token, formId: form.id, answerSetId: pages[0].answerSetId, version: 0 };
      },

      /** Waits until every service's consumers have handled everything on the bus (looking every `pollMs`), so that one measure's aftermath does not load the next. */
      async settled(pollMs = 500): Promise<void> {
        const nc = await connect({ servers: TEST_NATS_URL });
        try {
          const jsm = await jetstreamManager(nc);
          const backlog = async () => {
            let waiting = 0;
            for await (const stream of jsm.streams.names()) {
              if (!stream.startsWith(bus.prefix)) continue;
              for await (const consumer of jsm.consumers.list(stream)) waiting += consumer.num_pending + consumer.num_ack_pending;
            }
            return waiting;
          };
          await waitFor(async () => (await backlog()) === 0, 120_000, pollMs);
        } finally {
          await nc.close();
        }
      },

      /** Invites until the services know the subscription and the template (not timed). */
      async inviteOnceReady(): Promise<Answer> {
        return waitFor(
          async () => {
            const answer = await system.invite();
            return answer.status === 200 ? answer : undefined;
          },
          30_000,
          200,
        );
      },

      stop,
    };
    return system;
  } catch (error) {
    await stop();
    throw error;
  }
}
