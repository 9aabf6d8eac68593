import { identityUnderTest, strongPassword, uniqueEmail } from '../../testing/identity-test-kit.js';

const h = identityUnderTest('timezone');

async function signUp(timeZone?: string) {
  const { status, body } = await h.api('POST', '/api/account/register', { body: { email: uniqueEmail('tz'), password: strongPassword(), ...(timeZone ? { timeZone } : {}) } });
  expect(status).toBe(200);
  return { id: body.id as string, token: body.jwtToken as string };
}
const accountOf = async (user: { id: string; token: string }) => (await h.api('GET', `/api/applicationUser/${user.id}`, { token: user.token })).body;

describe("the account's time zone (issue 36, item 12)", () => {
  it("keeps the browser's time zone given at sign-up, on the account and on identity's event", async () => {
    const user = await signUp('America/Chicago');
    expect((await accountOf(user)).timeZone).toBe('America/Chicago');
    const [registered] = await h.running.runtime.store.readStream(`user-${user.id}`);
    expect(registered.data).toMatchObject({ timeZone: 'America/Chicago' });
  });

  it('lets the user change it (TimeZoneChanged, which other services keep), and refuses a name that is not a time zone', async () => {
    const user = await signUp();
    expect((await accountOf(user)).timeZone).toBeNull();
    const changed = await h.api('PUT', '/api/account/timeZone', { token: user.token, body: { timeZone: 'Pacific/Honolulu' } });
    expect({ status: changed.status, body: changed.body }).toEqual({ status: 200, body: { timeZone: 'Pacific/Honolulu' } });
    expect((await accountOf(user)).timeZone).toBe('Pacific/Honolulu');
    const events = await h.running.runtime.store.readStream(`user-${user.id}`);
    expect(events.at(-1)).toMatchObject({ type: 'TimeZoneChanged', data: { userId: user.id, timeZone: 'Pacific/Honolulu' } });

    const refused = await h.api('PUT', '/api/account/timeZone', { token: user.token, body: { timeZone: 'Mars/Olympus_Mons' } });
    expect(refused.status).toBe(400);
    expect(refused.body.SubErrors).toEqual([`timeZone: Please choose a time zone from the list.`]);
    expect((await accountOf(user)).timeZone).toBe('Pacific/Honolulu');
  });

  it('refuses a sign-up with a time zone that is not one, and anyone not signed in', async () => {
    const refused = await h.api('POST', '/api/account/register', { body: { email: uniqueEmail('tz'), password: strongPassword(), timeZone: 'Nowhere/Town' } });
    expect(refused.status).toBe(400);
    expect((await h.api('PUT', '/api/account/timeZone', { body: { timeZone: 'UTC' } })).status).toBe(401);
  });
});
