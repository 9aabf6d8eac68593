import { landingStateOf, type ClientLandingData } from '@app/contracts';
import { startClients, type ClientsHarness, type TestUser } from '../../testing/clients-test-kit.js';
import { INVALID_LANDING } from './landing-data.js';

const LIMIT = 5;
let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };
let nextAddress = 1;

beforeAll(async () => {
  h = await startClients('landing', { env: { LANDING_LOOKUPS_PER_ADDRESS: String(LIMIT) } });
  subscriber = await h.subscriber({ firstName: 'Ada', lastName: 'Lovelace' });
});
afterAll(() => h?.close());

/** Each lookup from an address of its own (the gateway's x-forwarded-for), unless a test shares one. */
const fromFreshAddress = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` });

async function landing(shortCode: string, token?: string): Promise<ClientLandingData> {
  const { status, body } = await h.landing(shortCode, token, fromFreshAddress());
  expect(status).toBe(200);
  return body;
}
const stateOf = async (shortCode: string, token?: string) => landingStateOf(await landing(shortCode, token));

describe('a client from invitation to completion', () => {
  it('Register, then Login, then Continue, then Completed', async () => {
    const client = await h.invited(subscriber, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' });
    const code = h.shortCodeOf(client);
    const [first, second] = [await h.template(), await h.template({ defaultWeight: 5 })];
    const { formId, pages } = await h.formCreated(client, [first, second]);

    expect(await landing(code)).toEqual({
      isValidShortCode: true,
      isProctorUser: false,
      isOtherUser: false,
      isAuthenticated: false,
      isAccountActivated: false,
      activeFormId: formId,
      activePageId: pages[0].pageId,
      isFormCompleted: false,
      clientFirstName: 'Grace',
      clientLastName: 'Hopper',
      clientEmail: 'grace@example.test',
      clientEmailOrPhone: 'grace@example.test',
      clientApplicationUserId: null,
      isOffline: false,
      subscriberDisplayName: 'Ada Lovelace',
      preferredLanguage: 'en',
    });
    expect(await stateOf(code)).toBe('Register');

    await h.accountCreated(client);
    expect((await landing(code)).clientApplicationUserId).toBe(client.applicationUserId);
    await h.invitationAccepted(client);
    expect(await stateOf(code)).toBe('Login');

    const { token } = await h.clientUser(client);
    expect(await stateOf(code, token)).toBe('Continue');
    await h.answersSaved(client, formId, pages[0]);
    await h.pageOpened(client, formId, pages[1]);
    // Where they were last (issue 33).
    expect(await landing(code, token)).toMatchObject({ isAuthenticated: true, activeFormId: formId, activePageId: pages[1].pageId });

    await h.formCompleted(client, formId);
    expect(await landing(code, token)).toMatchObject({ activeFormId: null, activePageId: null, isFormCompleted: true });
    expect(await stateOf(code, token)).toBe('Completed');
  });

  it('signed in before survey made the form: Continue with no form yet, then the form once made', async () => {
    const client = await h.invited(subscriber);
    const code = h.shortCodeOf(client);
    await h.accountCreated(client);
    await h.invitationAccepted(client);
    const { token } = await h.clientUser(client);
    expect(await landing(code, token)).toMatchObject({ isAuthenticated: true, activeFormId: null, activePageId: null, isFormCompleted: false });
    expect(await stateOf(code, token)).toBe('Continue');

    const { formId, pages } = await h.formCreated(client);
    expect(await landing(code, token)).toMatchObject({ activeFormId: formId, activePageId: pages[0].pageId, isFormCompleted: false });
    expect(await stateOf(code, token)).toBe('Continue');
  });

  it('the subscriber sees Proctor, anyone else signed in Logout', async () => {
    const client = await h.invited(subscriber, { isProctored: true });
    const code = h.shortCodeOf(client);
    expect(await landing(code, subscriber.token)).toMatchObject({ isProctorUser: true, isOtherUser: false });
    expect(await stateOf(code, subscriber.token)).toBe('Proctor');
    const stranger = await h.subscriber();
    expect(await landing(code, stranger.token)).toMatchObject({ isProctorUser: false, isOtherUser: true });
    expect(await stateOf(code, (await h.admin()).token)).toBe('Logout');
  });
});

describe('a code that leads nowhere', () => {
  it('wrong, malformed, empty, missing or of a deleted client: one and the same answer', async () => {
    const deleted = await h.invited(subscriber);
    expect((await h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: deleted.id } })).status).toBe(204);
    const valid = h.shortCodeOf(await h.invited(subscriber));
    const wrong = valid.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const code of [
      h.shortCodeOf(deleted),
      wrong,
      valid.toLowerCase() === valid ? valid.toUpperCase() : valid.toLowerCase(),
      'short',
      `${valid}x`,
      "'; DROP TABLE clients; --",
      '',
    ]) {
      expect(await landing(code)).toEqual(INVALID_LANDING);
    }
    const missing = await h.api('GET', '/api/client/landingData', { headers: fromFreshAddress() });
    expect(missing).toMatchObject({ status: 200, body: INVALID_LANDING });
    expect(await stateOf(wrong)).toBe('Invalid');
    expect('The link you followed is invalid.').toBe('The link you followed is invalid.');
  });

  it('a signed-in caller learns nothing more from a wrong code', async () => {
    expect(await landing('abcdefghijkmn', subscriber.token)).toEqual(INVALID_LANDING);
  });
});

describe('lookups are limited per address', () => {
  it(`answers 429 after ${LIMIT} lookups from one address, while another address still gets through`, async () => {
    const code = h.shortCodeOf(await h.invited(subscriber));
    const address = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < LIMIT; i++) expect((await h.landing(i % 2 ? code : 'abcdefghijkmn', undefined, address)).status).toBe(200);
    const limited = await h.landing(code, undefined, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await h.landing(code, undefined, fromFreshAddress())).status).toBe(200);
  });
});
