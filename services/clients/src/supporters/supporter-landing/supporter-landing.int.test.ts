import { E_SIGN_CONSENT_TEXTS, type SupporterLandingData } from '@app/contracts';
import { startClients, type ClientsHarness, type TestUser } from '../../testing/clients-test-kit.js';
import { INVALID_SUPPORTER_LANDING } from '../supporter.query.js';

const LIMIT = 5;
let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };
let nextAddress = 1;

beforeAll(async () => {
  h = await startClients('sup_landing', { env: { LANDING_LOOKUPS_PER_ADDRESS: String(LIMIT) } });
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

/** Each lookup from an address of its own (the gateway's x-forwarded-for), unless a test shares one. */
const fromFreshAddress = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` });

async function landing(shortCode: string): Promise<SupporterLandingData> {
  const { status, body } = await h.supporterLanding(shortCode, fromFreshAddress());
  expect(status).toBe(200);
  return body;
}

describe('GET /api/supporter/landingData', () => {
  it('a valid code: who the supporter writes for, and their letter so far', async () => {
    const client = await h.invited(subscriber, { firstName: 'Grace', lastName: 'Hopper' });
    await h.supportersListed(client, [{ slot: 1, firstName: 'Katherine', lastName: 'Johnson', clientRelationship: 'Sister', email: 'katherine@example.test', phoneNumber: null }]);
    const invitation = (await h.supporterInvited(client))!;
    expect(await landing(invitation.shortCode)).toEqual({
      isValidShortCode: true,
      supporterId: invitation.supporterId,
      clientFirstName: 'Grace',
      firstName: 'Katherine',
      lastName: 'Johnson',
      clientRelationship: 'Sister',
      supportText: null,
      signatureName: null,
      isComplete: false,
      eSignConsentText: E_SIGN_CONSENT_TEXTS.en,
      language: 'en',
    });
  });

  it("a Spanish-speaking client's supporter: the page and the consent in Spanish, the client's language when they listed them", async () => {
    const client = await h.invited(subscriber, { firstName: 'Inés', preferredLanguage: 'es' });
    await h.supportersListed(client, [{ slot: 1, firstName: 'Lucía', lastName: 'Ortega', clientRelationship: 'Hermana', email: 'lucia@example.test', phoneNumber: null }]);
    const invitation = (await h.supporterInvited(client))!;
    expect(invitation.language).toBe('es');
    expect(await landing(invitation.shortCode)).toMatchObject({ language: 'es', eSignConsentText: E_SIGN_CONSENT_TEXTS.es });
  });

  it("wrong, malformed, empty, missing, a client's code or of a deleted client: one and the same answer", async () => {
    const { client, shortCode: deletedCode } = await h.clientWithSupporter(subscriber);
    expect((await h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: client.id } })).status).toBe(204);
    const { client: other, shortCode: valid } = await h.clientWithSupporter(subscriber);
    const wrong = valid.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const code of [deletedCode, wrong, h.shortCodeOf(other), 'short', `${valid}x`, "'; DROP TABLE supporters; --", '']) {
      expect(await landing(code)).toEqual(INVALID_SUPPORTER_LANDING);
    }
    expect(await h.api('GET', '/api/supporter/landingData', { headers: fromFreshAddress() })).toMatchObject({ status: 200, body: INVALID_SUPPORTER_LANDING });
    expect((await landing(valid)).isValidShortCode).toBe(true);
  });
});

describe('lookups of supporter codes are limited per address', () => {
  it(`answers 429 after ${LIMIT} landings and submits from one address, while another address still gets through`, async () => {
    const { shortCode } = await h.clientWithSupporter(subscriber);
    const address = { 'x-forwarded-for': '203.0.113.78' };
    for (let i = 0; i < LIMIT; i++) {
      const answer = i % 2 ? await h.submitLetter({ shortCode, supportText: `Draft ${i}` }, address) : await h.supporterLanding(i % 4 ? shortCode : 'abcdefghijkmn', address);
      expect(answer.status).toBe(200);
    }
    for (const limited of [await h.supporterLanding(shortCode, address), await h.submitLetter({ shortCode, supportText: 'Once more' }, address)]) {
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await h.supporterLanding(shortCode, fromFreshAddress())).status).toBe(200);
    expect((await h.landing(h.shortCodeOf(await h.invited(subscriber)), undefined, address)).status).toBe(200);
  });
});
