/**
 * `npm run bench -- compliance`: a compliance reviewer's timeline of a client with 10,000 events (every
 * service asked over NATS for its outline, the outlines merged, the first page of 50 read whole and each
 * actor named), against the timeline of a client with a handful of events in the same run. The events are real: the client saves their page 10,000
 * times through the gateway. Target: under 1 s for the 10,000.
 */
import { CompliancePaths, type ClientTimeline } from '@app/contracts';
import { BENCH_PASSWORD } from './faults-load.js';
import { fmt, percentile } from './stats.js';
import { pageAnswers, startSurveySystem, type SurveySystem } from './survey-system.js';

const RUNS = 5;
const SAVES = 10_000;

async function reviewerOf(system: SurveySystem): Promise<string> {
  const email = `bench-reviewer-${Date.now()}@example.com`;
  const registered = await system.api('POST', '/api/account/register', { body: { email, password: BENCH_PASSWORD } });
  const granted = await system.api('PUT', `/api/applicationUser/${registered.body.id}/complianceReviewer`, { token: system.admin.jwtToken });
  if (granted.status !== 204) throw new Error(`grant: ${granted.status}`);
  return (await system.api('POST', '/api/account/login', { body: { email, password: BENCH_PASSWORD } })).body.jwtToken;
}

async function timelineMs(system: SurveySystem, token: string, clientId: string): Promise<{ ms: number; events: number }> {
  const started = performance.now();
  const answer = await system.api('GET', CompliancePaths.timeline(clientId), { token });
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`timeline: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ms, events: (answer.body as ClientTimeline).total };
}

async function medianTimeline(system: SurveySystem, token: string, clientId: string) {
  await timelineMs(system, token, clientId);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timelineMs(system, token, clientId));
  return {
    median: percentile(
      runs.map((run) => run.ms).sort((a, b) => a - b),
      50,
    ),
    events: runs.at(-1)!.events,
  };
}

export async function complianceBench(): Promise<string[]> {
  const system = await startSurveySystem();
  try {
    const reviewer = await reviewerOf(system);
    const small = (await system.inviteOnceReady()).body as { id: string; shortCodeUrl: string };
    await system.accept(small.shortCodeUrl);
    const large = (await system.invite()).body as { id: string; shortCodeUrl: string };
    const client = await system.accept(large.shortCodeUrl);
    const savingStarted = performance.now();
    for (let n = 1; n <= SAVES; n++) {
      const saved = await system.api('PUT', `/api/answerSet/${client.answerSetId}`, { token: client.token, body: { answers: pageAnswers(n), concurrencyCheck: client.version } });
      if (saved.status !== 200) throw new Error(`save ${n}: ${saved.status}`);
      client.version = saved.body.concurrencyCheck;
    }
    const savingSeconds = (performance.now() - savingStarted) / 1000;
    await system.settled();

    const few = await medianTimeline(system, reviewer, small.id);
    const many = await medianTimeline(system, reviewer, large.id);
    return [
      `Compliance timeline through the gateway, ${RUNS} runs each (median; ${fmt(SAVES)} saves took ${fmt(savingSeconds)} s to make):`,
      `  a client with ${fmt(few.events)} events (baseline): ${fmt(few.median)} ms`,
      `  a client with ${fmt(many.events)} events: ${fmt(many.median)} ms, ${(many.median / few.median).toFixed(1)}x (target: under 1,000 ms)`,
    ];
  } finally {
    await system.stop();
  }
}
