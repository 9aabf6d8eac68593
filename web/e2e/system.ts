/**
 * The running system for browser tests, started the way `npm start` does (deploy/dist/local/start.js) with its
 * own port offset, database prefix, bus prefix and state directory, and removed afterwards (processes,
 * databases, JetStream streams, state directory). Needs `npm run build` first (npm test does it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, jest } from '@jest/globals';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ServiceDirectory } from '@app/contracts';
import { dropDatabase } from '@app/platform';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

export interface RunningSystem {
  url: string;
  admin: { email: string; password: string };
  /** Everything the system printed (for diagnosing a failure). */
  output(): string;
  stop(): Promise<void>;
}

async function startSystem(label: string, portOffset: number): Promise<RunningSystem> {
  for (const built of ['deploy/dist/local/start.js', 'web/dist/index.html']) {
    if (!existsSync(join(repo, built))) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  const unique = `e2e_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const stateDir = mkdtempSync(join(tmpdir(), `${unique}-`));
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'deploy/dist/local/start.js')], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      PORT_OFFSET: String(portOffset),
      DATABASE_PREFIX: unique,
      BUS_PREFIX: unique,
      LOCAL_STATE_DIR: stateDir,
      // Browser tests and the other system tests share one Postgres of 100 connections.
      DATABASE_POOL_SIZE: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const killed = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => (timer = setTimeout(() => r(false), 15_000)))]);
      clearTimeout(timer);
      if (!killed) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    for (const service of Object.keys(ServiceDirectory)) {
      const url = new URL(postgresUrl);
      url.pathname = `/${unique}_${service}`;
      await dropDatabase(url.toString()).catch(() => undefined);
    }
    await removeStreams(unique).catch(() => undefined);
    rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The system did not start within 120 s:\n${output}`)), 120_000);
      const check = () => {
        const match = /Mitigation Survey is running at (\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout!.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The system exited (${code}) before it started:\n${output}`));
      });
    });
    // npm start has identity write the generated first admin's credentials to a file in the state directory.
    const credentials = readFileSync(join(stateDir, 'first-admin.txt'), 'utf8');
    const email = /email:\s+(\S+)/.exec(credentials)?.[1];
    const password = /password:\s+(\S+)/.exec(credentials)?.[1];
    if (!email || !password) throw new Error(`The first site admin's file has no credentials:\n${output}`);
    return { url, admin: { email, password }, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function removeStreams(prefix: string): Promise<void> {
  const nc = await connect({ servers: natsUrl, timeout: 3_000 });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) if (name.startsWith(prefix)) await jsm.streams.delete(name);
  } finally {
    await nc.close();
  }
}

async function launchBrowser(): Promise<Browser> {
  // Lets a test's routes reach the service worker's own requests too (Chromium only; see
  // https://playwright.dev/docs/service-workers-experimental): an offline test must cut the worker off as well.
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1';
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** What a browser test file runs against: the system and a browser, there once the file's tests run. */
export interface TestBed {
  system: RunningSystem;
  browser: Browser;
}

/** Starts the system and a browser before the calling file's tests (with the browser tests' time limit) and removes both after them. */
export function testBed(label: string, portOffset: number): TestBed {
  jest.setTimeout(240_000);
  const bed = {} as TestBed;
  beforeAll(async () => {
    bed.system = await startSystem(label, portOffset);
    bed.browser = await launchBrowser();
  });
  afterAll(async () => {
    await bed.browser?.close();
    await bed.system?.stop();
  });
  return bed;
}

const resultsDir = join(repo, 'test-results', 'web-e2e');

/** How long a step waits for the page: the whole suite loads 2 cores, and on a slow machine of this kind a sign-up's answer took over 20 s. */
export const STEP_TIMEOUT_MS = 45_000;

/** Runs a browser scenario in a fresh context; a failure keeps a screenshot in test-results/web-e2e/. */
export async function inBrowser({ browser, system }: TestBed, name: string, scenario: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: system.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const refusedCalls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) refusedCalls.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
  });
  try {
    await scenario(page);
    if (errors.length > 0) throw new Error(`The page threw: ${errors.join('; ')}`);
  } catch (error) {
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    // CI keeps only the output: what the page said and which calls were refused tell a slow step from a failed one.
    const shown = await page
      .locator('.ant-message-notice, [role="alert"]')
      .allInnerTexts()
      .catch(() => []);
    const found = `(screenshot: ${file}; page says: ${JSON.stringify(shown)}; calls refused: ${JSON.stringify(refusedCalls.slice(-10))})`;
    // Jest shows the stack, which holds the message as it was when the error was made.
    const failure = error as Error;
    failure.message += `\n${found}`;
    failure.stack = `${found}\n${failure.stack ?? ''}`;
    throw failure;
  } finally {
    await context.close();
  }
}

/** Polls until `check` gives a value (mail and texts arrive through the bus). */
export async function eventually<T>(check: () => Promise<T | undefined | null>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${randomBytes(2).toString('hex')}@example.com`;
/** A US number nobody else in the run uses (the outbox keys texts by number, +1 added). */
export const uniquePhone = () => {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { typed: `555-${digits.slice(0, 3)}-${digits.slice(3)}`, e164: `+1555${digits}` };
};
