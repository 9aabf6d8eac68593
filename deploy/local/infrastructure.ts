import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { prepareEmbeddedPostgres } from './embedded-postgres.js';
import { isRunning, terminate, type SupervisedProcess, type Supervisor } from './supervisor.js';

/** Postgres and NATS for a local run: the ones already running, or ones started here (and supervised). */
export interface Infrastructure {
  postgresUrl: string;
  natsUrl: string;
}

/** The embedded Postgres' port: beside a system Postgres, and shifted like every other port. */
export const EMBEDDED_POSTGRES_PORT = 54329;

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined); // a probe: a dropped connection only means "does not answer"
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function natsAnswers(url: string): Promise<boolean> {
  try {
    const nc = await connect({ servers: url, reconnect: false, timeout: 2_000 });
    await nc.close();
    return true;
  } catch {
    return false;
  }
}

function natsServer(stateDir: string, url: string): SupervisedProcess {
  if (spawnSync('nats-server', ['--version']).error) {
    throw new Error(`NATS does not answer at ${url} and nats-server is not on the PATH. Install it (e.g. apt-get install nats-server) or set NATS_URL.`);
  }
  const port = new URL(url).port || '4222';
  const storeDir = join(stateDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  return {
    name: 'nats-server',
    async start() {
      const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', port, '-js', '-sd', storeDir], { stdio: 'ignore' });
      for (let i = 0; i < 100 && isRunning(child); i++) {
        if (await natsAnswers(url)) return child;
        await new Promise((r) => setTimeout(r, 100));
      }
      await terminate(child);
      throw new Error(`nats-server did not answer at ${url}`);
    },
  };
}

export async function ensureInfrastructure(
  stateDir: string,
  env: NodeJS.ProcessEnv,
  portOffset: number,
  supervisor: Supervisor,
  say: (line: string) => void,
): Promise<Infrastructure> {
  let postgresUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const natsUrl = env.NATS_URL ?? 'nats://127.0.0.1:4222';

  if (!(await postgresAnswers(postgresUrl))) {
    say(`Postgres does not answer at ${new URL(postgresUrl).host}; starting an embedded Postgres in ${stateDir}/postgres ...`);
    const postgres = await prepareEmbeddedPostgres(stateDir, EMBEDDED_POSTGRES_PORT + portOffset, say);
    await supervisor.add(postgres);
    postgresUrl = postgres.url;
  }
  if (!(await natsAnswers(natsUrl))) {
    say(`NATS does not answer at ${natsUrl}; starting nats-server with JetStream ...`);
    await supervisor.add(natsServer(stateDir, natsUrl));
  }
  return { postgresUrl, natsUrl };
}
