/**
 * Faults: a private copy of the system, started by `npm start`'s own code (deploy/dist/local/start.js,
 * with its own port offset, state folder, embedded Postgres and nats-server), under a steady load
 * through the gateway that makes events in every service (faults-load.ts: accounts, resets, purchases,
 * invites, accepted invitations, saved answers, finalized forms, the admin dashboard) while its
 * nats-server, its Postgres and each service are killed (SIGKILL) in turn and npm start's supervisor
 * starts them again. Then every acknowledged write is looked for where its owner and its consumers show
 * it (faults-check.ts), each service's events against JetStream and its hash chains (faults-store-check.ts),
 * and how long each kind of request took to be acknowledged again after each kill (faults-report.ts).
 * Target: nothing acknowledged lost, nothing applied twice, every kind of request acknowledged again
 * within 10 s of a kill.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceDirectory, type ServiceName } from '@app/contracts';
import { freePort } from '@app/platform/testing';
import { startSelfContainedSystem, type ChildSystem, type ProcessName } from '../local/child-system.js';
import { EMBEDDED_POSTGRES_PORT } from '../local/infrastructure.js';
import { collectFindings, type Findings } from './faults-check.js';
import { prepareInviting } from './faults-clients-load.js';
import { call, FaultsLoad, kinds, writeKinds } from './faults-load.js';
import { FaultsReport, seconds, type Fault } from './faults-report.js';
import { checkStores, SERVICES } from './faults-store-check.js';
import { NO_RATE_LIMITS } from './processes.js';

// Ports 3451-3456, 8530, 2975 and 54779: nothing else on the machine or in the tests uses them.
const PORT_OFFSET = 450;
const DATABASE_PREFIX = 'faults';
const BUS_PREFIX = 'faults';
/** Killed in this order, one after another, evenly spread over the load. */
const FAULTS: ProcessName[] = ['nats-server', 'postgres', ...SERVICES];
const ADMIN = { email: 'faults-admin@example.com', password: 'Faults-admin-pass-7731' };
/** After the last fault, the load goes on until every kind of request is acknowledged again, this long at most. */
const MAX_EXTRA_LOAD_MS = 60_000;
/** How long a killed process may take to run again (npm start's supervisor waits 1 s). */
const RESTART_WAIT_MS = 180_000;
const SETTLE_POLL_MS = 5_000;
/** Reading back stops once nothing changed for this long (or everything acknowledged is there). */
const SETTLE_QUIET_MS = 30_000;
const SETTLE_MAX_MS = 180_000;

async function injectFault(system: ChildSystem, fault: Fault, loadStart: number): Promise<void> {
  await new Promise((r) => setTimeout(r, loadStart + fault.atMs - Date.now()));
  const pid = await system.pidOf(fault.name);
  if (pid === undefined) return; // reported as not injected
  process.kill(pid, 'SIGKILL');
  fault.killedAt = Date.now();
  while (Date.now() - fault.killedAt < RESTART_WAIT_MS) {
    const now = await system.pidOf(fault.name);
    if (now !== undefined && now !== pid) {
      fault.runningAgainAt = Date.now();
      return answeringAgain(fault);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** For a service: when its HTTP port answers again (its process has booted), whatever its health. */
async function answeringAgain(fault: Fault): Promise<void> {
  if (!(SERVICES as string[]).includes(fault.name)) return;
  const health = `http://127.0.0.1:${ServiceDirectory[fault.name as ServiceName].port + PORT_OFFSET}/health`;
  while (Date.now() - fault.killedAt! < RESTART_WAIT_MS) {
    const answered = await fetch(health, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return void (fault.answeringAgainAt = Date.now());
    await new Promise((r) => setTimeout(r, 100));
  }
}

const recovered = (load: FaultsLoad, fault: Fault) => fault.killedAt === undefined || kinds.every((kind) => load.firstAcknowledgedAfter(kind, fault.killedAt!) !== undefined);

/** Reads the system back until every acknowledged write is there, or nothing changed for `SETTLE_QUIET_MS`: a loss is reported, never waited out. */
async function settle(
  base: string,
  tokens: { admin: string; subscriber: string },
  load: FaultsLoad,
  faults: Fault[],
): Promise<{ findings: Findings; tookMs: number; allThere: boolean }> {
  const started = Date.now();
  let findings: Findings | undefined;
  let fingerprint = '';
  let changedAt = started;
  let lastError: Error | undefined;
  let allThere = false;
  while (Date.now() - started < SETTLE_MAX_MS) {
    try {
      findings = await collectFindings(base, tokens.admin, tokens.subscriber, load, findings);
      allThere = new FaultsReport(load, findings, faults).complete();
      if (allThere) break;
      const now = JSON.stringify(findings, (_, value) => (value instanceof Map || value instanceof Set ? [...value] : value));
      if (now !== fingerprint) [fingerprint, changedAt] = [now, Date.now()];
      else if (Date.now() - changedAt >= SETTLE_QUIET_MS) break;
    } catch (error) {
      lastError = error as Error;
    }
    await new Promise((r) => setTimeout(r, SETTLE_POLL_MS));
  }
  if (!findings) throw new Error(`Could not read the system back: ${lastError?.message}`);
  return { findings, tookMs: Date.now() - started, allThere };
}

export async function faultsBench(durationSeconds = 120, perSecond = 9): Promise<string[]> {
  const tag = `faults-${Date.now().toString(36)}`;
  const stateDir = mkdtempSync(join(tmpdir(), `${tag}-`));
  const logFile = join(tmpdir(), `${tag}.log`);
  let system: ChildSystem | undefined;
  try {
    const natsUrl = `nats://127.0.0.1:${await freePort()}`;
    const running = await startSelfContainedSystem({
      portOffset: PORT_OFFSET,
      stateDir,
      busPrefix: BUS_PREFIX,
      natsUrl,
      env: {
        DATABASE_PREFIX,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...NO_RATE_LIMITS,
      },
    });
    system = running;
    const base = running.url.replace('localhost', '127.0.0.1');
    const login = await call(base, 'POST', '/api/account/login', { body: ADMIN });
    if (login.status !== 200) throw new Error(`The bench admin could not log in (${login.status})`);
    const admin = login.body.jwtToken as string;
    const subscriber = await prepareInviting(base, admin, tag);

    const durationMs = durationSeconds * 1000;
    const faults: Fault[] = FAULTS.map((name, i) => ({ name, atMs: ((i + 1) * durationMs) / (FAULTS.length + 1) }));
    const load = new FaultsLoad(base, tag, perSecond, admin, subscriber);
    const loadStart = Date.now();
    const injecting = Promise.all(faults.map((fault) => injectFault(running, fault, loadStart)));
    await load.run(() => {
      const elapsed = Date.now() - loadStart;
      return elapsed >= durationMs && (faults.every((fault) => recovered(load, fault)) || elapsed >= durationMs + MAX_EXTRA_LOAD_MS);
    });
    const loadMs = Date.now() - loadStart;
    await injecting;

    const { findings, tookMs, allThere } = await settle(base, { admin, subscriber: subscriber.token }, load, faults);
    const postgresUrl = (service: ServiceName) => `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_POSTGRES_PORT + PORT_OFFSET}/${DATABASE_PREFIX}_${service}`;
    const stores = await checkStores(postgresUrl, natsUrl, BUS_PREFIX);
    const readBack = allThere ? `everything acknowledged was there ${seconds(tookMs)} after the load` : `read back for ${seconds(tookMs)} after the load, until nothing changed`;
    return [
      `${seconds(loadMs)} of load at ${perSecond} requests/s through the gateway (${writeKinds.join(', ')} and the dashboard in turn); ` +
        `SIGKILL of ${faults.map((f) => `${f.name} at ${seconds(f.atMs)}`).join(', ')}; ${readBack} (npm start's output: ${logFile})`,
      ...new FaultsReport(load, findings, faults).lines(stores, running.output()),
    ];
  } finally {
    if (system) {
      const exit = await system.stop();
      writeFileSync(logFile, `${system.output()}\n(exit: ${JSON.stringify(exit)})\n`);
    }
    rmSync(stateDir, { recursive: true, force: true });
  }
}
