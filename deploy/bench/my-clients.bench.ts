/**
 * `npm run bench -- my-clients`: time to first render of the subscriber's My Clients (from opening `/` to the
 * table's count text) with 10,000 clients, against the same subscriber with 10 clients in the same run. The
 * forms are written straight into survey's read model (what `GET /api/form` reads), not invited one by one;
 * the page must ask for the 10 rows it shows, never the 10,000. Each run is a new browser context (nothing
 * cached) on a desktop viewport, against the built app as `npm start` serves it.
 */
import { chromium, type Browser } from 'playwright-core';
import { sql, type Kysely } from 'kysely';
import { percentile } from './stats.js';
import { startSurveySystem } from './survey-system.js';

const RUNS = 5;
const MANY = 10_000;
const FEW = 10;

/** `count` more questionnaires of `subscriberId`, newest first by number, in survey's `forms`. */
export async function addForms(db: Kysely<any>, subscriberId: string, from: number, count: number): Promise<void> {
  await sql`
    INSERT INTO forms (id, client_id, subscriber_id, application_user_id, key, status, first_name, last_name, email, phone_number, is_proctored, created)
    SELECT gen_random_uuid(), gen_random_uuid(), ${subscriberId}::uuid, gen_random_uuid(), 'Default', (ARRAY['Created', 'Started', 'Completed'])[1 + i % 3],
           'First' || i, 'Last' || i, 'client' || i || '@example.com', NULL, i % 4 = 0, now() - make_interval(mins => i)
    FROM generate_series(${from}::int, ${from + count - 1}::int) AS i`.execute(db);
  await sql`ANALYZE forms`.execute(db);
}

interface Timing {
  ms: number;
  /** The `limit` of the list request the page made. */
  limit: string | null;
}

async function timeToMyClients(browser: Browser, base: string, subscriber: { id: string; jwtToken: string }, total: number): Promise<Timing> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript((session) => {
      localStorage.setItem('auth.id', session.id);
      localStorage.setItem('auth.userName', 'bench subscriber');
      localStorage.setItem('auth.roles', JSON.stringify(['Subscriber']));
      localStorage.setItem('auth.jwtToken', session.jwtToken);
    }, subscriber);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    let limit: string | null = null;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/form' && url.searchParams.get('order')) limit = url.searchParams.get('limit');
    });
    const started = performance.now();
    await page.goto('/', { waitUntil: 'commit' });
    await page
      .getByRole('status')
      .filter({ hasText: `1-10 of ${total.toLocaleString('en-US')} results` })
      .waitFor();
    await page.getByRole('row').nth(10).waitFor();
    return { ms: performance.now() - started, limit };
  } finally {
    await context.close();
  }
}

export async function myClientsBench(): Promise<string[]> {
  const system = await startSurveySystem();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const db = system.database('survey');
    const measure = async (total: number) => {
      await timeToMyClients(browser, system.base, system.subscriber, total);
      const runs: Timing[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timeToMyClients(browser, system.base, system.subscriber, total));
      return {
        median: percentile(
          runs.map((run) => run.ms).sort((a, b) => a - b),
          50,
        ),
        limits: [...new Set(runs.map((run) => run.limit))],
      };
    };
    await addForms(db, system.subscriber.id, 1, FEW);
    const few = await measure(FEW);
    await addForms(db, system.subscriber.id, FEW + 1, MANY - FEW);
    const many = await measure(MANY);
    return [
      `My Clients, opening / to the first 10 rows and the count text, ${RUNS} cold runs each (median):`,
      `  ${FEW} clients (baseline): ${few.median.toFixed(0)} ms`,
      `  ${MANY.toLocaleString('en-US')} clients: ${many.median.toFixed(0)} ms, ${(many.median / few.median).toFixed(2)}x; rows the page asked for: limit=${many.limits.join(', ')}`,
    ];
  } finally {
    await browser.close();
    await system.stop();
  }
}
