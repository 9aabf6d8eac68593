/**
 * The kit refuses text Postgres cannot store (U+0000, unpaired surrogates) and malformed addresses with a
 * 400 before any handler runs. The test service stores what it receives, as every real endpoint does.
 */
import { Body, Controller, Get, Module, Param, Post, Query } from '@nestjs/common';
import fc from 'fast-check';
import { sql } from 'kysely';
import { isStorableText } from '@app/contracts';
import { startService, type RunningService } from '../bootstrap.js';
import { dropDatabase } from '../db/database.js';
import { PlatformRuntime } from '../runtime.js';
import { apiOf, testBus, testServiceEnv, type Api } from '../testing/index.js';
import { Public } from './auth.js';
import { withMessageKeys } from './error-filter.js';
import { MALFORMED_ADDRESS } from './unstorable-text.js';

let handled = 0;

@Controller('api/echo')
@Public()
class EchoController {
  constructor(private readonly runtime: PlatformRuntime) {}

  @Get(':word')
  async word(@Param('word') word: string, @Query() query: Record<string, unknown>) {
    handled += 1;
    const { rows } = await sql<{ word: string; query: unknown }>`SELECT ${word}::text AS word, ${JSON.stringify(query)}::jsonb AS query`.execute(this.runtime.db);
    return rows[0];
  }

  @Post()
  async body(@Body() body: unknown) {
    handled += 1;
    const { rows } = await sql<{ body: unknown }>`SELECT ${JSON.stringify(body)}::jsonb AS body`.execute(this.runtime.db);
    return rows[0];
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

const bus = testBus('unstorable_text');
const env = testServiceEnv('unstorable_text', bus.prefix);
let running: RunningService;
let api: Api;

beforeAll(async () => {
  running = await startService({ name: 'echo', module: EchoModule }, env);
  api = apiOf(running.url);
});

afterAll(async () => {
  await running?.close();
  await dropDatabase(env.DATABASE_URL!);
  await bus.removeStreams();
});

/** Any code point, often a NUL or a lone surrogate (adjacent halves may pair up, as they may in a request). */
const codeUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constant('\u0000'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
);
const anyText = (maxLength: number) => fc.string({ unit: codeUnit, maxLength });

const refused = (subError: string) => withMessageKeys({ Details: 'The data you provided could not be validated.', SubErrors: [subError] });
const unstorable = (where: string) => refused(`${where}: This field contains a character that cannot be saved. Please remove it and try again.`);

/** Sends `json` exactly as written (JSON.stringify would escape what the test needs raw). */
const postRaw = (json: string | Buffer) => fetch(`${running.url}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });

async function expectRefusedUnhandled(answer: Promise<{ status: number; body: unknown }>, body: unknown) {
  const before = handled;
  const { status, body: received } = await answer;
  expect({ status, body: received }).toEqual({ status: 400, body });
  expect(handled).toBe(before);
}

describe('the address', () => {
  it.each([
    ['a NUL in a path segment', '/api/echo/a%00b', unstorable('path')],
    ['a NUL in a query value', '/api/echo/ok?to=%00', unstorable('query.to')],
    ['a NUL in a query name', '/api/echo/ok?a%00=1', unstorable('query')],
    ['a truncated percent-encoding in the path', '/api/echo/%E0%A4%A', refused(`path: ${MALFORMED_ADDRESS}`)],
    ['a non-hex percent-encoding in a query value', '/api/echo/ok?q=%ZZ', refused(`query.q: ${MALFORMED_ADDRESS}`)],
    ['a surrogate encoded as UTF-8 (not UTF-8)', '/api/echo/%ED%A0%80', refused(`path: ${MALFORMED_ADDRESS}`)],
    ['a NUL in the path of an unknown route', '/api/nothing/%00', unstorable('path')],
  ])('refuses %s', async (_what, path, body) => {
    await expectRefusedUnhandled(api('GET', path), body);
  });

  it('passes storable text, emoji and encoded percent signs through to the handler', async () => {
    const { status, body } = await api('GET', `/api/echo/${encodeURIComponent('50% 😀 \uFFFD')}?q=${encodeURIComponent('a+b & c 😀')}&flag`);
    expect(status).toBe(200);
    expect(body).toEqual({ word: '50% 😀 \uFFFD', query: { q: 'a+b & c 😀', flag: '' } });
  });
});

describe('the body', () => {
  it.each([
    ['a NUL in a nested value', '{"a":{"b":["x","\\u0000"]}}', unstorable('a.b.1')],
    ['a NUL in a key', '{"a":{"\\u0000":1}}', unstorable('a')],
    ['a lone high surrogate', '{"title":"x\\ud800"}', unstorable('title')],
    ['a lone low surrogate', '{"title":"\\udc00x"}', unstorable('title')],
    ['a surrogate pair in the wrong order', '["\\udc00\\ud800"]', unstorable('0')],
  ])('refuses %s', async (_what, json, body) => {
    const before = handled;
    const response = await postRaw(json);
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body });
    expect(handled).toBe(before);
  });

  it('refuses a NUL at the bottom of a deeply nested body without overflowing the stack', async () => {
    const depth = 100_000;
    const response = await postRaw(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(response.status).toBe(400);
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await postRaw('{"title": "unterminated');
    expect({ status: response.status, body: await response.json() }).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.' } });
  });

  it('answers a body that is not UTF-8 with a 400', async () => {
    const before = handled;
    const response = await postRaw(Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]));
    expect({ status: response.status, body: await response.json() }).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.' } });
    expect(handled).toBe(before);
  });

  it('stores any text without NUL or unpaired surrogates, and refuses the rest (property)', async () => {
    await fc.assert(
      fc.asyncProperty(anyText(40), anyText(8), async (value, key) => {
        const { status, body } = await api('POST', '/api/echo', { body: { [key]: [value] } });
        if (isStorableText(value) && isStorableText(key)) expect({ status, body }).toEqual({ status: 201, body: { body: { [key]: [value] } } });
        else expect(status).toBe(400);
      }),
      { numRuns: 150 },
    );
  });
});
