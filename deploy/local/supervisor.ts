import type { ChildProcess } from 'node:child_process';

export interface SupervisedProcess {
  name: string;
  /** Starts the process; resolves once it runs, rejects if it could not start. */
  start(): Promise<ChildProcess>;
  /** The signal that asks it to stop (SIGTERM unless set). */
  stopSignal?: NodeJS.Signals;
}

interface Unit {
  spec: SupervisedProcess;
  child?: ChildProcess;
  startedAt: number;
  /** Restarts in a row that did not last (the backoff grows with them). */
  failures: number;
  timer?: NodeJS.Timeout;
  restarting?: Promise<void>;
}

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** A process that ran this long before exiting is restarted after the first delay again. */
const STABLE_MS = 60_000;
/** How long a process may take to exit once asked before it is killed. */
const GRACE_MS = 15_000;

export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Asks a child to stop, waits for it to exit, and kills it if it has not after the grace period. */
export async function terminate(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = GRACE_MS): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))]);
  clearTimeout(timer);
  if (!inTime) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * The processes of a local run. Until `keepRunning()` (the system is up) a process that exits is
 * fatal (`onFatal`); afterwards it is started again, after 1 s, then twice as long each time it
 * dies again soon (at most 30 s), saying so each time. `stop()` stops them in reverse order.
 */
export class Supervisor {
  private readonly units: Unit[] = [];
  private restarting = false;
  private stopping = false;

  constructor(
    private readonly say: (line: string) => void,
    private readonly onFatal: (reason: string) => void,
  ) {}

  async add(spec: SupervisedProcess): Promise<void> {
    const unit: Unit = { spec, startedAt: Date.now(), failures: 0 };
    this.units.push(unit);
    this.watch(unit, await spec.start());
  }

  keepRunning(): void {
    this.restarting = true;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const unit of [...this.units].reverse()) {
      clearTimeout(unit.timer);
      await unit.restarting;
      if (unit.child) await terminate(unit.child, unit.spec.stopSignal);
    }
  }

  private watch(unit: Unit, child: ChildProcess): void {
    unit.child = child;
    unit.startedAt = Date.now();
    const exited = (code: number | null, signal: NodeJS.Signals | null) => {
      unit.child = undefined;
      if (this.stopping) return;
      const how = `exited (${signal ?? `code ${code}`})`;
      if (!this.restarting) return this.onFatal(`${unit.spec.name} ${how}`);
      if (Date.now() - unit.startedAt >= STABLE_MS) unit.failures = 0;
      this.say(`[${unit.spec.name}] ${how}; restarting in ${this.schedule(unit) / 1000} s.`);
    };
    if (isRunning(child)) child.once('exit', exited);
    else exited(child.exitCode, child.signalCode);
  }

  private schedule(unit: Unit): number {
    const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** unit.failures);
    unit.failures++;
    unit.timer = setTimeout(() => {
      unit.restarting = this.restart(unit).finally(() => (unit.restarting = undefined));
    }, delay);
    return delay;
  }

  private async restart(unit: Unit): Promise<void> {
    try {
      const child = await unit.spec.start();
      if (this.stopping) return void (await terminate(child, unit.spec.stopSignal));
      this.say(`[${unit.spec.name}] started again.`);
      this.watch(unit, child);
    } catch (error) {
      if (this.stopping) return;
      this.say(`[${unit.spec.name}] could not start again (${(error as Error).message}); retrying in ${this.schedule(unit) / 1000} s.`);
    }
  }
}
