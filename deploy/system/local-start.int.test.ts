/**
 * `npm start` (the built start.js) on a machine without Postgres or NATS, as the user running the tests
 * (root on the development machine, like a container): its own embedded Postgres and nats-server, a
 * half-made data folder from an earlier failed start, processes killed while it runs, and Ctrl+C.
 */
import { readFileSync, readdirSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { freePort, waitFor } from '@app/platform/testing';
import { startSelfContainedSystem, type ChildSystem } from '../local/child-system.js';

// Ports 3351-3356, 8430, 2875 and 54679: nothing else on the machine or in the other tests uses them.
const PORT_OFFSET = 350;
const embeddedPostgresUrl = `postgres://postgres:postgres@127.0.0.1:${54329 + PORT_OFFSET}/postgres`;

let stateDir: string;
let natsUrl: string;
let system: ChildSystem;
let base: string;

const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const register = (label: string) => post('/api/account/register', { email: `${label}-${Date.now()}@example.com`, password: 'Fault-tolerant-pass-8817' });
const healthy = () => fetch(`${base}/api/health`).then(async (r) => r.ok && ((await r.json()) as { status: string }).status === 'ok');
const environmentOf = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');

async function query(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedPostgresUrl, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'local-start-'));
  // What an earlier first start that failed half-way left behind.
  mkdirSync(join(stateDir, 'postgres'));
  writeFileSync(join(stateDir, 'postgres', 'postgresql.conf'), '');
  natsUrl = `nats://127.0.0.1:${await freePort()}`;
  system = await startSelfContainedSystem({ portOffset: PORT_OFFSET, stateDir, busPrefix: 'local_start', natsUrl });
  base = system.url.replace('localhost', '127.0.0.1');
}, 240_000);

afterAll(async () => {
  await system?.stop();
  rmSync(stateDir, { recursive: true, force: true });
}, 90_000);

describe('npm start without Postgres and NATS', () => {
  it('starts its own Postgres on the offset port, setting the half-made data folder aside', async () => {
    expect(system.url).toBe(`http://localhost:${8080 + PORT_OFFSET}`);
    expect(await healthy()).toBe(true);
    await query('SELECT 1');
    expect(existsSync(join(stateDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const asideFolder = readdirSync(stateDir).find((name) => name.startsWith('postgres.incomplete-'));
    expect(asideFolder).toBeDefined();
    expect(readdirSync(join(stateDir, asideFolder!))).toEqual(['postgresql.conf']);
    expect(system.output()).toContain('set it aside');
  });

  it("routes a path under another service's prefix to its owner on the offset port (a report, to reporting)", async () => {
    const res = await fetch(`${base}/api/form/${randomUUID()}/report`);
    // Reporting's own answer (a download token is required), not the gateway's 502 for a service that is down.
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ Details: expect.any(String) });
  });

  it("keeps Postgres' output (its DETAIL lines with the rows they quote) out of its own, in postgres.log", async () => {
    await query('CREATE TABLE leak_check (email text PRIMARY KEY)');
    await query("INSERT INTO leak_check VALUES ('leaked.person@example.com')");
    await expect(query("INSERT INTO leak_check VALUES ('leaked.person@example.com')")).rejects.toThrow(/duplicate key/);
    const postgresLog = join(stateDir, 'postgres.log');
    await waitFor(() => readFileSync(postgresLog, 'utf8').includes('DETAIL:  Key (email)=(leaked.person@example.com) already exists.'), 10_000);
    expect(system.output()).not.toContain('leaked.person@example.com');
    expect(system.output()).not.toContain('DETAIL');
  });

  it("gives identity the first admin's password file and notification DEV_PAGES=on, and says so", async () => {
    const passwordFile = join(stateDir, 'first-admin.txt');
    expect(system.output()).toContain(`First site admin: its email and password are in ${passwordFile}`);
    const credentials = readFileSync(passwordFile, 'utf8');
    const [email, password] = [/email:\s+(\S+)/.exec(credentials)![1], /password:\s+(\S+)/.exec(credentials)![1]];
    expect(system.output()).not.toContain(password);
    const login = await post('/api/account/login', { email, password });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { roles: string[] }).roles).toEqual(['Site Admin']);
    expect(system.output()).toContain('DEV_PAGES=on');
    expect(environmentOf((await system.pidOf('identity'))!)).toContain(`ADMIN_PASSWORD_FILE=${passwordFile}`);
    expect(environmentOf((await system.pidOf('notification'))!)).toContain('DEV_PAGES=on');
    expect(environmentOf((await system.pidOf('billing'))!).filter((v) => /^(DEV_PAGES|ADMIN_PASSWORD_FILE)=/.test(v))).toEqual([]);
    const mailbox = await fetch(`${base}/api/dev/mailbox.json`);
    expect(mailbox.status).toBe(200);
  });

  it.each(['identity', 'postgres', 'nats-server'] as const)(
    'starts %s again when it dies, says so, and serves again',
    async (name) => {
      const pid = (await system.pidOf(name))!;
      process.kill(pid, 'SIGKILL');
      await waitFor(() => system.output().includes(`[${name}] exited (SIGKILL); restarting in 1 s.`), 10_000);
      await waitFor(() => system.output().includes(`[${name}] started again.`), 60_000, 250);
      expect(await system.pidOf(name)).not.toBe(pid);
      await waitFor(healthy, 60_000, 250);
      await waitFor(async () => (await register(`after-${name}`)).status === 200, 60_000, 500);
    },
    150_000,
  );

  it('stops everything it started on SIGTERM, nats-server and Postgres included', async () => {
    const started = await system.processes();
    // The six services, the gateway, nats-server and Postgres.
    expect(started.length).toBe(9);
    expect(await system.stop()).toEqual({ code: 0, signal: null });
    expect(started.filter((p) => isAlive(p.pid))).toEqual([]);
    await expect(query('SELECT 1')).rejects.toThrow();
    await expect(connect({ servers: natsUrl, reconnect: false, timeout: 2_000 })).rejects.toThrow();
  }, 90_000);
});
