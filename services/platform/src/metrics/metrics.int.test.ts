import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { RouteTemplateHeader, Roles, ServicePaths } from '@app/contracts';
import { startService, type RunningService } from '../bootstrap.js';
import { RELAY_LOCK_KEY } from '../bus/relay.js';
import { dropDatabase, ensureDatabase } from '../db/database.js';
import { apiOf, testBus, testServiceEnv, testTokenKeys, THINGS_CONSUMER, thingsService, waitFor, type Api, type ThingsDatabase } from '../testing/index.js';

/** Lets whatever waits on it go on once released; a new one is closed again. */
class Gate {
  private release!: () => void;
  readonly passed = new Promise<void>((resolve) => (this.release = resolve));
  open(): void {
    this.release();
  }
}
const gates = { consumer: new Gate(), jobs: new Gate() };
gates.consumer.open();

const QUEUE = 'things-work';
const METRICS_TOKEN = `scrape-${randomUUID()}`;

let keys: Awaited<ReturnType<typeof testTokenKeys>>;
let service: RunningService<ThingsDatabase>;
let api: Api;
let databaseUrl: string;
let bus: ReturnType<typeof testBus>;
/** Holds the relay's advisory lock from before the service starts: its events wait until the test lets go. */
let relayBlocker: pg.Client | undefined;

interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of `name` in Prometheus text format. */
function samplesOf(text: string, name: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const [, label, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[label] = value!;
    samples.push({ labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one series of `name` carrying `labels` (others may be there too); undefined without one. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const matching = samplesOf(text, name).filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (matching.length > 1) throw new Error(`${matching.length} series of ${name} match ${JSON.stringify(labels)}`);
  return matching[0]?.value;
}

async function scrape(token: string | null = METRICS_TOKEN): Promise<string> {
  const res = await api('GET', ServicePaths.metrics, { token });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.body as string;
}

/**
 * Scrapes until `check` holds (a later scrape, not the one shared by the reading of the scrape before);
 * the bound is generous because the whole suite on a 2-core machine can hold a redelivery back for long.
 */
const scrapeUntil = (check: (text: string) => boolean, timeoutMs = 25_000) =>
  waitFor(
    async () => {
      const text = await scrape();
      return check(text) ? text : undefined;
    },
    timeoutMs,
    250,
  );

beforeAll(async () => {
  keys = await testTokenKeys();
  bus = testBus('metrics');
  const env = testServiceEnv('metrics', bus.prefix, { METRICS_TOKEN });
  databaseUrl = env.DATABASE_URL!;
  await ensureDatabase(databaseUrl);
  relayBlocker = new pg.Client({ connectionString: databaseUrl });
  await relayBlocker.connect();
  await relayBlocker.query('SELECT pg_advisory_lock($1)', [RELAY_LOCK_KEY]);
  service = await startService(
    thingsService(
      {
        maxDeliver: 2,
        async beforeSeen(event) {
          if (event.data.mode === 'poison') throw new Error('this thing cannot be handled');
          if (event.data.mode === 'hold') await gates.consumer.passed;
        },
      },
      {
        verificationKeys: keys.verificationKeys,
        jobs: () => [{ name: QUEUE, concurrency: 1, attempts: 1, retryDelaySeconds: 1, maxRetryDelaySeconds: 1, timeoutSeconds: 120, work: () => gates.jobs.passed }],
      },
    ),
    env,
  );
  api = apiOf(service.url);
}, 60_000);

afterAll(async () => {
  gates.consumer.open();
  gates.jobs.open();
  await relayBlocker?.end().catch(() => undefined);
  await service?.close();
  await dropDatabase(databaseUrl);
  await bus?.removeStreams();
});

describe('/metrics', () => {
  it('is refused to anonymous callers, unknown tokens and anyone but a site admin; the scrape token and a site admin read it', async () => {
    const anonymous = await api('GET', ServicePaths.metrics);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ Details: 'You are not logged in or do not have access.', SubErrors: [] });
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect((await api('GET', ServicePaths.metrics, { token: `${METRICS_TOKEN}x` })).status).toBe(401);
    expect((await api('GET', ServicePaths.metrics, { token: await keys.sign({ roles: [Roles.SiteAdmin] }, true) })).status).toBe(401);
    // A download token is not a session, even a site admin's.
    expect((await api('GET', ServicePaths.metrics, { token: await keys.sign({ roles: [Roles.SiteAdmin], use: 'download' }) })).status).toBe(401);
    for (const role of [Roles.Subscriber, Roles.Client, Roles.ComplianceReviewer]) {
      const refused = await api('GET', ServicePaths.metrics, { token: await keys.sign({ roles: [role] }) });
      expect(refused).toMatchObject({ status: 403, body: { Details: 'You are not logged in or do not have access.', SubErrors: [] } });
    }

    const byToken = await api('GET', ServicePaths.metrics, { token: METRICS_TOKEN });
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(byToken.headers.get('cache-control')).toBe('no-store');
    const byAdmin = await api('GET', ServicePaths.metrics, { token: await keys.sign({ roles: [Roles.SiteAdmin] }) });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toContain('# TYPE http_requests_total counter');
  });

  it("names the template of the route that answered in the answer, for the gateway's access log; nothing for a path no route took", async () => {
    expect((await api('GET', `/api/things/${randomUUID()}`)).headers.get(RouteTemplateHeader)).toBe('/api/things/:id');
    expect((await api('GET', `/api/nothing/${randomUUID()}`)).headers.get(RouteTemplateHeader)).toBeNull();
  });

  it('counts and times requests by method, route template and status class, never by the path with its ids', async () => {
    const before = await scrape();
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) expect((await api('GET', `/api/things/${id}`)).status).toBe(200);
    const unknown = randomUUID();
    expect((await api('GET', `/api/nothing/${unknown}`)).status).toBe(404);
    expect((await api('GET', ServicePaths.metrics)).status).toBe(401);
    const after = await scrape();

    const read = { method: 'GET', route: '/api/things/:id', status_class: '2xx', service: 'things' };
    expect((valueOf(after, 'http_requests_total', read) ?? 0) - (valueOf(before, 'http_requests_total', read) ?? 0)).toBe(2);
    expect((valueOf(after, 'http_request_duration_seconds_count', read) ?? 0) - (valueOf(before, 'http_request_duration_seconds_count', read) ?? 0)).toBe(2);
    expect(valueOf(after, 'http_request_duration_seconds_bucket', { ...read, le: '+Inf' })).toBe(valueOf(after, 'http_requests_total', read));
    expect(valueOf(after, 'http_request_duration_seconds_sum', read)).toBeGreaterThan(0);
    expect(after).toContain('# TYPE http_request_duration_seconds histogram');
    const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' };
    expect((valueOf(after, 'http_requests_total', unmatched) ?? 0) - (valueOf(before, 'http_requests_total', unmatched) ?? 0)).toBe(1);
    const refused = { method: 'GET', route: ServicePaths.metrics, status_class: '4xx' };
    expect((valueOf(after, 'http_requests_total', refused) ?? 0) - (valueOf(before, 'http_requests_total', refused) ?? 0)).toBe(1);
    for (const id of [...ids, unknown]) expect(after).not.toContain(id);
    const routes = new Set(samplesOf(after, 'http_requests_total').map((s) => s.labels.route));
    expect([...routes].filter((route) => /[0-9a-f]{8}-/.test(route))).toEqual([]);

    // The process's own metrics come along.
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(samplesOf(after, name).length).toBeGreaterThan(0);
    }
  });

  it('reports the events the relay has not published yet and their age, then none once it publishes', async () => {
    for (let i = 0; i < 3; i++) expect((await api('POST', '/api/things', { body: {} })).status).toBe(201);
    const waiting = await scrapeUntil((text) => (valueOf(text, 'relay_lag_seconds') ?? 0) >= 1);
    expect(valueOf(waiting, 'relay_pending_events', { service: 'things' })).toBe(3);
    expect(valueOf(waiting, 'relay_failing')).toBe(0);
    expect(valueOf(waiting, 'metrics_collector_up', { collector: 'relay' })).toBe(1);

    await relayBlocker!.end();
    relayBlocker = undefined;
    const published = await scrapeUntil((text) => valueOf(text, 'relay_pending_events') === 0);
    expect(valueOf(published, 'relay_lag_seconds')).toBe(0);
  });

  it("reports a consumer's lag while its handler holds events, then its redeliveries and dead letters", async () => {
    const idle = await scrapeUntil((text) => valueOf(text, 'consumer_lag_messages', { consumer: THINGS_CONSUMER, source: 'things' }) === 0);
    expect(valueOf(idle, 'dead_letters', { consumer: THINGS_CONSUMER })).toBe(0);
    expect(valueOf(idle, 'metrics_collector_up', { collector: 'consumers' })).toBe(1);

    gates.consumer = new Gate();
    // In one commit: an event committed after the held handler's transaction began would wait for it to end
    // (the relay reads only below the oldest open transaction), so the two must be on the bus together.
    expect((await api('POST', '/api/things', { body: { modes: ['hold', 'normal'] } })).status).toBe(201);
    const held = await scrapeUntil((text) => (valueOf(text, 'consumer_lag_messages', { consumer: THINGS_CONSUMER }) ?? 0) >= 2);
    expect(valueOf(held, 'consumer_ack_pending_messages', { consumer: THINGS_CONSUMER })).toBeGreaterThanOrEqual(1);

    gates.consumer.open();
    await scrapeUntil((text) => valueOf(text, 'consumer_lag_messages', { consumer: THINGS_CONSUMER }) === 0);

    const before = await scrape();
    expect((await api('POST', '/api/things', { body: { mode: 'poison' } })).status).toBe(201);
    const dead = await scrapeUntil((text) => valueOf(text, 'dead_letters', { consumer: THINGS_CONSUMER }) === 1);
    // Delivered twice (maxDeliver 2): one redelivery before the dead letter.
    expect(valueOf(dead, 'consumer_redeliveries_total', { consumer: THINGS_CONSUMER })! - valueOf(before, 'consumer_redeliveries_total', { consumer: THINGS_CONSUMER })!).toBe(1);
    expect(
      valueOf(dead, 'consumer_messages_received_total', { consumer: THINGS_CONSUMER })! - valueOf(before, 'consumer_messages_received_total', { consumer: THINGS_CONSUMER })!,
    ).toBe(2);
    expect(await service.runtime.db.selectFrom('dead_letters').select('consumer').execute()).toEqual([{ consumer: THINGS_CONSUMER }]);
  }, 90_000);

  it('reports the job queues: jobs waiting, in hand and failed', async () => {
    const idle = await scrape();
    expect(valueOf(idle, 'job_queue_depth', { queue: QUEUE })).toBe(0);
    expect(valueOf(idle, 'job_queue_depth', { queue: `${QUEUE}-dead-letter` })).toBe(0);
    expect(valueOf(idle, 'metrics_collector_up', { collector: 'jobs' })).toBe(1);

    gates.jobs = new Gate();
    for (let i = 0; i < 3; i++) await service.runtime.jobs.enqueue(QUEUE, { n: i });
    const busy = await scrapeUntil((text) => valueOf(text, 'job_queue_active', { queue: QUEUE }) === 1 && valueOf(text, 'job_queue_depth', { queue: QUEUE }) === 2);
    expect(valueOf(busy, 'job_queue_failed', { queue: QUEUE })).toBe(0);

    gates.jobs.open();
    await scrapeUntil((text) => valueOf(text, 'job_queue_depth', { queue: QUEUE }) === 0 && valueOf(text, 'job_queue_active', { queue: QUEUE }) === 0);
  });

  it("answers in bounded time when a reading hangs, leaving that reading's series out instead of a stale value", async () => {
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE dead_letters, pgboss.job IN ACCESS EXCLUSIVE MODE');
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the reading the last scrape shared
      const started = Date.now();
      const text = await scrape();
      // The readings run side by side, each cut off at 2 s: one bound for the whole scrape, not one per reading.
      expect(Date.now() - started).toBeLessThan(3_500);
      expect(valueOf(text, 'metrics_collector_up', { collector: 'dead_letters' })).toBe(0);
      expect(samplesOf(text, 'dead_letters')).toEqual([]);
      expect(valueOf(text, 'metrics_collector_up', { collector: 'jobs' })).toBe(0);
      expect(samplesOf(text, 'job_queue_depth')).toEqual([]);
      expect(valueOf(text, 'metrics_collector_up', { collector: 'relay' })).toBe(1);
      expect(valueOf(text, 'relay_pending_events')).toBe(0);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
    const back = await scrapeUntil((text) => valueOf(text, 'metrics_collector_up', { collector: 'dead_letters' }) === 1);
    expect(valueOf(back, 'dead_letters', { consumer: THINGS_CONSUMER })).toBe(1);
    expect(valueOf(back, 'metrics_collector_up', { collector: 'jobs' })).toBe(1);
    expect(valueOf(back, 'job_queue_depth', { queue: QUEUE })).toBe(0);
  });
});
