/**
 * `npm run bench -- screens` (issue 36, item 15): how long the attorney's and the admin's screens take in
 * Chromium against `npm start`'s system on this machine, each from opening its address to what a person came
 * for: the subscriber's dashboard with 10,000 clients to its first rows, the client view to its Overview, and
 * the admin's Users list to its first rows. Each run is a user's browser: a profile of its own on disk (HTTP
 * cache, V8's code cache, the offline service worker, local storage). Cold: the profile's first visit; second:
 * its next visit in the same browser (no target: a browser keeps compiled code from a script's second load on,
 * so this one also compiles and stores it); warm: a returning user, the browser closed and opened again on that
 * profile (the offline worker, which the subscriber's screens register once they are idle, installed by the
 * first visit). Baseline, in the
 * same run: a static file (favicon.svg) served by the same gateway in a new context, the floor of any page load
 * here. For each screen it also says where the time before the first API call went, and the main thread's
 * busy time (Chromium's TaskDuration and ScriptDuration), which depends less on the machine's load than the
 * wall-clock time does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { Roles } from '@app/contracts';
import { addForms } from './my-clients.bench.js';
import { percentile } from './stats.js';
import { startSurveySystem } from './survey-system.js';

const RUNS = 5;
const CLIENTS = 10_000;
const WARM_TARGET_MS = 1_000;
const COLD_TARGET_MS = 2_500;
const LAUNCH = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] };

interface Session {
  id: string;
  jwtToken: string;
  roles: string[];
}

interface Screen {
  name: string;
  path: string;
  session: Session;
  /**
   * True once the screen shows what a person opened it for: looked for in the page at every frame (plain DOM
   * queries: Playwright's role queries polled from outside cost the loaded machine's page more CPU than they measure).
   */
  ready: ReadyWhen;
  /** The screen registers the offline service worker (the subscriber's do); a warm visit finds it installed. */
  offlineWorker?: boolean;
}

/** What a screen shows once ready; each given part must hold. */
interface ReadyWhen {
  /** An element with role status (a list's count) holds this text. */
  status?: string;
  /** At least this many table rows (antd's carry data-row-key). */
  rows?: number;
  /** A tab panel holds this text. */
  panel?: string;
}

/** `ready` checked in the page (this package compiles without the DOM's types). */
function isReady(when: ReadyWhen): number | false {
  const doc = (globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<{ textContent: string | null }> & { length: number } } }).document;
  const holds = (selector: string, text: string) => [...doc.querySelectorAll(selector)].some((element) => element.textContent?.includes(text));
  const ok =
    (when.status === undefined || holds('[role=status]', when.status)) &&
    (when.rows === undefined || doc.querySelectorAll('tbody tr[data-row-key]').length >= when.rows) &&
    (when.panel === undefined || holds('[role=tabpanel]', when.panel));
  return ok && performance.now();
}

/** Where one visit's time went, in ms from the navigation's start (the page's performance timeline). */
interface Visit {
  /** From the navigation's start to the screen ready, in the page. */
  ms: number;
  /** The same as the bench's driver saw it (Playwright's goto to its seeing the screen ready). */
  driverMs: number;
  /** The HTML page received. */
  html: number;
  /** The first request to /api/ started. */
  firstApi: number;
  /** The last script requested before the first API call received. */
  scriptsLoaded: number;
  /** Scripts requested before the first API call: how many, and their bytes over the wire. */
  scripts: number;
  scriptBytes: number;
  /** The main thread's long tasks (over 50 ms) before the first API call, summed. */
  busy: number;
  /** The main thread's busy time up to the screen ready, and the part of it running JavaScript (CDP's Performance metrics). */
  mainThread: number;
  script: number;
  /** Every request and long task, for SCREENS_TRACE=1. */
  trace: string[];
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const CONTEXT = { viewport: { width: 1280, height: 900 } };

async function newContext(browser: Browser, base: string, session: Session | null): Promise<BrowserContext> {
  return prepared(await browser.newContext({ ...CONTEXT, baseURL: base }), session);
}

/** A returning user's browser on `profile` (a directory), opened anew for each of their visits that follow a closed browser. */
async function openProfile(profile: string, base: string, session: Session): Promise<BrowserContext> {
  return prepared(await chromium.launchPersistentContext(profile, { ...LAUNCH, ...CONTEXT, baseURL: base }), session);
}

async function prepared(context: BrowserContext, session: Session | null): Promise<BrowserContext> {
  await context.addInitScript(() => {
    const tasks: { start: number; end: number }[] = [];
    (globalThis as unknown as { benchLongTasks: typeof tasks }).benchLongTasks = tasks;
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      }).observe({ type: 'longtask' as never, buffered: true });
    } catch {
      // No long-task timing in this browser: busy stays 0.
    }
  });
  if (session) {
    await context.addInitScript((s) => {
      if (localStorage.getItem('auth.jwtToken')) return;
      localStorage.setItem('auth.id', s.id);
      localStorage.setItem('auth.userName', 'bench user');
      localStorage.setItem('auth.roles', JSON.stringify(s.roles));
      localStorage.setItem('auth.jwtToken', s.jwtToken);
    }, session);
  }
  return context;
}

/** What the CDP trace of a visit records (SCREENS_CHROME_TRACE): the main thread's tasks, V8's compiling and its CPU samples, like DevTools' Performance panel. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** Stops the trace started on `cdp` and writes it to `path` (a Chrome trace: DevTools' Performance panel loads it). */
async function writeTrace(cdp: CDPSession, path: string): Promise<void> {
  const complete = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)));
  await cdp.send('Tracing.end');
  const stream = await complete;
  const chunks: string[] = [];
  for (let eof = false; !eof;) {
    const read = await cdp.send('IO.read', { handle: stream });
    chunks.push(read.base64Encoded ? Buffer.from(read.data, 'base64').toString() : read.data);
    eof = read.eof;
  }
  await cdp.send('IO.close', { handle: stream });
  writeFileSync(path, chunks.join(''));
}

async function visit(context: BrowserContext, screen: Screen, profileTo?: string, traceTo?: string): Promise<Visit> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (traceTo) await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES.join(','), transferMode: 'ReturnAsStream' });
    if (profileTo) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const started = performance.now();
    await page.goto(screen.path, { waitUntil: 'commit' });
    const readyAt = await page.waitForFunction(isReady, screen.ready, { polling: 'raf', timeout: 60_000 });
    const driverMs = performance.now() - started;
    const ms = (await readyAt.jsonValue()) as number;
    const metrics = new Map((await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value * 1000]));
    if (profileTo) writeFileSync(profileTo, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    if (traceTo) await writeTrace(cdp, traceTo);
    const timeline = await page.evaluate(() => {
      // The page's own types (this package compiles without the DOM's).
      type Timing = { name: string; startTime: number; responseEnd: number; transferSize: number; initiatorType: string };
      const nav = performance.getEntriesByType('navigation' as never)[0] as unknown as Timing;
      const resources = performance.getEntriesByType('resource') as unknown as Timing[];
      const api = resources.filter((r) => new URL(r.name).pathname.startsWith('/api/'));
      const firstApi = Math.min(...api.map((r) => r.startTime));
      const scripts = resources.filter((r) => r.initiatorType !== 'fetch' && /\.js$/.test(new URL(r.name).pathname) && r.startTime < firstApi);
      const tasks = (globalThis as unknown as { benchLongTasks: { start: number; end: number }[] }).benchLongTasks;
      return {
        html: nav.responseEnd,
        firstApi,
        scriptsLoaded: Math.max(nav.responseEnd, ...scripts.map((r) => r.responseEnd)),
        scripts: scripts.length,
        scriptBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
        busy: tasks.filter((t) => t.start < firstApi).reduce((sum, t) => sum + Math.min(t.end, firstApi) - t.start, 0),
        trace: [
          ...resources.map((r) => ({
            at: r.startTime,
            line: `${r.startTime.toFixed(0)}-${r.responseEnd.toFixed(0)} ${new URL(r.name).pathname}${new URL(r.name).search} (${r.transferSize} B)`,
          })),
          ...tasks.map((t) => ({ at: t.start, line: `${t.start.toFixed(0)}-${t.end.toFixed(0)} main thread busy` })),
        ]
          .sort((a, b) => a.at - b.at)
          .map((entry) => entry.line),
      };
    });
    if (screen.offlineWorker) await offlineWorkerInstalled(page);
    return { ms, driverMs, mainThread: metrics.get('TaskDuration') ?? 0, script: metrics.get('ScriptDuration') ?? 0, ...timeline };
  } finally {
    await page.close();
  }
}

/**
 * Once the screen has registered the offline worker (when the page is loaded and idle), waits until it is active,
 * as it is for a returning user; at most 30 s.
 */
async function offlineWorkerInstalled(page: Page): Promise<void> {
  await page.waitForFunction(
    // The page's own types (this package compiles without the DOM's).
    async () => {
      const workers = (globalThis as unknown as { navigator: { serviceWorker: { getRegistration(): Promise<{ active: unknown } | undefined> } } }).navigator.serviceWorker;
      return !!(await workers.getRegistration())?.active;
    },
    undefined,
    { polling: 200, timeout: 30_000 },
  );
}

/** `RUNS` users, each a new profile: a cold visit and a second one, then (the browser closed and opened again) a warm visit. */
async function measure(base: string, screen: Screen): Promise<{ cold: Visit[]; second: Visit[]; warm: Visit[] }> {
  const cold: Visit[] = [];
  const second: Visit[] = [];
  const warm: Visit[] = [];
  for (let i = 0; i < RUNS; i++) {
    const profile = mkdtempSync(join(tmpdir(), 'screens-bench-'));
    try {
      // SCREENS_PROFILE=<prefix>: the last run's visits' CPU profiles (.cpuprofile, for DevTools) are written there.
      const cpuProfile = process.env.SCREENS_PROFILE && i === RUNS - 1 ? `${process.env.SCREENS_PROFILE}-${screen.path.split('/')[1] || 'home'}` : undefined;
      // SCREENS_CHROME_TRACE=<prefix>: every warm visit's Chrome trace (-warm-<run>.json, for DevTools' Performance panel).
      const chromeTrace = process.env.SCREENS_CHROME_TRACE && `${process.env.SCREENS_CHROME_TRACE}-${screen.path.split('/')[1] || 'home'}-warm-${i}.json`;
      const first = await openProfile(profile, base, screen.session);
      try {
        cold.push(await visit(first, screen, cpuProfile && `${cpuProfile}-cold.cpuprofile`));
        second.push(await visit(first, screen));
      } finally {
        await first.close();
      }
      const again = await openProfile(profile, base, screen.session);
      try {
        warm.push(await visit(again, screen, cpuProfile && `${cpuProfile}-warm.cpuprofile`, chromeTrace || undefined));
      } finally {
        await again.close();
      }
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return { cold, second, warm };
}

async function staticBaseline(browser: Browser, base: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await newContext(browser, base, null);
    try {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto('/favicon.svg', { waitUntil: 'load' });
      times.push(performance.now() - started);
    } finally {
      await context.close();
    }
  }
  return median(times);
}

const describe = (visits: Visit[]) => {
  const m = (key: Exclude<keyof Visit, 'trace'>) => median(visits.map((v) => v[key]));
  return `main thread busy ${m('mainThread').toFixed(0)} ms in all (JavaScript ${m('script').toFixed(0)} ms); before the first API call: page ${m('html').toFixed(0)} ms, ${m('scripts').toFixed(0)} scripts (${(m('scriptBytes') / 1024).toFixed(0)} KB over the wire) in by ${m('scriptsLoaded').toFixed(0)} ms, main thread busy ${m('busy').toFixed(0)} ms, first API call at ${m('firstApi').toFixed(0)} ms`;
};

export async function screensBench(): Promise<string[]> {
  const system = await startSurveySystem();
  const browser = await chromium.launch(LAUNCH);
  try {
    // One client invited by the real flow (the client view's), then 10,000 more questionnaires in survey's read model.
    const invited = await system.inviteOnceReady();
    const { id: clientId, shortCodeUrl } = invited.body as { id: string; shortCodeUrl: string };
    await addForms(system.database('survey'), system.subscriber.id, 1, CLIENTS - 1);
    const subscriber: Session = { ...system.subscriber, roles: [Roles.Subscriber] };
    const admin: Session = { ...system.admin, roles: [Roles.SiteAdmin] };
    // The client view's Overview needs clients' copy of the form; the admin's list needs identity's accounts.
    await system.settled();

    const screens: Screen[] = [
      {
        name: `subscriber's dashboard, ${CLIENTS.toLocaleString('en-US')} clients, to its first 10 rows`,
        path: '/',
        session: subscriber,
        ready: { status: `of ${CLIENTS.toLocaleString('en-US')} results`, rows: 10 },
        offlineWorker: true,
      },
      {
        name: 'client view to its Overview',
        path: `/subscriber/client/${clientId}`,
        session: subscriber,
        // The Overview's facts, down to the client's link.
        ready: { panel: shortCodeUrl },
        offlineWorker: true,
      },
      {
        name: "admin's Users list to its first rows",
        path: '/applicationUser',
        session: admin,
        ready: { status: ' results', rows: 1 },
      },
    ];

    const baseline = await staticBaseline(browser, system.base);
    const lines = [
      `Chromium, 1280x900, ${RUNS} runs each (median), each a new profile on disk; cold: its first visit; second: its next visit; warm: the browser opened again on it after those two (the offline worker installed)`,
      `  baseline: a static file (favicon.svg) from the same gateway in a new context: ${baseline.toFixed(0)} ms`,
    ];
    let allMet = true;
    // SCREENS_ONLY=<words>: only the screens whose name has them (e.g. "dashboard").
    for (const screen of screens.filter((s) => !process.env.SCREENS_ONLY || s.name.includes(process.env.SCREENS_ONLY))) {
      const warmUp = await newContext(browser, system.base, screen.session); // the services' first answers are not timed
      await visit(warmUp, screen).finally(() => warmUp.close());
      const { cold, second, warm } = await measure(system.base, screen);
      const [c, w] = [median(cold.map((v) => v.ms)), median(warm.map((v) => v.ms))];
      const coldMet = c < COLD_TARGET_MS;
      const warmMet = w < WARM_TARGET_MS;
      allMet &&= coldMet && warmMet;
      lines.push(
        `  ${screen.name}:`,
        `    cold ${c.toFixed(0)} ms (${(c / baseline).toFixed(1)}x the baseline; runs ${cold.map((v) => v.ms.toFixed(0)).join(', ')}; as the driver saw it ${median(cold.map((v) => v.driverMs)).toFixed(0)} ms); target under ${COLD_TARGET_MS} ms: ${coldMet ? 'met' : 'NOT met'}`,
        `      ${describe(cold)}`,
        `    second visit (no target) ${median(second.map((v) => v.ms)).toFixed(0)} ms (runs ${second.map((v) => v.ms.toFixed(0)).join(', ')}), main thread busy ${median(second.map((v) => v.mainThread)).toFixed(0)} ms`,
        `    warm ${w.toFixed(0)} ms (${(w / baseline).toFixed(1)}x the baseline; runs ${warm.map((v) => v.ms.toFixed(0)).join(', ')}; as the driver saw it ${median(warm.map((v) => v.driverMs)).toFixed(0)} ms); target under ${WARM_TARGET_MS} ms: ${warmMet ? 'met' : 'NOT met'}`,
        `      ${describe(warm)}`,
      );
      if (process.env.SCREENS_TRACE)
        lines.push('    the last cold visit:', ...cold.at(-1)!.trace.map((l) => `      ${l}`), '    the last warm visit:', ...warm.at(-1)!.trace.map((l) => `      ${l}`));
    }
    lines.push(`  all targets: ${allMet ? 'met' : 'NOT all met'} (the machine is shared: run it again before drawing conclusions)`);
    return lines;
  } finally {
    await browser.close();
    await system.stop();
  }
}
