import { pino } from 'pino';
import { RouteTemplateHeader } from '@app/contracts';
import { loadConfig } from './config.js';
import { createGateway } from './create-gateway.js';
import { listen, startSystem, type Running, type TestSystem } from './testing/servers.js';

const downloadTemplate = '/api/answerSet/:id/file/*filename';

describe("the gateway's access log", () => {
  const lines: Record<string, unknown>[] = [];
  const requestLines = () => lines.filter((line) => line.msg === 'request');
  let logged = () => undefined as void;
  /** The request lines once there are `count` (a line is written once the answer is finished, after the client has it). */
  const requestLinesOnce = (count: number) =>
    new Promise<Record<string, unknown>[]>((resolve) => {
      logged = () => void (requestLines().length >= count && resolve(requestLines()));
      logged();
    });
  let survey: Running;
  let system: TestSystem;
  let gateway: Running & { close(): Promise<void> };

  beforeAll(async () => {
    // A stand-in survey that names its route's template, as the platform does.
    survey = await listen((req, res) => {
      const known = req.url!.startsWith('/api/answerSet/');
      res.writeHead(known ? 200 : 404, { 'content-type': 'application/json', ...(known ? { [RouteTemplateHeader]: downloadTemplate } : {}) });
      res.end('{}');
    });
    system = await startSystem({ env: { SURVEY_URL: survey.url } });
    const app = createGateway(loadConfig(system.env), {
      logger: pino({ level: 'info' }, { write: (line: string) => void (lines.push(JSON.parse(line)), logged()) }),
    });
    const running = await listen(app.app);
    gateway = { ...running, close: async () => (await running.close(), await app.close()) };
  });
  afterAll(async () => {
    await gateway.close();
    await system.close();
    await survey.close();
  });
  beforeEach(() => (lines.length = 0));

  it("logs a download by its route's template, never the file name in its path, and keeps the template header to itself", async () => {
    const answer = await fetch(`${gateway.url}/api/answerSet/7/file/3f2a/Kayla%20school%20records.pdf?temporaryAccessToken=t`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get(RouteTemplateHeader)).toBeNull();
    expect(await requestLinesOnce(1)).toEqual([expect.objectContaining({ method: 'GET', route: downloadTemplate, status: 200 })]);
    expect(JSON.stringify(lines)).not.toMatch(/Kayla|school|records|3f2a/);
  });

  it('logs a fixed placeholder for an /api path no route answered, and the web app for a page, never their paths', async () => {
    expect((await fetch(`${gateway.url}/api/template/Kayla%20school%20records.pdf`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/api/nothingHere/Kayla`)).status).toBe(404);
    await fetch(`${gateway.url}/c/K7PX2MQ9RW4TB`, { headers: { accept: 'text/html' } });
    await fetch(`${gateway.url}/attorney/clients/Kayla`, { headers: { accept: 'text/html' } });
    expect((await requestLinesOnce(4)).map((line) => line.route)).toEqual(['unmatched', 'unmatched', 'client app', 'web app']);
    expect(JSON.stringify(lines)).not.toMatch(/Kayla|K7PX2MQ9RW4TB/);
  });

  it("logs the gateway's own routes by their paths", async () => {
    await fetch(`${gateway.url}/api/health`);
    expect(await requestLinesOnce(1)).toEqual([expect.objectContaining({ method: 'GET', route: '/api/health' })]);
  });
});
