import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './index.js';

const run = promisify(execFile);

export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>;

/** POSTGRES_BIN_DIR, else the newest Debian server binaries (`/usr/lib/postgresql/<version>/bin`). */
function postgresBinDir(): string {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  if (versions.length === 0) throw new Error(`No Postgres server binaries in ${root}: set POSTGRES_BIN_DIR`);
  return join(root, String(Math.max(...versions.map(Number))), 'bin');
}

/**
 * A private Postgres (Debian's binaries) in a temporary directory, which a test may stop and start
 * again on the same port and data, like a database restart under a running service. As root the
 * server runs as the `postgres` user (Postgres refuses to run as root).
 */
export async function startPrivatePostgres(binDir = postgresBinDir()) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'postgres-test-'));
  const dataDir = join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const idOfPostgres = async (flag: '-u' | '-g') => Number((await run('id', [flag, 'postgres'])).stdout.trim());
    chownSync(dir, await idOfPostgres('-u'), await idOfPostgres('-g'));
  }
  const pgTool = (tool: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args]) : run(join(binDir, tool), args));

  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => pgTool('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  /** A fast shutdown: open sessions are terminated (57P01), as in a restart. */
  const stop = () => pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  try {
    await pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let running = true;
  return {
    /** The address of database `name` on this server (trust authentication, user postgres). */
    url: (name = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${name}`,
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async dispose() {
      if (running) await stop();
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
