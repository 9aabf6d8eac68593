import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { listen, startSystem, type Running, type TestSystem } from './testing/servers.js';

interface Answered {
  method: string;
  bodySha256: string;
}

/** A stand-in survey: echoes each request it reads, remembering them, and first asks `resetFirst` whether to reset it instead. */
async function startSurvey(resetFirst: (req: IncomingMessage, socket: Socket) => boolean) {
  const answered: Answered[] = [];
  let resets = 0;
  const running = await listen((req: IncomingMessage, res: ServerResponse) => {
    if (resetFirst(req, req.socket)) {
      resets++;
      return void req.socket.resetAndDestroy();
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      answered.push({ method: req.method!, bodySha256: createHash('sha256').update(body).digest('hex') });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method }));
    });
  });
  return { ...running, answered, resets: () => resets };
}

const sha256 = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the gateway's connections to a service", () => {
  let survey: Running & Awaited<ReturnType<typeof startSurvey>>;
  let system: TestSystem;
  afterEach(async () => {
    await system.close();
    await survey.close();
  });

  it('never sends a request on a connection idle for longer than the service keeps it (no 502 on a healthy service)', async () => {
    // The service announces `Keep-Alive: timeout=2` and may close an idle connection any moment after that: a
    // request that meets the close is reset (modelled: every request on a connection idle for longer).
    const lastAnswered = new WeakMap<Socket, number>();
    survey = await startSurvey((_req, socket) => Date.now() - (lastAnswered.get(socket) ?? Date.now()) > 2_000);
    survey.server.keepAliveTimeout = 2_000;
    survey.server.on('request', (req: IncomingMessage, res: ServerResponse) => res.on('finish', () => lastAnswered.set(req.socket, Date.now())));
    system = await startSystem({ env: { SURVEY_URL: survey.url } });

    const statuses: number[] = [];
    for (const idleMs of [500, 1_900, 2_100, 2_400, 2_700, 2_900]) {
      statuses.push((await fetch(`${system.gateway.url}/api/template/1`)).status);
      await pause(idleMs);
    }
    statuses.push((await fetch(`${system.gateway.url}/api/template/1`)).status);
    expect(statuses).toEqual(Array(7).fill(200));
    expect(survey.resets()).toBe(0);
  }, 30_000);

  describe('when the service resets a reused connection before answering', () => {
    beforeEach(async () => {
      const served = new WeakSet<Socket>();
      survey = await startSurvey((_req, socket) => {
        const reused = served.has(socket);
        served.add(socket);
        return reused;
      });
      system = await startSystem({ env: { SURVEY_URL: survey.url, BODY_LIMIT: '64kb' } });
      // A first request leaves a connection to reuse.
      expect((await fetch(`${system.gateway.url}/api/template/1`)).status).toBe(200);
    });

    it.each(['GET', 'HEAD', 'OPTIONS', 'DELETE'])('sends a %s again, once, on a new connection', async (method) => {
      const answer = await fetch(`${system.gateway.url}/api/template/1`, { method });
      expect(answer.status).toBe(200);
      expect(survey.resets()).toBe(1);
      expect(survey.answered.map((request) => request.method)).toEqual(['GET', method]);
    });

    it('sends an autosave (a PUT) again with the very body it was sent, a large one too', async () => {
      const autosave = JSON.stringify({ answers: { firstName: 'Kayla' }, concurrencyCheck: 3 });
      const saved = await fetch(`${system.gateway.url}/api/answerSet/7`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: autosave });
      expect(saved.status).toBe(200);
      const large = randomBytes(60 * 1024);
      const savedLarge = await fetch(`${system.gateway.url}/api/answerSet/7`, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: large });
      expect(savedLarge.status).toBe(200);
      expect(survey.resets()).toBe(2);
      expect(survey.answered.slice(1)).toEqual([
        { method: 'PUT', bodySha256: sha256(autosave) },
        { method: 'PUT', bodySha256: sha256(large) },
      ]);
    });

    it('does not send a POST again (it could act twice): the service is unavailable to it', async () => {
      const answer = await fetch(`${system.gateway.url}/api/template`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({ Details: 'The survey service is unavailable.', SubErrors: [] });
      expect(survey.answered.map((request) => request.method)).toEqual(['GET']);
    });
  });
});
