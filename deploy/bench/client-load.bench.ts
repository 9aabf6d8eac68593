/**
 * `npm run bench -- client-load`: how long a client's phone takes through the questionnaire's first steps, on
 * Chromium's "Slow 4G" network emulation, against the same steps on the unthrottled local network in the same
 * run. Each run is a new browser context (nothing cached). Measured (issue 33's targets):
 * - a returning client (the session in localStorage) opens `/c/{code}`, presses Continue, and the first
 *   question's field takes input (under 3 s);
 * - a client just invited opens their link: the landing usable (the password fields take input; under 3 s),
 *   then from pressing Create Password to the first page's first field taking input (under 3 s), then each
 *   Next, pressed right after typing an answer, to the next page's fields (under 1 s each).
 * The built app is served by the gateway as `npm start` serves it.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { CreateTemplateRequest, Question } from '@app/contracts';
import { waitFor } from '@app/platform/testing';
import { BENCH_PASSWORD } from './faults-load.js';
import { percentile } from './stats.js';
import { startSurveySystem } from './survey-system.js';

const RUNS = 5;

/**
 * Chrome DevTools' "Slow 4G" preset (the former "Fast 3G", chrome-devtools-frontend
 * front_end/core/sdk/NetworkManager.ts): 1.6 Mbit/s down and 750 kbit/s up, each times 0.9, and 150 ms
 * times 3.75 of latency.
 */
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 };

interface SignedInClient {
  id: string;
  userName: string;
  jwtToken: string;
  shortCode: string;
}

interface Timing {
  /** From opening the link to the landing's Continue button. */
  landing: number;
  /** From opening the link to the first question taking input. */
  firstPage: number;
}

/** Pages of the fresh clients' questionnaire: Next is timed from each to the next. */
const PAGES = 4;

/** A page of 20 optional questions (the bench's Next is not held by required ones), as real pages mix them. */
function optionalPage(n: number): CreateTemplateRequest {
  const questions: Question[] = Array.from({ length: 20 }, (_, i): Question => {
    const key = `q${String(i + 1).padStart(2, '0')}`;
    const label = `Question ${i + 1} of page ${n}`;
    if (i < 10) return { key, label, questionType: 'Text', isRequired: false };
    if (i < 14) return { key, label, questionType: 'Textarea', isRequired: false };
    return { key, label, questionType: 'RadioButtonList', options: ['Never', 'Sometimes', 'Often', 'Always'], isRequired: false };
  });
  return {
    key: `ClientLoadBench_${n}_${Date.now()}`,
    title: `Bench page ${n}`,
    subscriberTitle: `Bench page ${n}`,
    description: null,
    defaultWeight: n,
    isOptional: false,
    isDefault: false,
    stopIfOffline: false,
    questions,
  };
}

interface FreshTiming {
  /** From opening the link to the password fields taking input. */
  landing: number;
  /** From pressing Create Password to the first page's first field taking input. */
  firstPage: number;
  /** Each Next (right after typing an answer) to the next page's first field. */
  nexts: number[];
}

const firstField = (page: Page) => page.locator('form input, form textarea').first();

/** A page of the phone's context, on Slow 4G when `throttled`. */
async function phonePage(context: BrowserContext, throttled: boolean): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return page;
}

async function timeFreshClient(browser: Browser, base: string, shortCode: string, throttled: boolean): Promise<FreshTiming> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const page = await phonePage(context, throttled);
    const started = performance.now();
    await page.goto(`/c/${shortCode}`, { waitUntil: 'commit' });
    const passwords = page.locator('input[autocomplete="new-password"]');
    await passwords.nth(1).waitFor();
    const landing = performance.now() - started;
    await passwords.nth(0).fill(BENCH_PASSWORD);
    await passwords.nth(1).fill(BENCH_PASSWORD);
    const created = performance.now();
    await page.getByRole('button', { name: 'Create Password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bench page 1' }).waitFor();
    await firstField(page).waitFor({ state: 'visible' });
    const firstPage = performance.now() - created;
    const nexts: number[] = [];
    for (let n = 2; n <= PAGES; n++) {
      await firstField(page).fill(`An answer typed on page ${n - 1}`);
      const pressed = performance.now();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { level: 1, name: `Bench page ${n}` }).waitFor();
      await firstField(page).waitFor({ state: 'visible' });
      nexts.push(performance.now() - pressed);
    }
    return { landing, firstPage, nexts };
  } finally {
    await context.close();
  }
}

async function timeToFirstPage(browser: Browser, base: string, client: SignedInClient, throttled: boolean): Promise<Timing> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript((session) => {
      localStorage.setItem('auth.id', session.id);
      localStorage.setItem('auth.userName', session.userName);
      localStorage.setItem('auth.roles', JSON.stringify(['Client']));
      localStorage.setItem('auth.jwtToken', session.jwtToken);
    }, client);
    const page = await phonePage(context, throttled);
    const started = performance.now();
    await page.goto(`/c/${client.shortCode}`, { waitUntil: 'commit' });
    const cont = page.getByRole('button', { name: 'Continue' });
    await cont.waitFor();
    const landing = performance.now() - started;
    await cont.click();
    await page.locator('form input, form textarea').first().waitFor({ state: 'visible' });
    return { landing, firstPage: performance.now() - started };
  } finally {
    await context.close();
  }
}

export async function clientLoadBench(): Promise<string[]> {
  const system = await startSurveySystem();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const invited = await system.invite();
    const shortCode = (invited.body as { shortCodeUrl: string }).shortCodeUrl.split('/').pop()!;
    const session = await waitFor(
      async () => {
        const answer = await system.api('POST', '/api/client/acceptInvite', { body: { shortCode, password: BENCH_PASSWORD } });
        return answer.status === 200 ? (answer.body as { id: string; userName: string; jwtToken: string }) : undefined;
      },
      30_000,
      200,
    );
    const client = { id: session.id, userName: session.userName, jwtToken: session.jwtToken, shortCode };
    // The form exists once survey has made it: the landing's Continue leads to it.
    await waitFor(async () => ((await system.api('GET', '/api/form', { token: client.jwtToken })).body as unknown[]).length > 0 || undefined, 30_000, 100);

    // Fresh clients: each invited (with pages of optional questions) and opened once survey has made the form.
    const pageIds: string[] = [];
    for (let n = 1; n <= PAGES; n++) {
      const made = await system.api('POST', '/api/template', { token: system.admin.jwtToken, body: optionalPage(n) });
      if (made.status !== 201) throw new Error(`template: ${made.status} ${JSON.stringify(made.body)}`);
      pageIds.push((made.body as { id: string }).id);
    }
    let invites = 0;
    const freshClient = async (): Promise<string> => {
      const n = ++invites;
      const invitation = await waitFor(
        async () => {
          const answer = await system.api('POST', '/api/client/invite', {
            token: system.subscriber.jwtToken,
            body: {
              firstName: 'Fresh',
              lastName: `Client${n}`,
              email: `client-load-fresh-${n}-${Date.now()}@example.com`,
              phoneNumber: `555-200-${String(n % 10_000).padStart(4, '0')}`,
              templateIds: pageIds,
            },
          });
          return answer.status === 200 ? (answer.body as { shortCodeUrl: string }) : undefined;
        },
        30_000,
        200,
      );
      const code = invitation.shortCodeUrl.split('/').pop()!;
      await waitFor(
        async () => {
          const landing = await system.api('GET', `/api/client/landingData?shortCode=${encodeURIComponent(code)}`);
          return (landing.body as { activeFormId: string | null }).activeFormId ? true : undefined;
        },
        30_000,
        100,
      );
      // Identity has made the account (the password can be created) once the bus is quiet.
      await system.settled(100);
      return code;
    };

    await timeToFirstPage(browser, system.base, client, false);
    await timeFreshClient(browser, system.base, await freshClient(), false);
    const local: Timing[] = [];
    const slow: Timing[] = [];
    const freshLocal: FreshTiming[] = [];
    const freshSlow: FreshTiming[] = [];
    for (let i = 0; i < RUNS; i++) {
      local.push(await timeToFirstPage(browser, system.base, client, false));
      slow.push(await timeToFirstPage(browser, system.base, client, true));
      freshLocal.push(await timeFreshClient(browser, system.base, await freshClient(), false));
      freshSlow.push(await timeFreshClient(browser, system.base, await freshClient(), true));
    }
    const middle = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    const median = (runs: Timing[], phase: keyof Timing) => middle(runs.map((run) => run[phase]));
    const [baseline, measured] = [median(local, 'firstPage'), median(slow, 'firstPage')];
    const verdict = (ms: number, target: number) => `target under ${target.toLocaleString('en-US')} ms: ${ms < target ? 'met' : 'NOT met'}`;
    const freshLanding = [middle(freshLocal.map((run) => run.landing)), middle(freshSlow.map((run) => run.landing))];
    const freshFirst = [middle(freshLocal.map((run) => run.firstPage)), middle(freshSlow.map((run) => run.firstPage))];
    const nexts = [freshLocal.flatMap((run) => run.nexts), freshSlow.flatMap((run) => run.nexts)];
    const slowestNext = Math.max(...nexts[1]);
    return [
      `${RUNS} cold runs each, 360 px phone viewport, medians; Slow 4G is 1.44 Mbit/s down, 562.5 ms latency; baseline: the same steps on the local network`,
      `returning client (signed in), landing link to an interactive first page (the landing's Continue in brackets):`,
      `  local network (baseline): ${baseline.toFixed(0)} ms (${median(local, 'landing').toFixed(0)} ms)`,
      `  Slow 4G: ${measured.toFixed(0)} ms (${median(slow, 'landing').toFixed(0)} ms), ${(measured / baseline).toFixed(1)}x; ${verdict(measured, 3_000)}`,
      `fresh invited client, landing link to the password fields taking input:`,
      `  local network (baseline): ${freshLanding[0].toFixed(0)} ms`,
      `  Slow 4G: ${freshLanding[1].toFixed(0)} ms (runs ${freshSlow.map((run) => run.landing.toFixed(0)).join(', ')}), ${(freshLanding[1] / freshLanding[0]).toFixed(1)}x; ${verdict(freshLanding[1], 3_000)}`,
      `fresh invited client, Create Password pressed to the first page's field taking input:`,
      `  local network (baseline): ${freshFirst[0].toFixed(0)} ms`,
      `  Slow 4G: ${freshFirst[1].toFixed(0)} ms (runs ${freshSlow.map((run) => run.firstPage.toFixed(0)).join(', ')}), ${(freshFirst[1] / freshFirst[0]).toFixed(1)}x; ${verdict(freshFirst[1], 3_000)}`,
      `each Next (pressed right after typing an answer) to the next page's fields, ${nexts[1].length} on Slow 4G:`,
      `  local network (baseline): median ${middle(nexts[0]).toFixed(0)} ms, slowest ${Math.max(...nexts[0]).toFixed(0)} ms`,
      `  Slow 4G: median ${middle(nexts[1]).toFixed(0)} ms, slowest ${slowestNext.toFixed(0)} ms; each ${verdict(slowestNext, 1_000)}`,
    ];
  } finally {
    await browser.close();
    await system.stop();
  }
}
