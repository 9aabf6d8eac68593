/**
 * `npm run bench -- client-load`: how long a client's phone takes from opening the invitation link to an
 * interactive first page of the questionnaire, on Chromium's "Slow 4G" network emulation, against the same
 * steps on the unthrottled local network in the same run. Each run is a new browser context (nothing cached):
 * the client is signed in (the session in localStorage), opens `/c/{code}`, presses Continue, and the first
 * question's field takes input. The built app is served by the gateway as `npm start` serves it.
 */
import { chromium, type Browser } from 'playwright-core';
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

async function timeToFirstPage(browser: Browser, base: string, client: SignedInClient, throttled: boolean): Promise<Timing> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript((session) => {
      localStorage.setItem('auth.id', session.id);
      localStorage.setItem('auth.userName', session.userName);
      localStorage.setItem('auth.roles', JSON.stringify(['Client']));
      localStorage.setItem('auth.jwtToken', session.jwtToken);
    }, client);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
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
    const session = await waitFor(async () => {
      const answer = await system.api('POST', '/api/client/acceptInvite', { body: { shortCode, password: BENCH_PASSWORD } });
      return answer.status === 200 ? (answer.body as { id: string; userName: string; jwtToken: string }) : undefined;
    }, 30_000, 200);
    const client = { id: session.id, userName: session.userName, jwtToken: session.jwtToken, shortCode };
    // The form exists once survey has made it: the landing's Continue leads to it.
    await waitFor(async () => ((await system.api('GET', '/api/form', { token: client.jwtToken })).body as unknown[]).length > 0 || undefined, 30_000, 100);

    await timeToFirstPage(browser, system.base, client, false);
    const local: Timing[] = [];
    const slow: Timing[] = [];
    for (let i = 0; i < RUNS; i++) {
      local.push(await timeToFirstPage(browser, system.base, client, false));
      slow.push(await timeToFirstPage(browser, system.base, client, true));
    }
    const median = (runs: Timing[], phase: keyof Timing) => percentile(runs.map((run) => run[phase]).sort((a, b) => a - b), 50);
    const [baseline, measured] = [median(local, 'firstPage'), median(slow, 'firstPage')];
    return [
      `landing link to an interactive first page, ${RUNS} cold runs each, 360 px phone viewport (median; the landing's Continue in brackets):`,
      `  local network (baseline): ${baseline.toFixed(0)} ms (${median(local, 'landing').toFixed(0)} ms)`,
      `  Slow 4G (1.44 Mbit/s, 562.5 ms latency): ${measured.toFixed(0)} ms (${median(slow, 'landing').toFixed(0)} ms), ${(measured / baseline).toFixed(1)}x; target under 3,000 ms: ${measured < 3_000 ? 'met' : 'NOT met'}`,
    ];
  } finally {
    await browser.close();
    await system.stop();
  }
}
