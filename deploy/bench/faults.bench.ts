/**
 * Faults: a private copy of the system, started by `npm start`'s own code (deploy/dist/local/start.js,
 * with its own port offset, state folder, embedded Postgres and nats-server), under a steady load of
 * registrations, password-reset requests and purchases through the gateway while its nats-server,
 * identity and Postgres are killed (SIGKILL) in turn and npm start's supervisor starts them again.
 * Then: what was acknowledged and what is found afterwards, emails requested and sent, and how long
 * each fault took to recover from. Target: nothing acknowledged is lost, every requested email is
 * sent once.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSelfContainedSystem, type ChildSystem, type ProcessName } from '../local/child-system.js';
import { collectFindings, type Findings } from './faults-check.js';
import { call, FaultsLoad, kinds, MAX_IN_FLIGHT, type Attempt, type Kind } from './faults-load.js';
import { NO_RATE_LIMITS } from './processes.js';
import { fmt } from './stats.js';

// Ports 3451-3456, 8530, 2975 and 54779: nothing else on the machine or in the tests uses them.
const PORT_OFFSET = 450;
const ADMIN = { email: 'faults-admin@example.com', password: 'Faults-admin-pass-7731' };
/** After the last fault, the load goes on until every kind of request is acknowledged again, this long at most. */
const MAX_EXTRA_LOAD_MS = 60_000;
/** How long a killed process may take to run again (npm start's supervisor waits 1 s). */
const RESTART_WAIT_MS = 180_000;
const SETTLE_POLL_MS = 5_000;
/** Reading back stops once nothing changed for this long (or everything acknowledged is there). */
const SETTLE_QUIET_MS = 30_000;
const SETTLE_MAX_MS = 180_000;

interface Fault {
  name: ProcessName;
  atMs: number;
  killedAt?: number;
  runningAgainAt?: number;
}

const seconds = (ms: number) => `${fmt(ms / 1000, 1)} s`;
const acknowledged = (attempts: Attempt[], kind: Kind) => attempts.filter((a) => a.kind === kind && a.status === 200);
const unacknowledged = (attempts: Attempt[], kind: Kind) => attempts.filter((a) => a.kind === kind && a.status !== 200);

function failuresOf(attempts: Attempt[], kind: Kind): string {
  const byStatus = new Map<string, number>();
  for (const a of unacknowledged(attempts, kind)) {
    const key = a.status === 0 ? 'no answer' : String(a.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  return byStatus.size === 0 ? 'none' : [...byStatus].map(([status, n]) => `${n} x ${status}`).join(', ');
}

async function injectFault(system: ChildSystem, fault: Fault, loadStart: number): Promise<void> {
  await new Promise((r) => setTimeout(r, loadStart + fault.atMs - Date.now()));
  const pid = await system.pidOf(fault.name);
  if (pid === undefined) return; // reported as not injected
  process.kill(pid, 'SIGKILL');
  fault.killedAt = Date.now();
  while (Date.now() - fault.killedAt < RESTART_WAIT_MS) {
    const now = await system.pidOf(fault.name);
    if (now !== undefined && now !== pid) return void (fault.runningAgainAt = Date.now());
    await new Promise((r) => setTimeout(r, 100));
  }
}

const recovered = (load: FaultsLoad, fault: Fault) =>
  fault.killedAt === undefined || kinds.every((kind) => load.firstAcknowledgedAfter(kind, fault.killedAt!) !== undefined);

/** Everything acknowledged is there: accounts, subscriptions and roles, one reset mail each. */
function complete(load: FaultsLoad, f: Findings): boolean {
  return (
    acknowledged(load.attempts, 'register').every((a) => (f.accounts.get(a.email) ?? 0) > 0) &&
    acknowledged(load.attempts, 'purchase').every((a) => (f.subscriptions.get(a.email) ?? 0) > 0 && f.subscribers.has(a.email)) &&
    acknowledged(load.attempts, 'reset').every((a) => (f.resetMails.get(a.email) ?? 0) > 0)
  );
}

async function settle(base: string, adminToken: string, load: FaultsLoad): Promise<{ findings: Findings; tookMs: number; allThere: boolean }> {
  const started = Date.now();
  let findings: Findings | undefined;
  let fingerprint = '';
  let changedAt = started;
  let lastError: Error | undefined;
  let allThere = false;
  while (Date.now() - started < SETTLE_MAX_MS) {
    try {
      findings = await collectFindings(base, adminToken, load);
      allThere = complete(load, findings);
      if (allThere) break;
      const now = JSON.stringify([[...findings.accounts], [...findings.subscribers], [...findings.subscriptions], [...findings.resetMails]]);
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

function report(load: FaultsLoad, f: Findings, faults: Fault[], output: string): string[] {
  const { attempts } = load;
  const count = (list: Attempt[], found: (email: string) => boolean) => list.filter((a) => found(a.email)).length;
  const lines: string[] = [];

  const registered = acknowledged(attempts, 'register');
  const lostAccounts = registered.length - count(registered, (e) => (f.accounts.get(e) ?? 0) > 0);
  lines.push(
    `Registrations: ${attempts.filter((a) => a.kind === 'register').length} sent, ${registered.length} acknowledged, ` +
      `${registered.length - lostAccounts} found afterwards (${lostAccounts} acknowledged and lost), ` +
      `${[...f.accounts.values()].filter((n) => n > 1).length} duplicated, ` +
      `${count(unacknowledged(attempts, 'register'), (e) => (f.accounts.get(e) ?? 0) > 0)} found without an acknowledgement; not acknowledged: ${failuresOf(attempts, 'register')}`,
  );

  const bought = acknowledged(attempts, 'purchase');
  const inBilling = count(bought, (e) => (f.subscriptions.get(e) ?? 0) > 0);
  lines.push(
    `Purchases: ${attempts.filter((a) => a.kind === 'purchase').length} sent, ${bought.length} acknowledged, ` +
      `${inBilling} found in billing (${bought.length - inBilling} acknowledged and lost), ` +
      `${count(bought, (e) => f.subscribers.has(e))} with the Subscriber role in identity (billing's event delivered), ` +
      `${count(bought, (e) => (f.subscriptions.get(e) ?? 0) > 1)} duplicated, ` +
      `${count(unacknowledged(attempts, 'purchase'), (e) => (f.subscriptions.get(e) ?? 0) > 0)} found without an acknowledgement; not acknowledged: ${failuresOf(attempts, 'purchase')}`,
  );

  const resets = acknowledged(attempts, 'reset');
  const mails = (e: string) => f.resetMails.get(e) ?? 0;
  const sentOnce = count(resets, (e) => mails(e) === 1);
  lines.push(
    `Password-reset emails: ${resets.length} requested (acknowledged), ${sentOnce} sent once, ` +
      `${count(resets, (e) => mails(e) === 0)} never sent, ${count(resets, (e) => mails(e) > 1)} sent more than once; ` +
      `${count(unacknowledged(attempts, 'reset'), (e) => mails(e) > 0)} sent for requests not acknowledged (${failuresOf(attempts, 'reset')})`,
  );

  for (const fault of faults) {
    if (fault.killedAt === undefined) {
      lines.push(`Fault ${fault.name}: not injected (it was not running at ${seconds(fault.atMs)})`);
      continue;
    }
    const back = kinds.map((kind) => {
      const at = load.firstAcknowledgedAfter(kind, fault.killedAt!);
      return `${kind} ${at === undefined ? 'never' : seconds(at - fault.killedAt!)}`;
    });
    const running = fault.runningAgainAt === undefined ? 'not running again' : `running again after ${seconds(fault.runningAgainAt - fault.killedAt)}`;
    lines.push(`Fault ${fault.name} killed at ${seconds(fault.atMs)}: ${running}; acknowledged again after: ${back.join(', ')}`);
  }

  const benchAddress = new RegExp(`${load.tag}-u\\d+@`);
  const leaking = output.split('\n').filter((line) => benchAddress.test(line)).length;
  lines.push(`npm start output: ${leaking} lines with a bench user's email address; ${load.notSent} requests not sent (${MAX_IN_FLIGHT} waiting already)`);

  const nothingLost = lostAccounts === 0 && inBilling === bought.length && count(bought, (e) => f.subscribers.has(e)) === bought.length;
  const everyMailOnce = sentOnce === resets.length;
  lines.push(`Target: nothing acknowledged lost ${nothingLost ? 'MET' : 'NOT MET'}; every requested email sent once ${everyMailOnce ? 'MET' : 'NOT MET'}`);
  return lines;
}

export async function faultsBench(durationSeconds = 120, perSecond = 9): Promise<string[]> {
  const tag = `faults-${Date.now().toString(36)}`;
  const stateDir = mkdtempSync(join(tmpdir(), `${tag}-`));
  const logFile = join(tmpdir(), `${tag}.log`);
  let system: ChildSystem | undefined;
  try {
    const running = await startSelfContainedSystem({
      portOffset: PORT_OFFSET,
      stateDir,
      busPrefix: 'faults',
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...NO_RATE_LIMITS,
      },
    });
    system = running;
    const base = running.url.replace('localhost', '127.0.0.1');
    const login = await call(base, 'POST', '/api/account/login', { body: ADMIN });
    if (login.status !== 200) throw new Error(`The bench admin could not log in (${login.status})`);

    const durationMs = durationSeconds * 1000;
    const faults: Fault[] = (['nats-server', 'identity', 'postgres'] as const).map((name, i) => ({ name, atMs: ((i + 1) * durationMs) / 4 }));
    const load = new FaultsLoad(base, tag, perSecond);
    const loadStart = Date.now();
    const injecting = Promise.all(faults.map((fault) => injectFault(running, fault, loadStart)));
    await load.run(() => {
      const elapsed = Date.now() - loadStart;
      return elapsed >= durationMs && (faults.every((fault) => recovered(load, fault)) || elapsed >= durationMs + MAX_EXTRA_LOAD_MS);
    });
    const loadMs = Date.now() - loadStart;
    await injecting;

    const { findings, tookMs, allThere } = await settle(base, login.body.jwtToken, load);
    const readBack = allThere ? `everything acknowledged was there ${seconds(tookMs)} after the load` : `read back for ${seconds(tookMs)} after the load, until nothing changed`;
    return [
      `${seconds(loadMs)} of load at ${perSecond} requests/s through the gateway (register, reset, purchase in turn); ` +
        `SIGKILL of ${faults.map((f) => `${f.name} at ${seconds(f.atMs)}`).join(', ')}; ${readBack} (npm start's output: ${logFile})`,
      ...report(load, findings, faults, running.output()),
    ];
  } finally {
    if (system) {
      const exit = await system.stop();
      writeFileSync(logFile, `${system.output()}\n(exit: ${JSON.stringify(exit)})\n`);
    }
    rmSync(stateDir, { recursive: true, force: true });
  }
}
