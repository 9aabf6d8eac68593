/**
 * `npm start` (the built deploy/dist/local/start.js) as a child process, for the system tests and the
 * faults bench: its output, the processes it started, and stopping it as Ctrl+C would.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '@app/platform/testing';

// Runs from the sources (jest) and from deploy/dist (the bench).
const repo = fileURLToPath(new URL(import.meta.url.includes('/deploy/dist/') ? '../../../' : '../../', import.meta.url));
const startScript = join(repo, 'deploy/dist/local/start.js');

/** The processes start.js runs: the services and gateway by name, 'nats-server' and 'postgres' when it started them. */
export type ProcessName = 'identity' | 'billing' | 'clients' | 'survey' | 'reporting' | 'notification' | 'gateway' | 'nats-server' | 'postgres';

const commandOf: Record<ProcessName, (args: string) => boolean> = {
  identity: (args) => args.includes('/services/identity/dist/main.js'),
  billing: (args) => args.includes('/services/billing/dist/main.js'),
  clients: (args) => args.includes('/services/clients/dist/main.js'),
  survey: (args) => args.includes('/services/survey/dist/main.js'),
  reporting: (args) => args.includes('/services/reporting/dist/main.js'),
  notification: (args) => args.includes('/services/notification/dist/main.js'),
  gateway: (args) => args.includes('/gateway/dist/main.js'),
  'nats-server': (args) => args.startsWith('nats-server '),
  postgres: (args) => /\/bin\/postgres /.test(args),
};

export interface ChildSystem {
  /** The URL it printed when it was up. */
  url: string;
  pid: number;
  output(): string;
  /** The processes start.js has running now (ps). */
  processes(): Promise<{ pid: number; args: string }[]>;
  pidOf(name: ProcessName): Promise<number | undefined>;
  /** SIGTERM, as Ctrl+C; resolves with how it exited (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function childProcessesOf(pid: number): Promise<{ pid: number; args: string }[]> {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'pid=,args=', '--ppid', String(pid)]).catch((error: { code?: number; stdout?: string }) => {
    if (error.code === 1) return { stdout: '' }; // no process matched
    throw error;
  });
  return stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), args: m[2] }));
}

export async function startChildSystem(env: NodeJS.ProcessEnv, timeoutMs = 180_000): Promise<ChildSystem> {
  if (!existsSync(startScript)) throw new Error(`${startScript} is missing: run \`npm run build\` first.`);
  const child = spawn(process.execPath, [startScript], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const processes = () => childProcessesOf(child.pid!);
  const stop = async (graceMs = 60_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => (timer = setTimeout(() => r(false), graceMs)))]);
      clearTimeout(timer);
      if (!inTime) child.kill('SIGKILL');
    }
    return exited;
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`It did not start within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const check = () => {
      const match = /is running at (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`It exited (${signal ?? code}) before it started:\n${output}`));
    });
  }).catch(async (error: Error) => {
    await stop();
    throw error;
  });

  return {
    url,
    pid: child.pid!,
    output: () => output,
    processes,
    pidOf: async (name) => (await processes()).find((p) => commandOf[name](p.args))?.pid,
    stop,
  };
}

/**
 * `npm start` as on a machine where no Postgres or NATS answers (at free ports): it starts its own,
 * keeping their state in `stateDir`, its ports moved by `portOffset`.
 */
export async function startSelfContainedSystem(options: {
  portOffset: number;
  stateDir: string;
  busPrefix: string;
  natsUrl?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<ChildSystem> {
  return startChildSystem({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT_OFFSET: String(options.portOffset),
    LOCAL_STATE_DIR: options.stateDir,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
    NATS_URL: options.natsUrl ?? `nats://127.0.0.1:${await freePort()}`,
    BUS_PREFIX: options.busPrefix,
    ...options.env,
  });
}
