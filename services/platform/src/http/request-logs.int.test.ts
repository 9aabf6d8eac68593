/**
 * Every line a service logs while it handles a request carries that request's id: lines its handlers log
 * (after the body is parsed and after awaiting the database) and the error filter's line for a 500.
 */
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { sql } from 'kysely';
import { startService, type RunningService } from '../bootstrap.js';
import { dropDatabase } from '../db/database.js';
import { PlatformRuntime } from '../runtime.js';
import { testBus, testServiceEnv } from '../testing/index.js';
import { Public } from './auth.js';

@Controller('api/logging')
@Public()
class LoggingController {
  constructor(private readonly runtime: PlatformRuntime) {}

  @Post()
  async note(@Body() body: { label: string }) {
    this.runtime.logger.info({ label: body.label }, 'before the query');
    await sql`SELECT 1`.execute(this.runtime.db);
    this.runtime.logger.info({ label: body.label }, 'after the query');
    return {};
  }

  @Get('failure')
  async fail() {
    await sql`SELECT 1`.execute(this.runtime.db);
    throw new Error('a bug in a handler');
  }
}

@Module({ controllers: [LoggingController] })
class LoggingModule {}

const bus = testBus('request_logs');
const env = testServiceEnv('request_logs', bus.prefix, { LOG_LEVEL: 'info' });
const lines: Record<string, unknown>[] = [];
let running: RunningService;

beforeAll(async () => {
  running = await startService({ name: 'logging', module: LoggingModule }, env, {
    logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
});

afterAll(async () => {
  await running?.close();
  await dropDatabase(env.DATABASE_URL!);
  await bus.removeStreams();
});

const linesOf = (msg: string) => lines.filter((line) => line.msg === msg);

it("puts the request's id on the lines its handler logs, concurrent requests each their own", async () => {
  const labels = ['first', 'second', 'third', 'fourth'];
  const answers = await Promise.all(
    labels.map((label) =>
      fetch(`${running.url}/api/logging`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': `req-${label}`, 'x-correlation-id': `corr-${label}` },
        body: JSON.stringify({ label }),
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
  for (const label of labels) {
    for (const msg of ['before the query', 'after the query']) {
      expect(linesOf(msg).filter((line) => line.label === label)).toEqual([expect.objectContaining({ requestId: `req-${label}`, correlationId: `corr-${label}` })]);
    }
  }
});

it('puts the id it made up on the lines of a request that brought none', async () => {
  const answer = await fetch(`${running.url}/api/logging`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"label":"no id"}' });
  const requestId = answer.headers.get('x-request-id');
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(linesOf('after the query').find((line) => line.label === 'no id')).toMatchObject({ requestId, correlationId: requestId });
});

it("puts the request's id on the error filter's line for a 500", async () => {
  const answer = await fetch(`${running.url}/api/logging/failure`, { headers: { 'x-request-id': 'req-failing' } });
  expect(answer.status).toBe(500);
  expect(linesOf('unhandled error')).toEqual([expect.objectContaining({ requestId: 'req-failing', level: 50 })]);
});

it('logs no request id outside a request', () => {
  expect(linesOf('logging service started')).toEqual([expect.not.objectContaining({ requestId: expect.anything() })]);
});
