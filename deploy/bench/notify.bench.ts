import type { ChildProcess } from 'node:child_process';
import { sql, type Kysely } from 'kysely';
import { createDatabase, dropDatabase, type PlatformDatabase } from '@app/platform';
import { freePort, testBus, testServiceEnv, waitFor } from '@app/platform/testing';
import { launch, NO_RATE_LIMITS } from './processes.js';
import { atSteadyRate, fmt, percentile } from './stats.js';

const PASSWORD = 'bench-Password-4821';
/** Each address gets a request every USERS / rate seconds. */
const USERS = 60;
const TARGET_P99_MS = 5_000;

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * Password-reset mail under load: identity and notification as their own processes (as `npm start`
 * runs them; notification with its local SMTP server), `requestPasswordReset` at a steady `rate` per
 * second for `seconds`, each mail timed from its request to its arrival in the local mailbox.
 * Target: 20 requests/s sustained, p99 under 5 s, every mail delivered.
 */
export async function notifyBench(rate = 20, seconds = 30): Promise<string[]> {
  const bus = testBus('bench_notify');
  const [identityPort, notificationPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  const identityUrl = `http://127.0.0.1:${identityPort}`;
  const identityEnv = testServiceEnv('bench_notify_idn', bus.prefix, {
    PORT: String(identityPort),
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: PASSWORD,
    ...NO_RATE_LIMITS,
  });
  const notificationEnv = testServiceEnv('bench_notify_ntf', bus.prefix, {
    PORT: String(notificationPort),
    IDENTITY_URL: identityUrl,
    LOCAL_SMTP_PORT: String(smtpPort),
  });
  const children: ChildProcess[] = [];
  const mailbox = createDatabase(notificationEnv.DATABASE_URL!, 1);
  try {
    children.push(await launch('services/identity/dist/main.js', identityEnv, `${identityUrl}/health`));
    children.push(await launch('services/notification/dist/main.js', notificationEnv, `http://127.0.0.1:${notificationPort}/health`));
    const users = Array.from({ length: USERS }, (_, i) => `bench-notify-${i}@example.com`);
    for (const email of users) {
      const registered = await post(`${identityUrl}/api/account/register`, { email, password: PASSWORD });
      if (registered.status !== 200) throw new Error(`register: ${registered.status}`);
    }
    // Registration mails nothing; a first reset per user warms both services up (not timed).
    for (const email of users.slice(0, 5)) await post(`${identityUrl}/api/account/requestPasswordReset`, { email });
    await waitFor(async () => (await mailCount(mailbox)) >= 5, 60_000, 100);

    const total = rate * seconds;
    const requests: { email: string; sentAt: number; answeredMs?: number; status?: number }[] = [];
    const started = Date.now();
    const sending = await atSteadyRate(total, rate, async (i) => {
      const request: (typeof requests)[number] = { email: users[i % USERS], sentAt: Date.now() };
      requests.push(request);
      const response = await post(`${identityUrl}/api/account/requestPasswordReset`, { email: request.email });
      request.status = response.status;
      request.answeredMs = Date.now() - request.sentAt;
    });
    const refused = requests.filter((r) => r.status !== 200).length;
    if (refused > 0) throw new Error(`${refused} reset requests were not answered 200`);
    const since = new Date(started);
    await waitFor(async () => (await mailCount(mailbox, since)) >= total, 120_000, 250).catch(() => undefined);

    const { rows } = await sql<{ to: string; received_at: Date }>`
      SELECT "to", received_at FROM local_mailbox WHERE received_at >= ${since} ORDER BY received_at`.execute(mailbox);
    // The n-th request for an address is answered by the n-th mail to it.
    const arrivals = new Map<string, number[]>();
    for (const row of rows) arrivals.set(row.to, [...(arrivals.get(row.to) ?? []), row.received_at.getTime()]);
    const seen = new Map<string, number>();
    const latencies: number[] = [];
    for (const request of requests) {
      const n = seen.get(request.email) ?? 0;
      seen.set(request.email, n + 1);
      const arrived = arrivals.get(request.email)?.[n];
      if (arrived !== undefined) latencies.push(arrived - request.sentAt);
    }
    latencies.sort((a, b) => a - b);
    const answered = requests.map((r) => r.answeredMs!).sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    const met = latencies.length === total && p99 < TARGET_P99_MS;
    const lastArrival = rows.length > 0 ? rows[rows.length - 1].received_at.getTime() : started;
    return [
      `requestPasswordReset at ${fmt(sending.rate, 1)}/s for ${fmt(sending.seconds, 1)} s (${total} requests; answered p50 ${fmt(percentile(answered, 50))} ms, p99 ${fmt(percentile(answered, 99))} ms)`,
      `reset mail in the local mailbox: ${latencies.length} of ${total}, request to mailbox p50 ${fmt(percentile(latencies, 50))} ms, p99 ${fmt(p99)} ms, max ${fmt(latencies[latencies.length - 1] ?? NaN)} ms (target: all, p99 < ${fmt(TARGET_P99_MS)} ms) ${met ? 'OK' : 'BELOW TARGET'}`,
      `mail throughput: ${fmt(rows.length / ((lastArrival - started) / 1000), 1)} mails/s`,
    ];
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 2_000));
    await mailbox.destroy();
    await dropDatabase(identityEnv.DATABASE_URL!);
    await dropDatabase(notificationEnv.DATABASE_URL!);
    await bus.removeStreams();
  }
}

async function mailCount(db: Kysely<PlatformDatabase>, since = new Date(0)): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM local_mailbox WHERE received_at >= ${since}`.execute(db);
  return rows[0].n;
}
