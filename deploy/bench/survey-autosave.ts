/**
 * Autosave: clients saving their 20-question page (`PUT /api/answerSet/{id}`, every answer sent, one
 * changed) through the gateway. Three measures:
 * - latency at the product's load: each client saves every `periodMs`, their starts spread evenly;
 * - the save rate, workers saving back to back, against the baseline of the same PUT answered by one
 *   plain UPDATE of the same rows through the same service stack (plain-update.ts, with a second
 *   gateway in front of it) in the same run, loaded in turn for a few rounds (other work on the machine
 *   comes and goes). Sustained: a save's work ends when the last consumer of its event has handled it,
 *   so a round lasts until the bus is quiet again (saving faster than the consumers keep up only defers
 *   work, which would otherwise land in the next round, the baseline's);
 * - whether a save's latency grows with the form's history (its state is read from the read model, not replayed).
 */
import type { ChildProcess } from 'node:child_process';
import { freePort } from '@app/platform/testing';
import { cpuPer, cpuUse, cpuUsedSince } from './cpu-use.js';
import { call } from './faults-load.js';
import { launch, NO_RATE_LIMITS } from './processes.js';
import { countBy, fmt, percentile, throughput } from './stats.js';
import { pageAnswers, type BenchClient, type SurveySystem } from './survey-system.js';

const TARGET_P99_MS = 100;
const TARGET_RATE_RATIO = 0.5;
/** How often the save rate's measure looks whether the consumers have caught up (the sustained rate's resolution). */
const DRAIN_POLL_MS = 50;

let edits = 0;

/** The client's page, every answer sent and one changed (an unchanged page writes nothing), at their current version. */
const put = (base: string, client: BenchClient) =>
  call(base, 'PUT', `/api/answerSet/${client.answerSetId}`, { token: client.token, body: { answers: pageAnswers(++edits), concurrencyCheck: client.version } });

/** A save through survey: a 200 moves the client's version on. */
async function save(base: string, client: BenchClient): Promise<number> {
  const answer = await put(base, client);
  if (answer.status === 200) client.version = answer.body.concurrencyCheck;
  return answer.status;
}

/**
 * Each client's first save, which starts their form (FormStarted: the clients' timeline and progress,
 * reporting's counts), `atOnce` at a time: the autosave load then measures clients in the middle of
 * their questionnaire, not 200 of them starting it within the same 5 s.
 */
export async function startForms(system: SurveySystem, clients: BenchClient[], atOnce: number): Promise<string[]> {
  const latencies: number[] = [];
  await throughput(clients.length, atOnce, async (i) => {
    const sentAt = performance.now();
    const status = await save(system.base, clients[i]);
    if (status !== 200) throw new Error(`first save: ${status}`);
    latencies.push(performance.now() - sentAt);
  });
  latencies.sort((a, b) => a - b);
  return [`each client's first save (it starts the form), ${atOnce} at a time: p50 ${fmt(percentile(latencies, 50), 1)} ms, p99 ${fmt(percentile(latencies, 99), 1)} ms`];
}

/** Each client saves every `periodMs` for `seconds`, never two saves at once (a slow answer delays their next). */
export async function autosaveLoad(system: SurveySystem, clients: BenchClient[], seconds = 60, periodMs = 5_000): Promise<string[]> {
  const began = Date.now() + 500;
  const latencies: number[] = [];
  const failures: number[] = [];
  await Promise.all(
    clients.map(async (client, i) => {
      for (let k = 0; ; k++) {
        const at = began + (i * periodMs) / clients.length + k * periodMs;
        if (at >= began + seconds * 1000) return;
        if (at > Date.now()) await new Promise((r) => setTimeout(r, at - Date.now()));
        const sentAt = performance.now();
        const status = await save(system.base, client);
        if (status === 200) latencies.push(performance.now() - sentAt);
        else failures.push(status);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  const met = failures.length === 0 && p99 < TARGET_P99_MS;
  return [
    `${clients.length} clients each saving a 20-question page every ${fmt(periodMs / 1000)} s for ${seconds} s (${fmt(latencies.length / seconds, 1)} saves/s): ` +
      `PUT /api/answerSet/{id} p50 ${fmt(percentile(latencies, 50), 1)} ms, p99 ${fmt(p99, 1)} ms, max ${fmt(latencies[latencies.length - 1], 1)} ms, ` +
      `${failures.length ? `not saved: ${countBy(failures)}` : 'all saved'} (target p99 < ${TARGET_P99_MS} ms) ${met ? 'OK' : 'BELOW TARGET'}`,
  ];
}

/** The saves by `workers` saving back to back for `ms`, each taking the next client in turn (so no form's history grows much), and the seconds they took. */
async function backToBack(send: (client: BenchClient) => Promise<number>, clients: BenchClient[], workers: number, ms: number): Promise<{ saved: number; seconds: number }> {
  const queue = [...clients];
  const deadline = Date.now() + ms;
  const began = performance.now();
  let saved = 0;
  const failures: number[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < deadline) {
        const client = queue.shift()!;
        const status = await send(client);
        queue.push(client);
        if (status === 200) saved++;
        else failures.push(status);
      }
    }),
  );
  if (failures.length) throw new Error(`saves not answered 200: ${countBy(failures)}`);
  return { saved, seconds: (performance.now() - began) / 1000 };
}

export async function saveRate(system: SurveySystem, clients: BenchClient[], workers = 16, secondsEach = 24, rounds = 3): Promise<string[]> {
  const [plainPort, plainGatewayPort] = [await freePort(), await freePort()];
  const children: ChildProcess[] = [];
  try {
    const plain = `http://127.0.0.1:${plainPort}`;
    const identityUrl = `http://127.0.0.1:${system.servicePort('identity')}`;
    const plainEnv = {
      PORT: String(plainPort),
      DATABASE_URL: system.databaseUrl('survey'),
      IDENTITY_URL: identityUrl,
      NATS_URL: system.natsUrl,
      BUS_PREFIX: system.busPrefix,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    };
    children.push(await launch('deploy/dist/bench/plain-update.js', plainEnv, `${plain}/health`));
    const plainGateway = `http://127.0.0.1:${plainGatewayPort}`;
    children.push(
      await launch(
        'gateway/dist/main.js',
        {
          IDENTITY_URL: identityUrl,
          SURVEY_URL: plain,
          GATEWAY_PORT: String(plainGatewayPort),
          GATEWAY_SERVICES: 'identity',
          ...NO_RATE_LIMITS,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'development',
        },
        `${plainGateway}/api/health`,
      ),
    );
    const survey = `http://127.0.0.1:${system.servicePort('survey')}`;
    // The plain endpoint's answers do not move the clients' versions: survey's saves go on from theirs.
    const updateOnly = (base: string) => (client: BenchClient) => put(base, client).then((answer) => answer.status);
    const targets = [(c: BenchClient) => save(system.base, c), updateOnly(plainGateway), (c: BenchClient) => save(survey, c), updateOnly(plain)];
    for (const target of targets) await backToBack(target, clients, workers, 2_000); // warm-up
    // Per target: saves a second while saving and sustained (means of the rounds), and the CPU its saves took.
    const measured = targets.map((): Measured => ({ window: 0, sustained: 0, saves: 0, ms: new Map() }));
    for (let round = 0; round < rounds; round++) {
      for (const [i, target] of targets.entries()) {
        // Each round starts on a quiet bus: the consumers' work left by one round never slows the next.
        await system.settled(DRAIN_POLL_MS);
        const ms = (secondsEach * 1000) / rounds;
        const cpuBefore = cpuUse();
        const { saved, seconds } = await backToBack(target, clients, workers, ms);
        const drainBegan = performance.now();
        await system.settled(DRAIN_POLL_MS);
        const drained = (performance.now() - drainBegan) / 1000;
        const of = measured[i];
        of.saves += saved;
        for (const [kind, used] of cpuUsedSince(cpuBefore)) of.ms.set(kind, (of.ms.get(kind) ?? 0) + used);
        of.window += saved / seconds / rounds;
        of.sustained += saved / (seconds + drained) / rounds;
      }
    }
    const [viaGateway, plainViaGateway, direct, plainDirect] = measured as [Measured, Measured, Measured, Measured];
    const ratio = (a: Measured, b: Measured, rate: 'window' | 'sustained') => a[rate] / b[rate];
    const met = ratio(viaGateway, plainViaGateway, 'sustained') >= TARGET_RATE_RATIO;
    return [
      `save rate, ${workers} clients saving back to back (means of ${rounds} interleaved rounds of ${fmt(secondsEach / rounds, 1)} s each, each on a quiet bus);`,
      `  sustained = the saves over the time until every consumer of them (clients', reporting's) has handled them too:`,
      `  through the gateway: sustained ${fmt(viaGateway.sustained)} saves/s (${fmt(viaGateway.window)}/s while saving) vs the same PUT answered by one plain UPDATE of the row through the same service stack (platform, token check, schema, pool of survey's size; behind a second gateway) ${fmt(plainViaGateway.sustained)}/s = ${fmt(ratio(viaGateway, plainViaGateway, 'sustained'), 2)}x sustained, ${fmt(ratio(viaGateway, plainViaGateway, 'window'), 2)}x while saving (target >= ${TARGET_RATE_RATIO} sustained) ${met ? 'OK' : 'BELOW TARGET'}`,
      `  CPU per save through the gateway (ms, all processes, the bench's own too): ${cpuPer(viaGateway.ms, viaGateway.saves)}`,
      `  CPU per plain UPDATE through the gateway: ${cpuPer(plainViaGateway.ms, plainViaGateway.saves)}`,
      `  straight to the service: sustained ${fmt(direct.sustained)} saves/s (${fmt(direct.window)}/s while saving) vs the plain UPDATE endpoint ${fmt(plainDirect.sustained)}/s = ${fmt(ratio(direct, plainDirect, 'sustained'), 2)}x sustained, ${fmt(ratio(direct, plainDirect, 'window'), 2)}x while saving (survey's own cost, no target)`,
    ];
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

/** One save-rate target's figures: saves a second while saving and sustained, and the CPU (ms by kind of process) of its saves. */
interface Measured {
  window: number;
  sustained: number;
  saves: number;
  ms: Map<string, number>;
}

/** One client saving back to back (one at a time) `saves` times: the latency of a save by how many came before it in the form. */
export async function historyGrowth(system: SurveySystem, client: BenchClient, saves = 720, window = 20): Promise<string[]> {
  const latencies: number[] = [];
  for (let i = 0; i < saves; i++) {
    const sentAt = performance.now();
    const status = await save(system.base, client);
    if (status !== 200) throw new Error(`history save ${i + 1}: ${status}`);
    latencies.push(performance.now() - sentAt);
  }
  const median = (from: number) =>
    percentile(
      latencies.slice(from, from + window).sort((a, b) => a - b),
      50,
    );
  const marks = [0, saves / 4, saves / 2, saves - window].map(Math.floor);
  return [`one form saved ${saves} times (an hour of saves every 5 s): save p50 (of ${window}) after ${marks.map((m) => `${m} saves ${fmt(median(m), 1)} ms`).join(', ')}`];
}
