/**
 * `npm run bench -- survey` (issue 9): the clients' questionnaire under load on a whole system started
 * by `npm start`'s code (survey-system.ts). In turn: invites to links delivered, after a warm-up at the
 * same rate (their clients, made by the real flow, start their forms and are the autosave's), autosave
 * latency and save rate, a long form's saves, and the lists over 100,000 clients.
 */
import { availableParallelism, loadavg } from 'node:os';
import { invitesToLinks } from './survey-invites.js';
import { autosaveLoad, historyGrowth, saveRate, startForms } from './survey-autosave.js';
import { listBench } from './survey-lists.js';
import { fmt } from './stats.js';
import { startSurveySystem, type BenchClient } from './survey-system.js';

const AUTOSAVE_CLIENTS = 200;
const ACCEPTING_AT_ONCE = 4;
const WARM_UP_SECONDS = 20;
/** The measures, in the order they run (`--part` runs one). */
const PARTS = ['autosave', 'rate', 'history', 'lists'] as const;

/** The machine's 1-minute load average: the bench shares the cores with whatever else runs. */
const load = () => `load average ${fmt(loadavg()[0], 1)} on ${availableParallelism()} cores`;

export async function surveyBench(part?: string): Promise<string[]> {
  if (part !== undefined && !(PARTS as readonly string[]).includes(part)) throw new Error(`--part must be one of ${PARTS.join(', ')} (got "${part}")`);
  const started = load();
  const system = await startSurveySystem();
  try {
    // The first invite waits until clients knows the subscription and the page; its client saves the long form.
    const first = await system.inviteOnceReady();
    await system.settled();
    // A started system's first invites are slower (Node's compiler, each pool's new Postgres backends):
    // the target is the system's at work, measured after as many seconds at the same rate.
    const warmUp = await invitesToLinks(system, { seconds: WARM_UP_SECONDS, warmUp: true });
    await system.settled();
    const invites = await invitesToLinks(system);

    const began = Date.now();
    const clients: BenchClient[] = [];
    const links = [...invites.links];
    await Promise.all(
      Array.from({ length: ACCEPTING_AT_ONCE }, async () => {
        for (let link = links.shift(); link; link = links.shift()) clients.push(await system.accept(link));
      }),
    );
    const accepted = `${clients.length} invited clients accepted their invitations through the gateway (password hashed by identity) and opened their forms in ${fmt((Date.now() - began) / 1000, 1)} s`;
    await system.settled();
    const formsStarted = await startForms(system, clients, ACCEPTING_AT_ONCE);

    const lines = [
      `a system started by npm start's code (each service and the gateway its own process) on this machine's Postgres and NATS; ${started}`,
      ...warmUp.lines.map((line) => `warm-up (the system's first ${WARM_UP_SECONDS} s, no target): ${line.trim()}`),
      ...invites.lines,
      accepted,
      ...formsStarted,
    ];
    // Each part is shown as it is measured (the whole takes minutes); the lines are answered again at the end.
    lines.forEach((line) => console.log(line));
    // Each measure starts once the bus is quiet again after the one before.
    const measures: Record<(typeof PARTS)[number], () => Promise<string[]>> = {
      autosave: () => autosaveLoad(system, clients.slice(0, AUTOSAVE_CLIENTS)),
      rate: () => saveRate(system, clients),
      history: async () => historyGrowth(system, await system.accept(first.body.shortCodeUrl)),
      lists: () => listBench(system),
    };
    for (const [name, measure] of Object.entries(measures)) {
      if (part && part !== name) continue;
      await system.settled();
      const measured = await measure();
      measured.forEach((line) => console.log(line));
      lines.push(...measured);
    }
    return ['--- survey, all parts:', ...lines, `at the end: ${load()}; npm start's output: ${system.logFile}`];
  } finally {
    await system.stop();
  }
}
