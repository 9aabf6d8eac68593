/**
 * Every service refuses a token once identity ends its session (a password changed, a role revoked, an
 * account erased): the endings reach it on the bus, those from before it started too, and a download
 * token is spent by its first use.
 */
import { Controller, Get, Module, Query } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { identityPersonalData, Roles, streamNameOf } from '@app/contracts';
import { startService, type RunningService } from '../bootstrap.js';
import { dropDatabase } from '../db/database.js';
import { CurrentUser, downloadCaller, Public, type Principal } from '../http/auth.js';
import { PlatformRuntime } from '../runtime.js';
import { startStandInService, testBus, testServiceEnv, testTokenKeys, waitFor } from '../testing/index.js';

@Controller('api/sessions')
class SessionsController {
  constructor(private readonly runtime: PlatformRuntime) {}

  @Get('me')
  me(@CurrentUser() user: Principal) {
    return { id: user.id };
  }

  @Public()
  @Get('file')
  async file(@Query('temporaryAccessToken') token: string | undefined) {
    return { id: (await downloadCaller(this.runtime, token, [Roles.Subscriber])).id };
  }
}

@Module({ controllers: [SessionsController] })
class SessionsModule {}

const bus = testBus('ended_sessions');
const env = testServiceEnv('ended_sessions', bus.prefix);
let identity: Awaited<ReturnType<typeof startStandInService>>;
let keys: Awaited<ReturnType<typeof testTokenKeys>>;
let running: RunningService;
const changedBeforeStart = 'a0000000-0000-4000-8000-000000000001';

const passwordChanged = (userId: string, securityStamp: number) =>
  identity.append(`user-${userId}`, 'PasswordChanged', { userId, passwordHash: 'argon2-hash', reason: 'change', securityStamp });

const call = async (path: string, token?: string) => (await fetch(`${running.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).status;

/** Within 5 s of an ending, `token` is refused at `path`. */
const refusedSoon = (path: string, token: string) => waitFor(async () => (await call(path, token)) === 401, 5_000);

beforeAll(async () => {
  identity = await startStandInService('identity', identityPersonalData, 'ended_sessions_identity', bus.prefix);
  keys = await testTokenKeys();
  await passwordChanged(changedBeforeStart, 2);
  // The ending is on the bus before the service under test starts.
  const jsm = await jetstreamManager(identity.running.runtime.nc);
  while ((await jsm.streams.info(streamNameOf(bus.prefix, 'identity')).catch(() => undefined))?.state.messages !== 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  running = await startService({ name: 'sessions', module: SessionsModule, verificationKeys: keys.verificationKeys }, env);
});

afterAll(async () => {
  await running?.close();
  await identity?.close();
  await dropDatabase(env.DATABASE_URL!);
  await bus.removeStreams();
});

it('refuses, from its start, a token of a session identity ended before the service started', async () => {
  expect(await call('/api/sessions/me', await keys.sign({ userId: changedBeforeStart, securityStamp: 1 }))).toBe(401);
  expect(await call('/api/sessions/me', await keys.sign({ userId: changedBeforeStart, securityStamp: 2 }))).toBe(200);
});

it("refuses a token it took a moment ago within 5 s of the account's password change, and takes the new session's", async () => {
  const userId = 'a0000000-0000-4000-8000-000000000002';
  const before = await keys.sign({ userId, securityStamp: 0 });
  const download = await keys.sign({ userId, securityStamp: 0, use: 'download', roles: [Roles.Subscriber] });
  expect(await call('/api/sessions/me', before)).toBe(200);

  await passwordChanged(userId, 1);
  await refusedSoon('/api/sessions/me', before);
  expect(await call(`/api/sessions/file?temporaryAccessToken=${download}`)).toBe(401);
  expect(await call('/api/sessions/me', await keys.sign({ userId, securityStamp: 1 }))).toBe(200);
});

it('refuses every token of an account identity erased', async () => {
  const userId = 'a0000000-0000-4000-8000-000000000003';
  const token = await keys.sign({ userId, securityStamp: 4 });
  expect(await call('/api/sessions/me', token)).toBe(200);
  await identity.append(`user-${userId}`, 'PersonalDataErased', { userId });
  await refusedSoon('/api/sessions/me', token);
});

it('takes a download token once: a second use of the same link is refused, a new token works', async () => {
  const userId = 'a0000000-0000-4000-8000-000000000004';
  const download = () => keys.sign({ userId, use: 'download', roles: [Roles.Subscriber] });
  const first = await download();
  expect(await call(`/api/sessions/file?temporaryAccessToken=${first}`)).toBe(200);
  expect(await call(`/api/sessions/file?temporaryAccessToken=${first}`)).toBe(401);
  expect(await call(`/api/sessions/file?temporaryAccessToken=${await download()}`)).toBe(200);
});

it('leaves a download token of a role the route does not take unspent (403, then 403 again, never 401)', async () => {
  const client = await keys.sign({ use: 'download', roles: [Roles.Client] });
  expect(await call(`/api/sessions/file?temporaryAccessToken=${client}`)).toBe(403);
  expect(await call(`/api/sessions/file?temporaryAccessToken=${client}`)).toBe(403);
});
